/**
 * The short way of POST /bets, tried first once the Idempotency-Key is claimed (src/idempotency): one read (the
 * odds-change setting, stake limits, the account and its balance, today's catalogue around the selections), the
 * same checks as place-bets.ts, then one booking that writes everything or nothing: the stake debit (only while
 * the balance covers the stakes and the key is still this attempt's claim), the key's answer, the bet rows, their
 * selections and the ledger rows `transfer` writes. The booking goes to the database with the other requests' bookings that arrive meanwhile, as one
 * statement (group-booking.ts). No transaction held open across the two, the account row locked only for the
 * statement.
 *
 * Anything out of the ordinary answers null and the caller runs place-bets.ts, the transactional way, which
 * decides exactly as before: a bet with a bonus, a bet that takes part in a jackpot, a player with stake limits or without an account in their currency, any refused
 * check, a balance that does not cover the stakes, an account that another transaction holds when the booking's
 * group is written (the group does not wait for it), a reference taken meanwhile (its booking fails, alone, as a
 * whole). Nothing is written unless everything is, and both ways store the answer on the same claim, so falling
 * back is always safe.
 */
import { randomUUID } from 'node:crypto';
import type { PlacedBetResponse } from '@sportsbook/contract';
import { type PlaceBetsRequest, selectionId } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { betSelections, bets } from '../../db/schema/index.js';
import { runPrepared } from '../../db/statements.js';
import type { Claim } from '../../idempotency/index.js';
import type { Jackpots } from '../../jackpots/service.js';
import type { ProviderRules } from '../../site/site.js';
import {
  type CatalogueViewRow,
  catalogueViewColumns,
  catalogueViewOf,
  selectionRefsOf,
} from '../current-selections.js';
import { oddsAcceptanceFrom } from '../preferences/player-settings.js';
import type { Pricing } from '../pricing.js';
import { betRowOf, jackpotFactsOf, selectionRowOf, stakeReference } from './book-bet.js';
import { type CheckedBet, checkBets } from './check-bets.js';
import { type BookingLedgerRow, book } from './group-booking.js';
import type { Bettor, PlaceResult } from './place-bets.js';

interface ReadRow extends CatalogueViewRow {
  mode: string | null;
  has_limits: boolean;
  account_id: string | number | null;
  balance: string | number | null;
}

/** Places `request` the short way, or answers null for the caller to place it the transactional way. */
export async function placeAtOnce(
  db: Db,
  pricing: Pricing,
  player: Bettor,
  request: PlaceBetsRequest,
  claim: Claim,
  providers: ProviderRules,
  jackpots: Jackpots | null = null,
): Promise<PlaceResult | null> {
  // A bonus is read and locked in the transactional way (src/bonuses/held-bonuses.ts).
  if (request.bets.some((b) => b.bonus !== null)) return null;
  const refs = selectionRefsOf(request);
  const [read] = await runPrepared<ReadRow>(
    db,
    sql`select
      (select auto_accept_odds_change from settings where user_id = ${player.id}) as mode,
      exists (select 1 from user_limits where user_id = ${player.id} and status <> 'disabled') as has_limits,
      (select id from accounts where user_id = ${player.id} and currency = ${player.currency}) as account_id,
      (select balance from accounts where user_id = ${player.id} and currency = ${player.currency}) as balance,
      ${catalogueViewColumns(refs)}`,
  );
  if (!read || read.has_limits || read.account_id === null || read.balance === null) return null;
  const view = catalogueViewOf(read, providers.statuses);
  const checked = checkBets(request.bets, {
    view,
    mode: oddsAcceptanceFrom(read.mode),
    currency: player.currency,
    pricing,
    providers,
  });
  if (!checked.ok || checked.bets.some((b) => b.entry.currency !== player.currency)) return null;
  if (jackpots && checked.bets.some((b) => jackpots.qualifying(jackpotFactsOf(b)))) return null;
  const total = checked.bets.reduce((sum, b) => sum + b.payload.stake.value, 0);
  if (total > Number(read.balance)) return null;

  const account = Number(read.account_id);
  const rows = rowsOf(checked.bets, view, player, request, account);
  const balance = await book(db, {
    userId: player.id,
    account,
    currency: player.currency,
    total,
    key: { scope: claim.scope, key: claim.key, owner: claim.owner },
    answer: rows.placed,
    bets: rows.bets,
    selections: rows.selections,
    ledger: rows.entries,
  });
  if (balance === null) return null;
  const matchIds = checked.bets.flatMap((b) => [...new Set(b.entry.selections.map((s) => s.matchId))]);
  return { placed: rows.placed, balance, matchIds };
}

/** The rows to write for `checked`: bets, selections, ledger entries (player then house, per bet), answers. */
function rowsOf(
  checked: readonly CheckedBet[],
  view: Parameters<typeof selectionRowOf>[2],
  player: Bettor,
  request: PlaceBetsRequest,
  account: number,
) {
  const out = {
    bets: [] as (typeof bets.$inferInsert)[],
    selections: [] as (typeof betSelections.$inferInsert)[],
    /** Ledger rows as the statement reads them: the house's account is looked up there, as transfer does. */
    entries: [] as BookingLedgerRow[],
    placed: [] as PlacedBetResponse[],
  };
  const placer = {
    userId: player.id,
    isVip: player.isVip,
    quick: request.meta.quick,
    deviceId: request.meta.device_id,
  };
  let later = checked.reduce((sum, b) => sum + b.payload.stake.value, 0);
  for (const bet of checked) {
    const { entry } = bet;
    const row = betRowOf(bet, placer, account);
    const { id, ref, status, stake } = row;
    out.bets.push(row);
    for (const s of entry.selections) out.selections.push(selectionRowOf(id, s, view));
    // Each stake's balance after is the final balance plus the stakes booked after it.
    later -= stake;
    const movement = { movement_id: randomUUID(), kind: 'bet_stake' as const, bet_id: id, later };
    out.entries.push(
      { ...movement, amount: -stake, reference: stakeReference(id), house: false },
      { ...movement, amount: stake, reference: null, house: true },
    );
    out.placed.push({
      betId: id,
      ref,
      status,
      isVip: player.isVip,
      selections: entry.selections.map((s) => ({ id: selectionId(s), odds: s.odds })),
    });
  }
  return out;
}
