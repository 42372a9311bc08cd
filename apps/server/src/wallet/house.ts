/**
 * The house accounts: the other side of every movement. Their `balance` column is not kept (it stays 0): every
 * movement of every player would otherwise update, and lock until commit, the one house row of its currency,
 * serialising all players' bets and deposits and risking deadlocks between transactions that move several
 * players' money. The house balance is the sum of its entries, read on demand.
 */
import { CURRENCY_CODES } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accounts, HOUSE_USER_ID, ledgerEntries } from '../db/schema/index.js';
import type { Queryable } from './accounts.js';

/** Creates the house account of every supported currency that lacks one (the first migration made them). */
export async function ensureHouseAccounts(db: Db): Promise<void> {
  await db
    .insert(accounts)
    .values(CURRENCY_CODES.map((currency) => ({ userId: HOUSE_USER_ID, currency })))
    .onConflictDoNothing();
}

/** The house's position in `currency`: minus what players hold through the ledger (minor units). */
export async function houseBalance(db: Queryable, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, HOUSE_USER_ID), eq(accounts.currency, currency)));
  return Number(row?.total ?? 0);
}
