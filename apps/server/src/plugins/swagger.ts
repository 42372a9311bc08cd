/** OpenAPI at /docs (UI) and /docs/json, generated from the routes' zod schemas. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Sportsbook API',
          description:
            'Reference backend of the open-source sportsbook: catalogue, markets, counters, search.',
          version: '2.0.0',
        },
        tags: [
          { name: 'catalogue', description: 'Sports, categories, tournaments, matches and markets' },
          { name: 'health', description: 'Liveness and readiness probes' },
          { name: 'platform', description: 'Players, sessions, accounts, limits, sandbox payments' },
          { name: 'bets', description: 'Placing, my bets, cashout, bet builder' },
          { name: 'favourites', description: "The player's favourites, settings and votes" },
          { name: 'realtime', description: 'Tokens of the realtime hub (Centrifuge protocol)' },
          { name: 'dev', description: 'Development helpers (not in production)' },
        ],
      },
      transform: createJsonSchemaTransform({
        skipList: ['/docs', '/docs/', '/docs/*', '/docs/json', '/docs/yaml'],
      }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'swagger' },
);
