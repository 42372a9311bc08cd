// POST /virtual-wallet/:provider/launch - the provider game's URL for the player (horse racing, lotto)
import { LaunchGameAnswerSchema, LaunchGameBodySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../../lib/api-error.js';
import { playerOf } from '../../../../plugins/auth.js';
import { errors } from '../shared.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/virtual-wallet/:provider/launch',
    {
      preHandler: app.requirePlayer,
      schema: {
        tags: ['platform'],
        summary: 'Launch a provider game: its URL signed for the player and the active currency (an hour)',
        description:
          'Only the sandbox provider exists (404 for another). 403 provider_unavailable for a game the site does ' +
          'not offer (settings additional_providers, ADDITIONAL_PROVIDERS).',
        params: z.object({ provider: z.string().max(40) }),
        body: LaunchGameBodySchema,
        response: { 200: LaunchGameAnswerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { provider } = request.params;
      if (provider !== 'sandbox') throw new ApiError(404, 'not_found', `provider ${provider} not found`);
      const player = playerOf(request);
      return app.payments.launch(player.id, player.currency, request.body.app);
    },
  );
};

export default route;
