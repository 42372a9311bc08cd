/**
 * The `bonuses` plugin: validates the campaign configuration (bonus-campaigns.json, or `campaignsFile`), seeds
 * it into the database, and decorates the app with `bonuses` (src/bonuses). A configuration that does not
 * validate fails the start with every problem named.
 */
import fp from 'fastify-plugin';
import { type Campaign, loadCampaigns } from '../bonuses/campaign-config.js';
import { seedCampaigns } from '../bonuses/campaign-store.js';
import { type Bonuses, createBonuses } from '../bonuses/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
  }
}

/** Options of the bonuses plugin. */
interface BonusesPluginOptions {
  /** The campaigns file (BONUS_CAMPAIGNS_FILE); the server's bonus-campaigns.json by default. */
  campaignsFile?: string;
  /** Campaigns given directly (tests), instead of a file. */
  campaigns?: Campaign[];
  /** Whether several bets of one request may each use a freebet (ALLOW_MULTIPLE_ACTIVE_FREEBETS). */
  multipleFreebets?: boolean;
}

export default fp<BonusesPluginOptions>(
  async (app, options) => {
    const campaigns = options.campaigns ?? (await loadCampaigns(options.campaignsFile));
    await seedCampaigns(app.db, campaigns);
    app.decorate('bonuses', createBonuses(app, { multipleFreebets: options.multipleFreebets ?? false }));
  },
  { name: 'bonuses', dependencies: ['db'] },
);
