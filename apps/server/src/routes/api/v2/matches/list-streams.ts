// GET /matches/:id/streams - the video streams of a match
import { ErrorBodySchema, IdParamSchema, StreamsResponseSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamsOf } from '../../../../catalogue/match-media.js';
import { ApiError } from '../../../../lib/api-error.js';
import { requireMatch } from './require-match.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/streams',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One stream per commentary language (404 when the match has no video)',
        params: IdParamSchema,
        response: { 200: StreamsResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const match = await requireMatch(app, request.locale, request.params.id);
      const streams = streamsOf(match);
      if (streams.length === 0) throw new ApiError(404, 'not_found', `match ${match.id} has no video`);
      return { data: streams };
    },
  );
};

export default route;
