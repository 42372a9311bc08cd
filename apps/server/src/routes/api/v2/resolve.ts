// GET /resolve - tell what a /{sport}/{slug} page path names: a category, a league or a match
import { ErrorBodySchema, queryText } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResolveResponseSchema } from '../../../catalogue/resolve-slug.js';
import { answerFromCache, answerKey, sendAnswer } from './send-answer.js';

const ResolveQuerySchema = z.object({
  sport: queryText(50).min(1).describe('Sport key, e.g. football'),
  slug: queryText(200).min(1).describe('The second path segment: a category, league or match slug'),
});

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resolve',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'What a web page slug under a sport names (category, league or match)',
        description:
          'Slugs are unique per kind within a sport but not across kinds ("spain-laliga-2" is a league), so ' +
          'the web app asks here instead of guessing. Categories win over leagues, leagues over matches. ' +
          'Answers carry an ETag; If-None-Match gets 304.',
        querystring: ResolveQuerySchema,
        response: { 200: ResolveResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: answerFromCache(app),
    },
    async (request, reply) => {
      const { sport, slug } = request.query;
      const answer = await app.catalogue.answers.resolve(answerKey(request), request.locale, sport, slug);
      return sendAnswer(request, reply, answer);
    },
  );
};

export default route;
