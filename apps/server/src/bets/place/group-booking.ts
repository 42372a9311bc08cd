/**
 * Group commit for the short way of POST /bets (place-at-once.ts). Each request's booking (its stake debit, the
 * answer stored on its claimed Idempotency-Key, its bet rows, selections and ledger rows) used to be a statement of its own:
 * one round trip, one commit, one flush of PostgreSQL's log per request. Here the bookings that arrive while
 * others are being written wait for them and then go together, as one statement and one commit: under load the
 * groups grow by themselves, and a lone booking leaves at once (no timer, no added wait when the server is idle).
 *
 * One statement books a group all or nothing per booking: a booking whose balance does not cover its stakes or
 * whose key is no longer its claim (taken over past the lease, src/idempotency) writes nothing (the debit's row is missing, and every other row of that booking hangs on
 * it) while the others are booked. So each booking is decided exactly as if it had gone alone:
 * - a group holds at most one booking per account, so each balance check sees the balance left by the bookings
 *   before it (the next booking of that account goes with the next group), and keys, which belong to one user,
 *   are distinct within a group;
 * - a group does not wait for an account that another transaction holds (a deposit, a settlement, the
 *   transactional way): that account is skipped, and its booking answers null and goes the transactional way,
 *   which waits for it; so a lock held elsewhere delays that one bet, not every bet of the group behind it.
 * When a group's statement fails as a whole (a bet reference written meanwhile, any database error),
 * nothing of it is written and each of its bookings is tried again alone, waiting for its account this time, so
 * one booking's trouble is never another's: alone, a unique violation answers null (the transactional way
 * decides), any other error throws.
 */
import { sql } from 'drizzle-orm';
import { columnList, columnsOf, recordset } from '../../catalogue/batches.js';
import type { Db } from '../../db/client.js';
import { betSelections, bets, HOUSE_USER_ID } from '../../db/schema/index.js';
import { runPrepared } from '../../db/statements.js';
import { groupQueue, type Pending } from '../../lib/group-queue.js';
import { memoizedPer } from '../../lib/memo.js';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/sql-state.js';

/** A ledger row of a booking: the player's stake or the house's side of it. */
export interface BookingLedgerRow {
  movement_id: string;
  amount: number;
  kind: 'bet_stake';
  bet_id: string;
  reference: string | null;
  /** The house's account (of the booking's currency) instead of the player's. */
  house: boolean;
  /** The player's balance after this row is the balance after the whole booking plus `later`. */
  later: number;
}

/** Everything one request books: written whole, or (balance short, claim lost) not at all. */
export interface Booking {
  userId: string;
  account: number;
  currency: string;
  /** The stakes debited from `account`. */
  total: number;
  /** The claimed Idempotency-Key (src/idempotency): booked only while `owner` still holds it. */
  key: { scope: string; key: string; owner: string };
  /** The answer stored with the key. */
  answer: unknown;
  bets: (typeof bets.$inferInsert)[];
  selections: (typeof betSelections.$inferInsert)[];
  ledger: BookingLedgerRow[];
}

/**
 * Each database's queue: one group in the database at a time, the next filling up meanwhile (two or four at once
 * booked fewer bets a second).
 */
const queueOf = memoizedPer((db: Db) =>
  groupQueue<Booking, number | null>({ run: (group) => writeGroup(db, group), fits }),
);

/**
 * Books `booking` with whatever else is waiting on `db`. Answers the account's balance after it, or null when
 * nothing was written: the balance does not cover the stakes, the claim is lost, or (alone) a unique violation.
 */
export function book(db: Db, booking: Booking): Promise<number | null> {
  return queueOf(db)(booking);
}

/** One booking per account in a group, and one row shape: a group shares one column list per table. */
const fits = (booking: Booking, group: readonly Booking[]) =>
  (group[0] === undefined || shapeOf(group[0]) === shapeOf(booking)) &&
  group.every((b) => b.account !== booking.account);

const shapeOf = (b: Booking) =>
  `${Object.keys(b.bets[0] ?? {}).join()}|${Object.keys(b.selections[0] ?? {}).join()}`;

/**
 * Writes `group`; `retry` is a booking written again alone after its group's statement failed: it waits for its
 * account instead of skipping it, because node-postgres reports the failure before the server has ended that
 * statement's transaction, whose row locks can outlive the report by a moment (seen on a loaded machine: the
 * retried booking skipped its own account, still locked by the failed group, and went the transactional way).
 */
