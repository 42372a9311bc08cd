/**
 * What a web page path /{sport}/{slug} names: a category, a league or a match of that sport (GET /resolve).
 * Slugs are unique per kind within a sport but not across kinds ("spain-laliga-2" is a league), so categories win
 * over leagues and leagues over matches. Match slugs end in "-{id}" (feed/world): the id is only a hint, the whole
 * slug must still match.
 */
import type { Locale } from '@sportsbook/contract';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { getMatch } from './list-matches.js';
import { listCategories, listSports, listTournaments } from './list-sports.js';

export const ResolveResponseSchema = z
  .object({ kind: z.enum(['category', 'tournament', 'match']), id: z.number().int() })
  .meta({ id: 'ResolvedSlug', description: 'What a sport page slug names' });

export type ResolvedSlug = z.output<typeof ResolveResponseSchema>;

const MATCH_ID = /-(\d{1,9})$/;

/** What `slug` names under the sport `sport`, or null when nothing. */
export async function resolveSlug(
  db: Db,
  locale: Locale,
  sport: string,
  slug: string,
): Promise<ResolvedSlug | null> {
  const sportRow = (await listSports(db, locale)).find((s) => s.key === sport);
  if (!sportRow) return null;
  const matchId = MATCH_ID.exec(slug)?.[1];
  // The three kinds are read together; the order of precedence is applied after.
  const [categories, tournaments, match] = await Promise.all([
    listCategories(db, locale, { sportIds: [sportRow.id] }),
    listTournaments(db, locale, { sportIds: [sportRow.id] }),
    matchId ? getMatch(db, locale, Number(matchId)) : null,
  ]);
  const category = categories.find((c) => c.slug === slug);
  if (category) return { kind: 'category', id: category.id };
  const tournament = tournaments.find((t) => t.slug === slug);
  if (tournament) return { kind: 'tournament', id: tournament.id };
  if (match && match.slug === slug && match.sport.key === sport) return { kind: 'match', id: match.id };
  return null;
}
