/** Reading and opening a player's accounts (one per currency). */
import { type Account, currencyOf } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { accounts, users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { sqlState, UNIQUE_VIOLATION } from '../lib/sql-state.js';

/** The database or a transaction: reads work on either. */
export type Queryable = Db | Tx;

/** One of a player's accounts: `active` is the one of the player's current currency. */
export interface PlayerAccount {
  id: number;
  currency: string;
  /** Minor units. */
  balance: number;
  active: boolean;
  /** Minor units per major unit. */
  subunits: number;
}

/** The balance of a player's account in `currency` (minor units); ApiError 404 when there is none. */
export async function balanceOf(db: Queryable, userId: string, currency: string): Promise<number> {
  const [account] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
  if (!account) throw new ApiError(404, 'not_found', `no ${currency} account`, 'currency');
  return account.balance;
}

/**
 * Locks a player's account row until the transaction ends (SELECT ... FOR UPDATE), for checks that must see
 * the balance and history no concurrent movement can change (a deposit limit); ApiError 404 without one.
 * {@link transfer} takes the same lock, so calling it afterwards in the same transaction does not wait.
 */
export async function lockAccount(
  tx: Tx,
  userId: string,
  currency: string,
): Promise<{ id: number; balance: number }> {
  const [account] = await tx
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)))
    .for('update');
  if (!account) throw new ApiError(404, 'not_found', `no ${currency} account`, 'currency');
  return account;
}

/** A player's accounts in the order they were opened. */
export async function accountsOf(db: Queryable, userId: string): Promise<PlayerAccount[]> {
  const rows = await db
    .select({
      id: accounts.id,
      currency: accounts.currency,
      balance: accounts.balance,
      playerCurrency: users.currency,
    })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  return rows.map(({ playerCurrency, ...row }) => ({
    ...row,
    active: row.currency === playerCurrency,
    subunits: currencyOf(row.currency)?.subunits ?? 1,
  }));
}

/** Opens an account with a zero balance; ApiError 409 `already_exists` when the player has one in `currency`. */
export async function openAccount(db: Queryable, userId: string, currency: string): Promise<void> {
  try {
    await db.insert(accounts).values({ userId, currency });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new ApiError(409, 'already_exists', `a ${currency} account exists`, 'currency');
  }
}

/** An account as the API shows it (GET /player/accounts). */
export function accountView(account: PlayerAccount): Account {
  const { currency, balance, active, subunits } = account;
  return { currency, balance: money(balance), active, subunits };
}