async function writeGroup(db: Db, group: Pending<Booking, number | null>[], retry = false): Promise<void> {
  try {
    const balances = await bookGroup(
      db,
      group.map((p) => p.item),
      retry,
    );
    for (const p of group) p.resolve(balances.get(p.item.account) ?? null);
  } catch (error) {
    if (group.length > 1) {
      await Promise.all(group.map((p) => writeGroup(db, [p], true)));
      return;
    }
    const [alone] = group;
    if (!alone) return;
    if (sqlState(error) === UNIQUE_VIOLATION) alone.resolve(null);
    else alone.reject(error);
  }
}

/**
 * Books `group` in one statement; answers the balance after each booked account's booking. An account another
 * transaction holds is skipped, unless `wait` (a retry alone, see {@link writeGroup}).
 */
async function bookGroup(db: Db, group: readonly Booking[], wait: boolean): Promise<Map<number, number>> {
  const [first] = group;
  const firstBet = first?.bets[0];
  const firstSelection = first?.selections[0];
  if (!first || !firstBet || !firstSelection) return new Map();
  const betColumns = columnsOf(bets, firstBet);
  const selectionColumns = columnsOf(betSelections, firstSelection);
  const wanted = JSON.stringify(
    group.map((b) => ({
      account: b.account,
      user_id: b.userId,
      total: b.total,
      scope: b.key.scope,
      key: b.key.key,
      owner: b.key.owner,
      response: b.answer,
    })),
  );
  const betRows = recordset(
    betColumns,
    group.flatMap((b) => b.bets),
  );
  const selectionRows = recordset(
    selectionColumns,
    group.flatMap((b) => b.selections),
  );
  const ledger = JSON.stringify(
    group.flatMap((b) => b.ledger.map((row) => ({ ...row, account: b.account }))),
  );
  const rows = await runPrepared<{ account: string | number; balance: string | number }>(
    db,
    sql`with
      wanted as (
        select * from json_to_recordset(${wanted}::json) as w(account bigint, user_id uuid, total bigint,
          scope text, key text, owner uuid, response jsonb)
      ),
      locked as (
        select a.id from accounts a where a.id in (select account from wanted) for update ${wait ? sql`` : sql`skip locked`}
      ),
      claims as (
        -- Locked, so a claim taken over meanwhile (src/idempotency, past its lease) is seen as such and books
        -- nothing, rather than booking on a snapshot that still showed it as this attempt's.
        select w.account from idempotency_keys k
        join wanted w on k.user_id = w.user_id and k.scope = w.scope and k.key = w.key
        where k.owner = w.owner and k.status_code is null
        for update of k
      ),
      debit as (
        update accounts a set balance = a.balance - w.total, updated_at = now()
        from wanted w
        where a.id = w.account and a.id in (select id from locked) and a.user_id = w.user_id
          and a.balance >= w.total
          and a.id in (select account from claims)
        returning a.id, a.balance, a.currency
      ),
      answered as (
        update idempotency_keys k set status_code = 200, response = w.response
        from wanted w join debit d on d.id = w.account
        where k.user_id = w.user_id and k.scope = w.scope and k.key = w.key and k.owner = w.owner
      ),
      booked_bets as (
        insert into bets ${columnList(betColumns)}
        select r.* from ${betRows}
        where r.account_id in (select id from debit)
        returning id
      ),
      booked_selections as (
        insert into bet_selections ${columnList(selectionColumns)}
        select r.* from ${selectionRows}
        where r.bet_id in (select id from booked_bets)
      ),
      ledger as (
        insert into ledger_entries (movement_id, account_id, amount, balance_after, kind, bet_id, reference)
        select r.movement_id,
          case when r.house
            then (select h.id from accounts h where h.user_id = ${HOUSE_USER_ID} and h.currency = d.currency)
            else d.id end,
          r.amount, case when r.house then null else d.balance + r.later end, r.kind, r.bet_id, r.reference
        from json_to_recordset(${ledger}::json) as r(movement_id uuid, amount bigint, kind text, bet_id uuid,
          reference text, house boolean, later bigint, account bigint)
        join debit d on d.id = r.account
      )
      select id as account, balance from debit`,
  );
  return new Map(rows.map((r) => [Number(r.account), Number(r.balance)]));
}
