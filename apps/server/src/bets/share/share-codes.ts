/**
 * Share codes: a slip's bets stored under 8 random base32 characters, read back by anyone who has the code. A
 * reader signed in with another currency gets the stakes converted at the demo rates (exact fractions, then the
 * currency's rounding), as the slip's restore expects; a stake without a rate comes back as 0.
 */
import type { SharedBet } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shareCodes } from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { SHARE_CODE_TTL_MS } from '../constants.js';
import { convertAmount } from '../demo-rates.js';
import { randomCode } from '../random-code.js';

/** Characters of a share code (40 bits). */
const CODE_LENGTH = 8;
/** A clash among a trillion codes is rare; a few tries make it vanishingly so. */
const ATTEMPTS = 5;

/** Stores `bets` and returns their new code. */
export async function createShareCode(
  db: Db,
  owner: { id: string; currency: string } | null,
  bets: SharedBet[],
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = randomCode(CODE_LENGTH);
    const stored = await db
      .insert(shareCodes)
      .values({
        code,
        userId: owner?.id ?? null,
        currency: owner?.currency ?? null,
        bets,
        expiresAt: new Date(Date.now() + SHARE_CODE_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ code: shareCodes.code });
    if (stored.length > 0) return code;
  }
  throw new Error('no free share code after several attempts');
}

/** The bets of `code`, stakes in `currency` when given; 404 for an unknown or expired code. */
export async function readShareCode(db: Db, code: string, currency: string | null): Promise<SharedBet[]> {
  const [row] = await db.select().from(shareCodes).where(eq(shareCodes.code, code));
  if (!row || (row.expiresAt !== null && row.expiresAt.getTime() < Date.now()))
    throw notFound('share code', code);
  const bets = row.bets as SharedBet[];
  if (currency === null) return bets;
  return bets.map((bet) => {
    if (bet.stake.currency === currency) return bet;
    const value = convertAmount(bet.stake.value, bet.stake.currency, currency) ?? money(0);
    return { ...bet, stake: { value, currency } };
  });
}
