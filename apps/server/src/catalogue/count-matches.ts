/**
 * POST /counters: matches and outrights per sport, category and tournament under the filters, and the number
 * of live events under the same filters with the status filters left out (the "live" badge does not change
 * with the status tab the visitor is on).
 */
import type { CountersResponse } from '@sportsbook/contract';
import { EventStatus } from '@sportsbook/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matches, sports } from '../db/schema/index.js';
import { type MatchFilter, whereOf } from './match-filter.js';

type Counter = { matchCount: number; outrightCount: number };

function add(into: Record<string, Counter>, id: number, type: 'match' | 'outright', n: number) {
  const key = String(id);
  const counter = into[key] ?? { matchCount: 0, outrightCount: 0 };
  if (type === 'outright') counter.outrightCount += n;
  else counter.matchCount += n;
  into[key] = counter;
}

/** The counters of `filter`. */
export async function countMatches(db: Db, filter: MatchFilter): Promise<CountersResponse> {
  const groups = await db
    .select({
      sportId: matches.sportId,
      categoryId: matches.categoryId,
      tournamentId: matches.tournamentId,
      type: matches.type,
      n: count(),
    })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(whereOf(filter))
    .groupBy(matches.sportId, matches.categoryId, matches.tournamentId, matches.type);
  const [live] = await db
    .select({ n: count() })
    .from(matches)
    .innerJoin(sports, eq(sports.id, matches.sportId))
    .where(
      and(
        whereOf({ ...filter, statuses: undefined, bettable: undefined }),
        eq(matches.status, EventStatus.live),
      ),
    );
  const counters: CountersResponse = { live: live?.n ?? 0, sports: {}, categories: {}, tournaments: {} };
  for (const g of groups) {
    add(counters.sports, g.sportId, g.type, g.n);
    add(counters.categories, g.categoryId, g.type, g.n);
    add(counters.tournaments, g.tournamentId, g.type, g.n);
  }
  return counters;
}
