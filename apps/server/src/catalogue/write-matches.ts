/**
 * The match half of a tick: upserts match records (version +1 only when the content changed) and moves
 * statuses of matches that came without a record. Both report status changes against the state before the tick.
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

/** Current statuses of `ids`, for telling status changes apart. */
export async function statusesOf(tx: Tx, ids: number[]): Promise<Map<number, EventStatus>> {
  const statuses = new Map<number, EventStatus>();
  for (const part of chunk([...new Set(ids)], 5000)) {
    const rows = await tx
      .select({ id: matches.id, status: matches.status })
      .from(matches)
      .where(inArray(matches.id, part));
    for (const row of rows) statuses.set(row.id, row.status);
  }
  return statuses;
}

/** Upserts match records, reporting changed rows, new matches and status changes. */
export async function upsertMatches(
  tx: Tx,
  list: FeedMatch[],
  before: Map<number, EventStatus>,
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
    if (added.has(id) && !before.has(id)) changes.added.push(id);
    if (before.has(id) && before.get(id) !== match.status)
      changes.statuses.push({ matchId: id, status: match.status });
  }
}

/** Moves the status of matches that had no record in the tick. */
export async function moveStatuses(
  tx: Tx,
  statuses: Map<number, EventStatus>,
  before: Map<number, EventStatus>,
  changes: CatalogueChanges,
): Promise<void> {
  const moves = [...statuses].filter(([id]) => before.has(id));
  changes.skipped += statuses.size - moves.length;
  const changed = moves.filter(([id, status]) => before.get(id) !== status);
  if (changed.length === 0) return;
  const columns = columnsOf(matches, { id: 0, status: 0 } as typeof matches.$inferInsert);
  const rows = changed.map(([id, status]) => ({ id, status }) as typeof matches.$inferInsert);
  await tx.execute(sql`update matches set status = r.status, version = matches.version + 1, updated_at = now()
    from ${recordset(columns, rows)} where matches.id = r.id`);
  for (const [matchId, status] of changed) changes.statuses.push({ matchId, status });
}
