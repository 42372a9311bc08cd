// GET /matches/:id/video/player - the player page a stream link points at
import { ErrorBodySchema, HtmlPageSchema, IdParamSchema, LocaleSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { streamsOf } from '../../../../catalogue/match-media.js';
import { ApiError } from '../../../../lib/api-error.js';
import { escapeHtml, htmlPage } from '../../../../lib/html.js';
import { requireMatch } from './require-match.js';

/** A stand-in for a streaming provider's player: there is no video here, only a frame naming the match. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/video/player',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Video player page (HTML) of a match with video, while it is in play',
        params: IdParamSchema,
        querystring: z.object({ lang: LocaleSchema.optional() }),
        response: { 200: { content: { 'text/html': { schema: HtmlPageSchema } } }, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const match = await requireMatch(app, locale, request.params.id);
      if (streamsOf(match).length === 0)
        throw new ApiError(404, 'not_found', `match ${match.id} has no video`);
      const body = `<div class="screen"><div><strong>${escapeHtml(match.name)}</strong><br>Simulated stream (${escapeHtml(locale)})</div></div>`;
      return reply.type('text/html; charset=utf-8').send(htmlPage(locale, match.name, body));
    },
  );
};

export default route;
