// GET /matches/:id/statistics/page - the statistics page a statistics URL points at
import { ErrorBodySchema, HtmlPageSchema, IdParamSchema, LocaleSchema } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, htmlPage } from '../../../../lib/html.js';
import { requireMatch } from './require-match.js';

/** A stand-in for a statistics provider's widget: score, periods and clock of the match, as HTML. */
const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/matches/:id/statistics/page',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Statistics page (HTML) of a match',
        params: IdParamSchema,
        querystring: z.object({ lang: LocaleSchema.optional() }),
        response: { 200: { content: { 'text/html': { schema: HtmlPageSchema } } }, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = request.query.lang ?? request.locale;
      const match = await requireMatch(app, locale, request.params.id);
      const score = match.total_score ? `${match.total_score.home} : ${match.total_score.away}` : '-';
      const periods = match.period_score
        .map((p) => `<tr><td>${escapeHtml(p.period_name)}</td><td>${p.home} : ${p.away}</td></tr>`)
        .join('');
      const body = `<h1>${escapeHtml(match.name)}</h1>
<p>${escapeHtml(match.tournament.name)} · ${escapeHtml(match.stage ?? match.start_time)}</p>
<table><tr><th>Score</th><td>${escapeHtml(score)}</td></tr>${periods}</table>`;
      return reply.type('text/html; charset=utf-8').send(htmlPage(locale, match.name, body));
    },
  );
};

export default route;
