// POST /bonuses/:id/boost - one box of a lootbox boosts one of the player's freebets
import {
  BonusIdParamsSchema,
  ErrorBodySchema,
  IssuedBonusAnswerSchema,
  LootboxBoostBodySchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/:id/boost',
    {
      schema: {
        tags: ['bonuses'],
        summary: "One box of the lootbox `id` multiplies the amount of the player's freebet `freebet_id`",
        description:
          'The amount is multiplied by the lootbox boost_multiplier and floored to the minor unit; the freebet ' +
          'records boost_multiplier and boost_data. 404 not_found: no such lootbox; 404 freebet_not_found: the ' +
          'player holds no such freebet; 409 freebet_already_boosted; 422 freebet_not_boostable: not a freebet ' +
          'with an amount, or used, expired or deactivated; 422 lootbox_empty: no box farmed and unused; 422 ' +
          'lootbox_not_active: the lootbox has ended or is disabled.',
        params: BonusIdParamsSchema,
        body: LootboxBoostBodySchema,
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
    async (request) => {
      const player = signedIn(request).id;
      const row = await app.programmes.boost(player, request.params.id, request.body.freebet_id);
      return { bonus: await app.bonuses.held(row, request.locale) };
    },
  );
};

export default route;
