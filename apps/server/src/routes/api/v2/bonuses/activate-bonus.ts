// POST /bonuses/:id/activate - activates a campaign that needs it
import { BonusIdParamsSchema, ErrorBodySchema, IssuedBonusAnswerSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/:id/activate',
    {
      schema: {
        tags: ['bonuses'],
        summary: 'Activates the campaign `id` for the player: the bonus it issues',
        description:
          '404 not_found: no such campaign; 409 already_exists: activated before; 422 bonus_not_available: not ' +
          'activated by the player, out of its dates, or not for this player.',
        params: BonusIdParamsSchema,
        response: {
          200: IssuedBonusAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
      preHandler: app.requirePlayer,
    },
    async (request) => ({
      bonus: await app.bonuses.activate(signedIn(request).id, request.locale, request.params.id),
    }),
  );
};

export default route;
