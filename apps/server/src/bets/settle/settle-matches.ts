/**
 * Which bets to settle: those with an open selection on a match the feed just settled, and at start those with
 * an open selection whose market already has results (the server was down when the match ended). One
 * transaction per bet, so one bad bet cannot hold back the others and locks are short.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { betSelections, markets } from '../../db/schema/index.js';
import { type SettleOutcome, settleBet } from './settle-bet.js';

async function settleEach(db: Db, betIds: readonly string[]): Promise<SettleOutcome[]> {
  const outcomes: SettleOutcome[] = [];
  for (const id of betIds) {
    const outcome = await db.transaction((tx) => settleBet(tx, id));
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}

/** Settles the bets with an open selection on one of `matchIds`. */
export async function settleMatches(db: Db, matchIds: readonly number[]): Promise<SettleOutcome[]> {
  if (matchIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ betId: betSelections.betId })
    .from(betSelections)
    .where(and(inArray(betSelections.matchId, [...matchIds]), eq(betSelections.status, 'open')));
  return settleEach(
    db,
    rows.map((r) => r.betId),
  );
}

/** Settles every bet with an open selection whose market has results: the catch-up after a restart. */
export async function settlePending(db: Db): Promise<SettleOutcome[]> {
  const rows = await db
    .selectDistinct({ betId: betSelections.betId })
    .from(betSelections)
    .innerJoin(
      markets,
      and(
        eq(markets.matchId, betSelections.matchId),
        eq(markets.marketId, betSelections.marketId),
        eq(markets.specifier, betSelections.specifier),
      ),
    )
    .where(and(eq(betSelections.status, 'open'), isNotNull(markets.results)));
  return settleEach(
    db,
    rows.map((r) => r.betId),
  );
}
