/**
 * Ledger checks for any test that moves money (wallet, bets, settlement): a bare player with an account, and
 * the invariants of the double-entry ledger, which should hold after whatever the test did.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { HOUSE_USER_ID, users } from '../../src/db/schema/index.js';
import { rowsOf } from '../../src/db/statements.js';
import { openAccount } from '../../src/wallet/index.js';

/** Inserts a player (no password, no session) with an empty account in `currency`; returns the id. */
export async function insertPlayer(db: Db, currency = 'EUR'): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, passwordHash: 'x', currency })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  await openAccount(db, user.id, currency);
  return user.id;
}

/**
 * What breaks the ledger's invariants, each as a list of offending rows (all empty when sound): movements that
 * are not exactly two entries summing to 0, player accounts whose balance is not the sum of their entries,
 * accounts below 0.
 */
export async function ledgerViolations(db: Db) {
  const movements = rowsOf(
    await db.execute(sql`select movement_id, count(*)::int as n, sum(amount)::bigint as total
      from ledger_entries group by movement_id having count(*) <> 2 or sum(amount) <> 0`),
  );
  const balances = rowsOf(
    await db.execute(sql`select a.id from accounts a left join ledger_entries e on e.account_id = a.id
      where a.user_id <> ${HOUSE_USER_ID} group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`),
  );
  const negative = rowsOf(await db.execute(sql`select id from accounts where balance < 0`));
  return { movements, balances, negative };
}

/** The value of {@link ledgerViolations} for a sound ledger. */
export const SOUND_LEDGER = { movements: [], balances: [], negative: [] };
