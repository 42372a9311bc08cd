/**
 * The short way of POST /bets, tried first: one read (is the key new, the odds-change setting, stake limits,
 * the account and its balance, today's catalogue around the selections), the same checks as place-bets.ts, then
 * one statement that books everything or nothing: the stake debit (only while the balance covers the stakes and
 * the key is unused), the key with its answer, the bet rows, their selections and the ledger rows `transfer`
 * writes. Two round trips, no transaction held open across them, the account row locked only for the statement.
 *
 * Anything out of the ordinary answers null and the caller runs place-bets.ts, the transactional way, which
 * decides exactly as before: a key seen before (replay, conflict, expired), a player with stake limits or without
 * an account in their currency, any refused check, a balance that does not cover the stakes, a key or reference
 * taken meanwhile (the statement fails as a whole). Nothing is written unless everything is, and a key written
 * here makes a retry replay its answer, so falling back is always safe.
 */
import { randomUUID } from 'node:crypto';
import type { PlacedBetResponse } from '@sportsbook/contract';
import { type PlaceBetsRequest, selectionId } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { columnList, columnsOf, recordset } from '../../catalogue/batches.js';
import type { Db } from '../../db/client.js';
import { betSelections, bets, HOUSE_USER_ID } from '../../db/schema/index.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql-state.js';
import { IDEMPOTENCY_TTL_MS } from '../constants.js';
import {
  type CatalogueViewRow,
  catalogueViewColumns,
  catalogueViewOf,
  selectionRefsOf,
} from '../current-selections.js';
import { oddsAcceptanceFrom } from '../preferences/player-settings.js';
import type { Pricing } from '../pricing.js';
import { betRowOf, selectionRowOf, stakeReference } from './book-bet.js';
import { type CheckedBet, checkBets } from './check-bets.js';
import type { IdempotencyScope } from './idempotency.js';
import type { Bettor, PlaceResult } from './place-bets.js';
import { runPrepared } from './prepared.js';

/** A ledger row of the booking statement (its json_to_recordset columns). */
interface LedgerRow {
  movement_id: string;
  amount: number;
  kind: 'bet_stake';
  bet_id: string;
  reference: string | null;
  house: boolean;
  later: number;
}

interface ReadRow extends CatalogueViewRow {
  key_used: boolean;
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
  key: IdempotencyScope,
  hash: string,
): Promise<PlaceResult | null> {
  const refs = selectionRefsOf(request);
  const [read] = await runPrepared<ReadRow>(
    db,
    sql`select
      exists (select 1 from idempotency_keys
        where user_id = ${key.userId} and scope = ${key.scope} and key = ${key.key}) as key_used,
      (select auto_accept_odds_change from settings where user_id = ${player.id}) as mode,
      exists (select 1 from user_limits where user_id = ${player.id} and status <> 'disabled') as has_limits,
      (select id from accounts where user_id = ${player.id} and currency = ${player.currency}) as account_id,
      (select balance from accounts where user_id = ${player.id} and currency = ${player.currency}) as balance,
      ${catalogueViewColumns(refs)}`,
  );
  if (!read || read.key_used || read.has_limits || read.account_id === null || read.balance === null)
    return null;
  const view = catalogueViewOf(read);
  const checked = checkBets(request.bets, {
    view,
    mode: oddsAcceptanceFrom(read.mode),
    currency: player.currency,
    pricing,
  });
  if (!checked.ok || checked.bets.some((b) => b.entry.currency !== player.currency)) return null;
  const total = checked.bets.reduce((sum, b) => sum + b.payload.stake.value, 0);
  if (total > Number(read.balance)) return null;

  const account = Number(read.account_id);
  const rows = rowsOf(checked.bets, view, player, request, account);
  const expiresAt = new Date(Date.now() + IDEMPOTENCY_TTL_MS).toISOString();
  const house = sql`(select id from accounts where user_id = ${HOUSE_USER_ID} and currency = ${player.currency})`;
  const [firstBet] = rows.bets;
  const [firstSelection] = rows.selections;
  if (!firstBet || !firstSelection) return null;
  const betColumns = columnsOf(bets, firstBet);
  const selectionColumns = columnsOf(betSelections, firstSelection);
  let booked: { balance: string | number }[];
  try {
    booked = await runPrepared(
      db,
      sql`with
      debit as (
        update accounts set balance = balance - ${total}, updated_at = now()
        where id = ${account} and user_id = ${player.id} and balance >= ${total}
          and not exists (select 1 from idempotency_keys
            where user_id = ${key.userId} and scope = ${key.scope} and key = ${key.key})
        returning balance
      ),
      claimed as (
        insert into idempotency_keys (user_id, scope, key, request_hash, status_code, response, expires_at)
        select ${key.userId}, ${key.scope}, ${key.key}, ${hash}, 200, ${JSON.stringify(rows.placed)}::jsonb,
          ${expiresAt}::timestamptz
        from debit
        returning key
      ),
      booked_bets as (
        insert into bets ${columnList(betColumns)}
        select r.* from ${recordset(betColumns, rows.bets)} where exists (select 1 from claimed)
      ),
      booked_selections as (
        insert into bet_selections ${columnList(selectionColumns)}
        select r.* from ${recordset(selectionColumns, rows.selections)} where exists (select 1 from claimed)
      ),
      ledger as (
        insert into ledger_entries (movement_id, account_id, amount, balance_after, kind, bet_id, reference)
        select r.movement_id, case when r.house then ${house} else ${account}::bigint end, r.amount,
          case when r.house then null else (select balance from debit) + r.later end, r.kind, r.bet_id, r.reference
        from json_to_recordset(${JSON.stringify(rows.entries)}::json) as r(movement_id uuid, amount bigint,
          kind text, bet_id uuid, reference text, house boolean, later bigint)
        where exists (select 1 from claimed)
      )
      select balance from debit`,
    );
  } catch (error) {
    // The key, a bet ref or a ledger reference was taken meanwhile: the transactional way sorts it out.
    if (sqlState(error) === UNIQUE_VIOLATION) return null;
    throw error;
  }
  const [moved] = booked;
  if (!moved) return null;
  const matchIds = checked.bets.flatMap((b) => [...new Set(b.entry.selections.map((s) => s.matchId))]);
  return { placed: rows.placed, replayed: false, balance: Number(moved.balance), matchIds };
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
    entries: [] as LedgerRow[],
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
    const { id, status, stake } = row;
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
      status,
      isVip: player.isVip,
      selections: entry.selections.map((s) => ({ id: selectionId(s), odds: s.odds })),
    });
  }
  return out;
}
