// GET /jackpots - the jackpots with their levels' pools
import { ErrorBodySchema, JackpotListSchema, JackpotsQuerySchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfTag } from '../../../../lib/locale.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jackpots',
    {
      schema: {
        tags: ['jackpots'],
        summary:
          'The jackpots, their levels and pools (the sum of the levels), names in the request’s locale',
        querystring: JackpotsQuerySchema,
        response: { 200: JackpotListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { locale } = request.query;
      return { data: await app.jackpots.list((locale && localeOfTag(locale)) || request.locale) };
    },
  );
};

export default route;
