// GET /jackpots/{id} - one jackpot with its levels' pools
import {
  ErrorBodySchema,
  JackpotIdParamsSchema,
  JackpotSchema,
  JackpotsQuerySchema,
} from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfTag } from '../../../../lib/locale.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jackpots/:id',
    {
      schema: {
        tags: ['jackpots'],
        summary: 'One jackpot, its levels and pools; 404 not_found',
        params: JackpotIdParamsSchema,
        querystring: JackpotsQuerySchema,
        response: { 200: JackpotSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { locale } = request.query;
      return app.jackpots.get(request.params.id, (locale && localeOfTag(locale)) || request.locale);
    },
  );
};

export default route;
