// POST /bets/share-code - store a slip's bets under a short code
import { CreateShareCodeRequestSchema, ErrorBodySchema, ShareCodeResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createShareCode } from '../../../../bets/share/share-codes.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bets/share-code',
    {
      schema: {
        tags: ['bets'],
        summary: 'A code (8 characters) for these bets; anyone with it can load them into a slip',
        body: CreateShareCodeRequestSchema,
        response: { 200: ShareCodeResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => ({ code: await createShareCode(app.db, request.player ?? null, request.body.bets) }),
  );
};

export default route;
