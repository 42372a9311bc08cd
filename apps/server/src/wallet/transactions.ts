/** A player's ledger, newest first, for GET /player/transactions. */
import { paginationOf, type TransactionsQuery, type TransactionsResponse } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../db/schema/index.js';
import type { Queryable } from './accounts.js';

/** One page of the player's ledger entries (their side only; the house's entries are not theirs to see). */
export async function listTransactions(
  db: Queryable,
  userId: string,
  query: TransactionsQuery,
): Promise<TransactionsResponse> {
  const filters: SQL[] = [eq(accounts.userId, userId)];
  if (query.currency) filters.push(eq(accounts.currency, query.currency));
  if (query.kind) filters.push(eq(ledgerEntries.kind, query.kind));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        currency: accounts.currency,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        betId: ledgerEntries.betId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      currency: row.currency,
      amount: money(row.amount),
      balance_after: money(row.balanceAfter ?? 0),
      bet_id: row.betId,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: paginationOf(total?.n ?? 0, query.page, query.limit),
  };
}
