// GET /bonuses/huntings, /bonuses/lootboxes - the running hunts or lootboxes with the player's farming stats
import { ErrorBodySchema, HuntingListSchema, ProgrammeListQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programmePage } from '../../../../programmes/service.js';

const route: FastifyPluginAsyncZod = async (app) => {
  for (const [path, type] of [
    ['huntings', 'hunting'],
    ['lootboxes', 'lootbox'],
  ] as const)
    app.get(
      `/bonuses/${path}`,
      {
        schema: {
          tags: ['bonuses'],
          summary: `The ${path} with the player's farming stats (null for a visitor)`,
          querystring: ProgrammeListQuerySchema,
          response: { 200: HuntingListSchema, 400: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return programmePage(
          await app.programmes.huntings(
            request.player?.id ?? null,
            request.query.locale ?? request.locale,
            type,
          ),
          request.query,
        );
      },
    );
};

export default route;
