/** The `site` plugin: decorates the app with `site` (src/site: feature flags, reminders, test players). */
import fp from 'fastify-plugin';
import { createSite, type Site, type SiteSettings } from '../site/site.js';

declare module 'fastify' {
  interface FastifyInstance {
    site: Site;
  }
}

export default fp<{ settings: SiteSettings }>(
  async (app, options) => {
    app.decorate('site', createSite(options.settings));
  },
  { name: 'site' },
);
