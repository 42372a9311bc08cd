/** The `catalogue` plugin: decorates the app with the catalogue (src/catalogue) over its database. */
import fp from 'fastify-plugin';
import { type Catalogue, createCatalogue } from '../catalogue/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

export default fp(
  async (app) => {
    app.decorate('catalogue', createCatalogue(app.db));
  },
  { name: 'catalogue', dependencies: ['db'] },
);
