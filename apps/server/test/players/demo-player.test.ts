/** The demo player: seeded once, confirmed, with its money deposited through the ledger. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCredentials } from '../../src/auth/credentials.js';
import { ledgerEntries, users } from '../../src/db/schema/index.js';
import { DEMO_PLAYER, seedDemoPlayer } from '../../src/players/demo-player.js';
import { accountsOf, ensureHouseAccounts } from '../../src/wallet/index.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
  await ensureHouseAccounts(test.database.db);
});
afterAll(() => test.cleanup());

describe('seedDemoPlayer', () => {
  it('creates the confirmed demo player with EUR 1,000.00 and BTC 0.05, once', async () => {
    const db = test.database.db;
    expect(await seedDemoPlayer(db)).toBe(true);
    expect(await seedDemoPlayer(db)).toBe(false);
    const user = await checkCredentials(db, DEMO_PLAYER.email, DEMO_PLAYER.password, '10.0.0.1');
    expect(user.emailConfirmedAt).not.toBeNull();
    const accounts = await accountsOf(db, user.id);
    expect(accounts.map((a) => [a.currency, a.balance, a.active])).toEqual([
      ['EUR', 100_000, true],
      ['BTC', 5_000_000, false],
    ]);
    // Two movements, each booked twice (player and house).
    expect(await db.$count(ledgerEntries, eq(ledgerEntries.kind, 'deposit'))).toBe(4);
    expect(await db.$count(users, eq(users.email, DEMO_PLAYER.email))).toBe(1);
  });
});
