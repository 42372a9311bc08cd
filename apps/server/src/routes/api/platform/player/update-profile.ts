// PATCH /player/profile - the deposit profile's names, given once (the missed-fields form)
import { UpdateProfileBodySchema, UserSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateDepositProfile } from '../../../../players/deposit-profile.js';
import { playerView } from '../../../../players/player-view.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/player/profile',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: "Give the deposit profile's missing names",
        description:
          'Names not yet on record are set; a name on record is changed only by the operator (422 ' +
          'profile_field_locked). The phone is added through phone verification.',
        body: UpdateProfileBodySchema,
        response: { 200: UserSchema, ...errors(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const { id } = playerOf(request);
      await updateDepositProfile(app.db, id, request.body);
      return playerView(app, id);
    },
  );
};

export default route;
