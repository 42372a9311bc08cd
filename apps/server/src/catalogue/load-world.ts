/**
 * Writes a generated world into the catalogue in one transaction: sports, categories, tournaments, competitors,
 * matches, markets and provider switches, each as multi-row inserts in batches (see batches.ts). Also stores
 * each tournament's main and secondary market outcome counts, which the world does not carry.
 *
 * On an empty catalogue rows are inserted; with `overwrite` (a restart on a database that has a catalogue)
 * rows with the same id are overwritten and versions grow, so the catalogue equals the regenerated world. The
 * matches a previous run's feed added (replacements of those that finished) are not in the regenerated world and
 * no feed plays them any more: those still open (prematch, live, stopped) become not covered, so nothing lists
 * them as bettable or live; their rows stay, with the bets that name them. No result will ever come for such a
 * match, so its markets without results are cancelled with every outcome void, as a book voids an abandoned
 * match: the settlement the bets plugin runs at start (`settlePending`) then hands back the stakes of singles
 * on it and counts its legs of combos and systems as 1.
 */

import { EventStatus, MarketStatus, type Provider } from '@sportsbook/domain';
import { and, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.js';
import {
  categories,
  competitors,
  markets,
  matches,
  providers,
  sports,
  tournaments,
} from '../db/schema/index.js';
import type { FeedMarket, World } from '../feed/types.js';
import { insertInBatches, overwriteOnConflict } from './batches.js';
import {
  categoryRow,
  competitorRow,
  marketRowsInOrder,
  matchRow,
  sportRow,
  tournamentRow,
} from './feed-rows.js';
import { pickMainMarkets } from './main-markets.js';

/** What was written, for the log. */
export interface LoadedWorld {
  sports: number;
  matches: number;
  markets: number;
  ms: number;
}

/**
 * Loads `world` into the catalogue. Without `overwrite` it fails (and writes nothing) when any of its ids
 * already exist. `also` runs in the same transaction (the feed leader saves the world's snapshot there).
 */
export async function loadWorld(
  db: Db,
  world: World,
  options: { overwrite?: boolean; also?: (tx: Tx) => Promise<void> } = {},
): Promise<LoadedWorld> {
  const started = performance.now();
  const tournamentById = new Map(world.tournaments.map((t) => [t.id, t]));
  const counts = outcomeCounts(world);
  const matchRows = world.matches.map((m) => {
    const tournament = tournamentById.get(m.tournamentId);
    if (!tournament) throw new Error(`match ${m.id} names unknown tournament ${m.tournamentId}`);
    return matchRow(m, tournament);
  });
  const tournamentRows = world.tournaments.map((t) => ({
    ...tournamentRow(t),
    mainMarketOutcomesCount: counts.get(t.id)?.main ?? 0,
    secondaryMarketOutcomesCount: counts.get(t.id)?.secondary ?? 0,
  }));
  await db.transaction(async (tx) => {
    await options.also?.(tx);
    const write = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
      const first = rows[0];
      if (!first) return;
      await insertInBatches(
        tx,
        table,
        rows,
        options.overwrite ? overwriteOnConflict(table, first) : undefined,
      );
    };
    await write(sports, world.sports.map(sportRow));
    await write(categories, world.categories.map(categoryRow));
    await write(tournaments, tournamentRows);
    await write(competitors, world.competitors.map(competitorRow));
    await write(matches, matchRows);
    await write(markets, marketRowsInOrder(world.markets));
    if (options.overwrite)
      await closeOrphans(
        tx,
        world.matches.map((m) => m.id),
      );
    const switches = Object.entries(world.providerStatuses) as [Provider, boolean][];
    for (const [provider, enabled] of switches) {
      await tx
        .insert(providers)
        .values({ provider, enabled })
        .onConflictDoUpdate({ target: providers.provider, set: { enabled, updatedAt: new Date() } });
    }
  });
  return {
    sports: world.sports.length,
    matches: world.matches.length,
    markets: world.markets.length,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Open matches that are not among `kept` (the regenerated world's ids) become not covered, and their markets
 * that have no results are cancelled with every outcome void.
 */
async function closeOrphans(tx: Tx, kept: number[]): Promise<void> {
  const closed = await tx
    .update(matches)
    .set({ status: EventStatus.notCovered, version: sql`${matches.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        inArray(matches.status, [EventStatus.prematch, EventStatus.live, EventStatus.stopped]),
        kept.length > 0 ? notInArray(matches.id, kept) : undefined,
      ),
    )
    .returning({ id: matches.id });
  if (closed.length === 0) return;
  await tx
    .update(markets)
    .set({
      status: MarketStatus.cancelled,
      results: sql`(select coalesce(json_agg(json_build_object('id', o->>'id', 'result', 'void')), '[]'::json)
        from json_array_elements(${markets.outcomes}) as o)`,
      version: sql`${markets.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(
          markets.matchId,
          closed.map((m) => m.id),
        ),
        isNull(markets.results),
      ),
    );
}

/** Per tournament, the outcome counts of the main and secondary market of its first match that has them. */
function outcomeCounts(world: World): Map<number, { main: number; secondary: number }> {
  const tournamentOf = new Map(
    world.matches.filter((m) => m.type === 'match').map((m) => [m.id, m.tournamentId]),
  );
  const picked = pickMainMarkets(
    marketsWithOrder(world.markets)
      .filter(([m]) => tournamentOf.has(m.matchId))
      .map(([m, order]) => candidate(m, order)),
  );
  const counts = new Map<number, { main: number; secondary: number }>();
  for (const [matchId, { main, secondary }] of picked) {
    const tournamentId = tournamentOf.get(matchId);
    if (tournamentId === undefined || counts.has(tournamentId) || !main) continue;
    counts.set(tournamentId, {
      main: main.market.outcomes.length,
      secondary: secondary?.market.outcomes.length ?? 0,
    });
  }
  return counts;
}

const candidate = (market: FeedMarket, order: number) => ({
  market,
  matchId: market.matchId,
  marketId: market.marketId,
  specifier: market.specifier,
  status: market.status,
  priority: market.priority,
  feedOrder: order,
  mostBalanced: market.mostBalanced,
  groups: market.groups,
});

/** Each market with its position among its match's markets in the world's list. */
function marketsWithOrder(list: readonly FeedMarket[]): [FeedMarket, number][] {
  const next = new Map<number, number>();
  return list.map((m) => {
    const order = next.get(m.matchId) ?? 0;
    next.set(m.matchId, order + 1);
    return [m, order];
  });
}
