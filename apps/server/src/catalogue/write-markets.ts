/**
 * The market half of a tick: upserts markets (version +1 only when the content changed) of matches the
 * catalogue has, and stores settlement results.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { markets, matches } from '../db/schema/index.js';
import { rowsOf } from '../db/statements.js';
import type { FeedMarket } from '../feed/types.js';
import { changedWhen, chunk, insertInBatches, updateAll } from './batches.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { marketRowsInOrder } from './feed-rows.js';
import { marketKey } from './fold-feed-events.js';

// json columns have no equality operator: compare their text, which is what was written.
const MARKET_CONTENT = [
  'names::text',
  'status',
  'outcomes::text',
  'groups',
  'priority',
  'most_balanced',
  'custom_bet_groups',
  'provider',
];

/** Upserts markets, reporting the changed ones per match with their new version. */
export async function upsertMarkets(tx: Tx, list: FeedMarket[], changes: CatalogueChanges): Promise<void> {
  if (list.length === 0) return;
  const ids = [...new Set(list.map((m) => m.matchId))];
  const existing = new Set<number>();
  for (const part of chunk(ids, 5000)) {
    const rows = await tx.select({ id: matches.id }).from(matches).where(inArray(matches.id, part));
    for (const row of rows) existing.add(row.id);
  }
  const known = list.filter((m) => existing.has(m.matchId));
  changes.skipped += list.length - known.length;
  const returned = await insertInBatches<
    typeof markets,
    { match_id: number; market_id: number; specifier: string; version: number }
  >(
    tx,
    markets,
    marketRowsInOrder(known),
    sql`on conflict (match_id, market_id, specifier) do update set ${updateAll(MARKET_CONTENT)},
      version = markets.version + 1, updated_at = now()
      where ${changedWhen('markets', MARKET_CONTENT)} returning match_id, market_id, specifier, version`,
  );
  const byKey = new Map(known.map((m) => [marketKey(m.matchId, m.marketId, m.specifier), m]));
  const perMatch = new Map<number, { market: FeedMarket; version: number }[]>();
  for (const row of returned) {
    const market = byKey.get(marketKey(row.match_id, row.market_id, row.specifier));
    if (!market) continue;
    const list = perMatch.get(row.match_id) ?? [];
    list.push({ market, version: row.version });
    perMatch.set(row.match_id, list);
  }
  for (const [matchId, changed] of perMatch) changes.markets.push({ matchId, markets: changed });
}

/** Stores each settled market's outcome results (the feed has already set the market statuses). */
export async function storeResults(tx: Tx, settled: CatalogueChanges['settled'], changes: CatalogueChanges) {
  for (const { matchId, results } of settled) {
    const json = JSON.stringify(
      results.map((r) => ({ market_id: r.marketId, specifier: r.specifier, results: r.outcomes })),
    );
    const rows = rowsOf(
      await tx.execute(sql`update markets set results = r.results
        from json_to_recordset(${json}::json) as r(market_id integer, specifier text, results json)
        where markets.match_id = ${matchId} and markets.market_id = r.market_id and markets.specifier = r.specifier
        returning markets.market_id`),
    );
    if (rows.length > 0) changes.settled.push({ matchId, results });
    else changes.skipped += 1;
  }
}
