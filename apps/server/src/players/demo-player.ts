/**
 * The demo player seeded at start (DEMO_PLAYER, on by default outside production), so a fresh `npm start` can
 * sign in and bet at once: confirmed, EUR 1,000.00 and BTC 0.05, both deposited through the ledger like any
 * other money.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { openAccount, transfer } from '../wallet/index.js';
import { createPlayer } from './create-player.js';

/** The demo login, printed by server.ts. */
export const DEMO_PLAYER = { email: 'demo@sportsbook.local', password: 'demo-password-1' } as const;

const DEPOSITS = [
  { currency: 'EUR', amount: 100_000 },
  { currency: 'BTC', amount: 5_000_000 },
] as const;

/** Creates the demo player unless it exists; true when it was created. */
export async function seedDemoPlayer(db: Db): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PLAYER.email));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  let userId: string;
  try {
    userId = await createPlayer(db, {
      email: DEMO_PLAYER.email,
      passwordHash,
      currency: 'EUR',
      locale: 'en',
      confirmed: true,
    });
  } catch (error) {
    // Another instance starting at the same moment seeded it first.
    if (error instanceof ApiError && error.code === 'already_exists') return false;
    throw error;
  }
  await db.transaction(async (tx) => {
    await openAccount(tx, userId, 'BTC');
    for (const { currency, amount } of DEPOSITS) {
      const reference = `demo-seed:${userId}:${currency}`;
      await transfer(tx, { userId, currency, amount, direction: 'credit', kind: 'deposit', reference });
    }
  });
  return true;
}
