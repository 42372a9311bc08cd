/**
 * The `site` plugin: decorates the app with `site` (src/site), reading the site settings file again whenever it
 * changes; a change that breaks the file is logged and the last good file stays in force.
 */
import { siteFileReader } from '@sportsbook/contract/site-node';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { createSite, type Site } from '../site/site.js';

declare module 'fastify' {
  interface FastifyInstance {
    site: Site;
  }
}

export default fp<{ site: Config['site'] }>(
  async (app, { site }) => {
    const read = siteFileReader(site.file, (error) =>
      app.log.error({ err: error }, 'site settings file changed but cannot be used: the last good one stays'),
    );
    app.decorate(
      'site',
      createSite(() => read().settings, site.overrides, site.settings),
    );
  },
  { name: 'site' },
);
