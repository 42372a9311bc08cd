// POST /bonuses/:id/boost - opens one farmed lootbox into a freebet
import { BonusIdParamsSchema, ErrorBodySchema, ProgrammeClaimSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';
import { announceProgrammes } from '../../../../programmes/publish.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/:id/boost',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Opens one box of the lootbox `id`: a freebet of the box amount',
        description: '404 not_found: no such lootbox; 422 lootbox_empty: no box farmed and unopened.',
        params: BonusIdParamsSchema,
        response: {
          200: ProgrammeClaimSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => {
      const bonus = await app.programmes.boost(signedIn(request).id, request.params.id);
      await announceProgrammes(app, { issued: [bonus], pools: [] });
      return { issued: [bonus.id], count: 1 };
    },
  );
};

export default route;
