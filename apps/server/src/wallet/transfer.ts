/**
 * One movement of a player's money, booked twice (double entry): an entry on the player's account and the
 * opposite entry on the house account of the same currency, with one movement id, so every movement sums to 0.
 * The player's `accounts.balance` changes in the same transaction and never goes below 0.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { accounts, HOUSE_USER_ID, type LEDGER_KINDS, ledgerEntries } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { sqlState, UNIQUE_VIOLATION } from '../lib/sql-state.js';

/** Why money moved (the ledger's `kind`). */
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** What {@link transfer} moves. */
export interface TransferInput {
  userId: string;
  currency: string;
  /** Minor units, a positive integer; the direction gives the sign. */
  amount: number;
  /** debit takes from the player, credit gives to the player. */
  direction: 'debit' | 'credit';
  kind: LedgerKind;
  betId?: string;
  /** Idempotency key of the movement, unique per kind (e.g. "settle:<betId>:<n>", a payment id). */
  reference?: string;
}

/** The player's balance after the movement and the id of the player's ledger entry. */
export interface TransferResult {
  balance: number;
  entryId: number;
}

/**
 * Moves money between a player's account and the house, inside the caller's transaction.
 *
 * - The player's account row is locked (SELECT ... FOR UPDATE) first, so concurrent movements of one account
 *   serialise on PostgreSQL (PGlite has one connection and runs transactions one at a time anyway).
 * - A debit that would take the balance below 0 throws ApiError 422 `insufficient_funds`; nothing is written.
 * - With a `reference` already booked for this `kind` on this account, nothing is written and the existing
 *   entry's id is returned with the account's current balance: retrying a movement is safe. The same
 *   (kind, reference) on another account throws ApiError 409 `already_exists`.
 * - No account in that currency: ApiError 404 `not_found` (field currency).
 *
 * Publish the new balance after the transaction commits ({@link publishBalance}), never inside it.
 */
export async function transfer(tx: Tx, t: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(t.amount) || t.amount <= 0) {
    throw new ApiError(400, 'invalid_param', 'amount must be a positive integer of minor units', 'amount');
  }
  if (t.userId === HOUSE_USER_ID) throw new TypeError('the house has no player account');
  const [account] = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, t.userId), eq(accounts.currency, t.currency)))
    .for('update');
  if (!account) throw new ApiError(404, 'not_found', `no ${t.currency} account`, 'currency');

  if (t.reference !== undefined) {
    const [booked] = await tx
      .select({ id: ledgerEntries.id, accountId: ledgerEntries.accountId })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, t.kind), eq(ledgerEntries.reference, t.reference)));
    if (booked?.accountId === account.id) return { balance: account.balance, entryId: booked.id };
    if (booked) throw duplicateReference(t);
  }

  const signed = t.direction === 'credit' ? t.amount : -t.amount;
  const balance = account.balance + signed;
  if (balance < 0) {
    throw new ApiError(422, 'insufficient_funds', `the ${t.currency} balance is too low`, 'amount');
  }
  if (!Number.isSafeInteger(balance))
    throw new ApiError(422, 'limit_exceeded', 'balance too large', 'amount');

  const movementId = randomUUID();
  const common = { movementId, kind: t.kind, betId: t.betId ?? null };
  // The house side carries no reference: the unique (kind, reference) index is the player side's idempotency
  // key. Its account is looked up in the same statement, and its balance is not kept (README: no hot row).
  const houseAccount = sql`(select ${accounts.id} from ${accounts} where ${accounts.userId} = ${HOUSE_USER_ID} and ${accounts.currency} = ${t.currency})`;
  let rows: { id: number; accountId: number }[];
  try {
    rows = await tx
      .insert(ledgerEntries)
      .values([
        { ...common, accountId: account.id, amount: signed, balanceAfter: balance, reference: t.reference },
        { ...common, accountId: houseAccount, amount: -signed, balanceAfter: null, reference: null },
      ])
      .returning({ id: ledgerEntries.id, accountId: ledgerEntries.accountId });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw duplicateReference(t);
    throw error;
  }
  await tx.update(accounts).set({ balance, updatedAt: new Date() }).where(eq(accounts.id, account.id));
  const entry = rows.find((row) => row.accountId === account.id);
  if (!entry) throw new Error('ledger insert returned no player entry');
  return { balance, entryId: entry.id };
}

function duplicateReference(t: TransferInput): ApiError {
  return new ApiError(409, 'already_exists', `${t.kind} ${t.reference} is booked on another account`);
}
