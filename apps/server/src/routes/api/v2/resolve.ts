// GET /resolve - tell what a /{sport}/{slug} page path names: a category, a league or a match
import { ErrorBodySchema, queryText } from '@sportsbook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error.js';

const ResolveQuerySchema = z.object({
  sport: queryText(50).min(1).describe('Sport key, e.g. football'),
  slug: queryText(200).min(1).describe('The second path segment: a category, league or match slug'),
});

const ResolveResponseSchema = z
  .object({ kind: z.enum(['category', 'tournament', 'match']), id: z.number().int() })
  .meta({ id: 'ResolvedSlug', description: 'What a sport page slug names' });

/** Match slugs end in "-{id}" (see feed/world); the id is only a hint, the full slug must still match. */
const MATCH_ID = /-(\d{1,9})$/;

const route: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resolve',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'What a web page slug under a sport names (category, league or match)',
        description:
          'Slugs are unique per kind within a sport but not across kinds ("spain-laliga-2" is a league), so ' +
          'the web app asks here instead of guessing. Categories win over leagues, leagues over matches.',
        querystring: ResolveQuerySchema,
        response: { 200: ResolveResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { sport, slug } = request.query;
      const locale = request.locale;
      const sportRow = (await app.catalogue.listSports(locale)).find((s) => s.key === sport);
      if (sportRow) {
        const categories = await app.catalogue.listCategories(locale, [sportRow.id]);
        const category = categories.find((c) => c.slug === slug);
        if (category) return { kind: 'category' as const, id: category.id };
        const tournaments = await app.catalogue.listTournaments(locale, { sportIds: [sportRow.id] });
        const tournament = tournaments.find((t) => t.slug === slug);
        if (tournament) return { kind: 'tournament' as const, id: tournament.id };
        const matchId = MATCH_ID.exec(slug)?.[1];
        const match = matchId ? await app.catalogue.getMatch(locale, Number(matchId)) : null;
        if (match && match.slug === slug && match.sport.key === sport)
          return { kind: 'match' as const, id: match.id };
      }
      throw new ApiError(404, 'not_found', `nothing named ${slug} under ${sport}`);
    },
  );
};

export default route;
