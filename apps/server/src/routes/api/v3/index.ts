/** The sportsbook API v3: the bets calls (spec core-betting §7 "bets use a newer version"), under /api/v3. */
import type { FastifyPluginAsync } from 'fastify';
import betStats from './bets/bet-stats.js';
import cashOut from './bets/cash-out.js';
import customMarkets from './bets/custom-markets.js';
import customOdds from './bets/custom-odds.js';
import listBets from './bets/list-bets.js';
import maxStake from './bets/max-stake.js';
import placeBets from './bets/place-bets.js';

const routes = [placeBets, maxStake, listBets, betStats, cashOut, customMarkets, customOdds];

const apiV3: FastifyPluginAsync = async (app) => {
  for (const route of routes) await app.register(route);
};

export default apiV3;
