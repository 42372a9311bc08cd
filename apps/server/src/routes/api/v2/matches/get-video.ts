// GET /matches/:id/video - the video stream of a match in the request locale
import { ErrorBodySchema, IdParamSchema, StreamLinkSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamsOf } from '../../../../catalogue/match-media.js';
import { ApiError } from '../../../../lib/api-error.js';
import { requireMatch } from './require-match.js';

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/video',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The stream in the Accept-Language locale (404 when the match has no video)',
        params: IdParamSchema,
        response: { 200: StreamLinkSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const match = await requireMatch(app, request.locale, request.params.id);
      const streams = streamsOf(match);
      const stream = streams.find((s) => s.language_code === request.locale) ?? streams[0];
      if (!stream) throw new ApiError(404, 'not_found', `match ${match.id} has no video`);
      return stream;
    },
  );
};

export default route;
