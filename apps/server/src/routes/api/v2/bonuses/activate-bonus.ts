// POST /bonuses/:id/activate - activates a campaign, or a farming programme, that needs it
import {
  BonusIdParamsSchema,
  ErrorBodySchema,
  IssuedBonusAnswerSchema,
  ProgrammeActivatedSchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../../../bets/signed-in.js';
import { programmeById } from '../../../../programmes/programme-store.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bonuses/:id/activate',
    {
      schema: {
        tags: ['bonuses'],
        summary:
          'Activates the campaign `id` for the player (the bonus it issues), or the programme `id` that ' +
          'requires activation (the player takes part from now on)',
        description:
          '404 not_found: no such campaign or programme; 409 already_exists: activated before; 422 ' +
          'bonus_not_available: not activated by the player, out of its dates, not for this player, or a ' +
          'programme open to everyone.',
        params: BonusIdParamsSchema,
        response: {
          200: IssuedBonusAnswerSchema.or(ProgrammeActivatedSchema),
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
      if (await programmeById(app.db, request.params.id))
        return { programme: await app.programmes.activate(player, request.params.id) };
      return { bonus: await app.bonuses.activate(player, request.locale, request.params.id) };
    },
  );
};

export default route;
