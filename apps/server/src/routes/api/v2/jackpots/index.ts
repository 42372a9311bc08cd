/**
 * The jackpot calls (spec platform §7), registered under /api/v2 by api/v2/index.ts only when the jackpots flag
 * is on (the jackpots plugin decorated the app): off, every one of them answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import fitJackpots from './fit-jackpots.js';
import getJackpot from './get-jackpot.js';
import listJackpotHits from './list-jackpot-hits.js';
import listJackpots from './list-jackpots.js';
import markJackpotHitsSeen from './mark-jackpot-hits-seen.js';

const routes = [listJackpots, getJackpot, fitJackpots, listJackpotHits, markJackpotHitsSeen];

const jackpotRoutes: FastifyPluginAsync = async (app) => {
  if (!app.hasDecorator('jackpots')) return;
  for (const route of routes) await app.register(route);
};

export default jackpotRoutes;
