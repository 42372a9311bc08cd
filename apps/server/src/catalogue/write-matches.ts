/**
 * The match half of a tick: upserts match records (version +1 only when the content changed) and moves
 * statuses of matches that came without a record. Both report status changes against the state before the tick,
 * and which matches may have changed place in match lists (what the answer cache needs to know).
 */
import type { EventStatus } from '@sportsbook/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { matches, tournaments } from '../db/schema/index.js';
import type { FeedMatch } from '../feed/types.js';
import { changedWhen, chunk, columnsOf, insertInBatches, recordset, updateAll } from './batches.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { matchRow } from './feed-rows.js';

/** The columns whose change is a change of the match. */
const MATCH_CONTENT = [
  'slug',
  'type',
  'tournament_id',
  'home_id',
  'away_id',
  'outright_names',
  'start_time',
  'end_time',
  'status',
  'clock',
  'total_score',
  'game_score',
  'period_scores',
  'max_period_number',
  'current_server',
  'stage',
  'has_video',
  'stadium',
  'city',
  'provider',
];

/** What decides whether and where a match appears in a filtered, sorted list (match-filter.ts, match-order.ts). */
export interface Placement {
  status: EventStatus;
  type: 'match' | 'outright';
  tournamentId: number;
  startTime: number;
  hasVideo: boolean;
}

/** Current placements of `ids`, for telling status and list changes apart. */
export async function placementsOf(tx: Tx, ids: number[]): Promise<Map<number, Placement>> {
  const placements = new Map<number, Placement>();
  for (const part of chunk([...new Set(ids)], 5000)) {
    const rows = await tx
      .select({
        id: matches.id,
        status: matches.status,
        type: matches.type,
        tournamentId: matches.tournamentId,
        startTime: matches.startTime,
        hasVideo: matches.hasVideo,
      })
      .from(matches)
      .where(inArray(matches.id, part));
    for (const { id, startTime, ...rest } of rows)
      placements.set(id, { ...rest, startTime: startTime.getTime() });
  }
  return placements;
}

/** True when `m` would sit elsewhere in some list than a match placed as `before`. */
const movesInLists = (m: FeedMatch, before: Placement) =>
  m.status !== before.status ||
  m.type !== before.type ||
  m.tournamentId !== before.tournamentId ||
  m.startTime !== before.startTime ||
  m.hasVideo !== before.hasVideo;

/** Upserts match records, reporting changed rows, new matches and status changes. */
export async function upsertMatches(
  tx: Tx,
  list: FeedMatch[],
  before: Map<number, Placement>,
  added: Set<number>,
  changes: CatalogueChanges,
): Promise<void> {
  if (list.length === 0) return;
  const parents = await tx
    .select({ id: tournaments.id, sportId: tournaments.sportId, categoryId: tournaments.categoryId })
    .from(tournaments)
    .where(inArray(tournaments.id, [...new Set(list.map((m) => m.tournamentId))]));
  const parentOf = new Map(parents.map((t) => [t.id, t]));
  const known = list.filter((m) => parentOf.has(m.tournamentId));
  changes.skipped += list.length - known.length;
  const rows = known.flatMap((m) => {
    const parent = parentOf.get(m.tournamentId);
    return parent ? [matchRow(m, parent)] : [];
  });
  const returned = await insertInBatches<typeof matches, { id: number; version: number }>(
    tx,
    matches,
    rows,
    sql`on conflict (id) do update set ${updateAll([...MATCH_CONTENT, 'sport_id', 'category_id', 'updated_at'])},
      version = matches.version + 1
      where ${changedWhen('matches', MATCH_CONTENT)} returning id, version`,
  );
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const { id, version } of returned) {
    const match = byId.get(id);
    if (!match) continue;
    changes.matches.push({ match, version });
    const was = before.get(id);
    if (added.has(id) && !was) changes.added.push(id);
    if (was && was.status !== match.status) changes.statuses.push({ matchId: id, status: match.status });
    if (!was || movesInLists(match, was)) changes.repositioned.push(id);
  }
}

/** Moves the status of matches that had no record in the tick. */
export async function moveStatuses(
  tx: Tx,
  statuses: Map<number, EventStatus>,
  before: Map<number, Placement>,
  changes: CatalogueChanges,
): Promise<void> {
  const moves = [...statuses].filter(([id]) => before.has(id));
  changes.skipped += statuses.size - moves.length;
  const changed = moves.filter(([id, status]) => before.get(id)?.status !== status);
  if (changed.length === 0) return;
  const columns = columnsOf(matches, { id: 0, status: 0 } as typeof matches.$inferInsert);
  const rows = changed.map(([id, status]) => ({ id, status }) as typeof matches.$inferInsert);
  await tx.execute(sql`update matches set status = r.status, version = matches.version + 1, updated_at = now()
    from ${recordset(columns, rows)} where matches.id = r.id`);
  for (const [matchId, status] of changed) {
    changes.statuses.push({ matchId, status });
    changes.repositioned.push(matchId);
  }
}
