// GET /bets/share-code - the bets of a share code, stakes in the reader's currency
import { ErrorBodySchema, ShareCodeQuerySchema, SharedBetsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readShareCode } from '../../../../bets/share/share-codes.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/bets/share-code',
    {
      schema: {
        tags: ['bets'],
        summary: 'The shared bets; a signed-in reader gets the stakes converted into their currency',
        querystring: ShareCodeQuerySchema,
        response: { 200: SharedBetsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({
      bets: await readShareCode(app.db, request.query.code, request.player?.currency ?? null),
    }),
  );
};

export default route;
