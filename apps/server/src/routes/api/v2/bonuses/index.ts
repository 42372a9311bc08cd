/**
 * The bonus calls (spec platform §7), registered under /api/v2 by api/v2/index.ts. The rate limit is scoped
 * here (only the promo code uses it; shared by every instance through Redis with `redisUrl`, lib/scoped-rate-limit.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerScopedRateLimit } from '../../../../lib/scoped-rate-limit.js';
import activateBonus from './activate-bonus.js';
import boostLootbox from './boost-lootbox.js';
import claimAmb from './claim-amb.js';
import fitBonuses from './fit-bonuses.js';
import getBonus from './get-bonus.js';
import getBonusTerms from './get-bonus-terms.js';
import listAmb from './list-amb.js';
import listBonusPage from './list-bonus-page.js';
import listBonuses from './list-bonuses.js';
import listHuntings from './list-huntings.js';
import listTournaments from './list-tournaments.js';
import markBonusesSeen from './mark-bonuses-seen.js';
import redeemPromoCode from './redeem-promo-code.js';
import tournamentRating from './tournament-rating.js';

const routes = [
  listBonuses,
  listBonusPage,
  getBonus,
  getBonusTerms,
  fitBonuses,
  markBonusesSeen,
  redeemPromoCode,
  activateBonus,
  // the farming programmes (src/programmes)
  listHuntings,
  listTournaments,
  tournamentRating,
  listAmb,
  claimAmb,
  boostLootbox,
];

const bonusRoutes: FastifyPluginAsync<{ redisUrl?: string }> = async (app, options) => {
  await registerScopedRateLimit(app, options.redisUrl, (after) => `Too many tries: retry in ${after}`);
  for (const route of routes) await app.register(route);
};

export default bonusRoutes;
