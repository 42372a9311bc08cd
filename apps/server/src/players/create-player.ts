/** Creating a player: the user row, an account in their currency, and (unless confirmed already) the mail. */

import type { Attribution } from '@sportsbook/contract';
import { sendConfirmation } from '../auth/mail-tokens.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { sqlState, UNIQUE_VIOLATION } from '../lib/sql-state.js';
import { openAccount } from '../wallet/index.js';

/** What a new player starts with. */
export interface NewPlayer {
  email: string;
  /** argon2 hash (hash before calling: hashing inside the transaction would hold it ~20 ms longer). */
  passwordHash: string;
  currency: string;
  locale: string;
  /** The tracking tags the player landed with (sign-up's `attribution`). */
  attribution?: Attribution;
  /** Mark the e-mail confirmed and send no mail (the demo player). */
  confirmed?: boolean;
}

/** Creates the player in one transaction; ApiError 409 `already_exists` (field email) for a taken e-mail. */
export async function createPlayer(db: Db, player: NewPlayer): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: player.email,
          passwordHash: player.passwordHash,
          currency: player.currency,
          locale: player.locale,
          attribution:
            player.attribution && Object.keys(player.attribution).length ? player.attribution : null,
          emailConfirmedAt: player.confirmed ? new Date() : null,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned no user');
      await openAccount(tx, user.id, player.currency);
      if (!player.confirmed) await sendConfirmation(tx, { id: user.id, ...player });
      return user.id;
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new ApiError(409, 'already_exists', 'An account with this e-mail exists', 'email');
  }
}
