/**
 * Reading bets with their selections and turning them into my-bets answers: current match statuses and cashout
 * offers come from one read of the catalogue for the whole page.
 */
import type { BetResponse, Locale } from '@sportsbook/contract';
import { asc, inArray } from 'drizzle-orm';
import { betSelections, bets } from '../../db/schema/index.js';
import type { Queryable } from '../../wallet/index.js';
import { offerForBet } from '../cashout/offer-for-bet.js';
import { loadCatalogueView } from '../current-selections.js';
import type { Pricing } from '../pricing.js';
import { type BetRow, type SelectionRow, toBet } from './bet-view.js';

/** A bet row with its selections in placement order. */
export interface LoadedBet {
  bet: BetRow;
  selections: SelectionRow[];
}

/** Adds their selections to bet rows (order kept). */
export async function withSelections(db: Queryable, rows: readonly BetRow[]): Promise<LoadedBet[]> {
  if (rows.length === 0) return [];
  const selections = await db
    .select()
    .from(betSelections)
    .where(
      inArray(
        betSelections.betId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(betSelections.id));
  return rows.map((bet) => ({ bet, selections: selections.filter((s) => s.betId === bet.id) }));
}

/** Reads bets by id, with their selections. */
export async function loadBets(db: Queryable, ids: readonly string[]): Promise<LoadedBet[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(bets)
    .where(inArray(bets.id, [...ids]));
  return withSelections(db, rows);
}

/** The bets as my bets lists them in `locale`, each with its current cashout offer. */
export async function presentBets(
  db: Queryable,
  pricing: Pricing,
  loaded: readonly LoadedBet[],
  locale: Locale,
): Promise<BetResponse[]> {
  const view = await loadCatalogueView(
    db,
    loaded.flatMap((l) => l.selections),
    pricing.operatorProviders,
  );
  return loaded.map(({ bet, selections }) =>
    toBet(bet, selections, locale, {
      matchStatus: (id) => view.match(id)?.status,
      toCashout: offerForBet(bet, selections, view, pricing),
    }),
  );
}
