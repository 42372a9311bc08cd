/**
 * The deposit profile (spec platform §4 "Deposit flow"): the names a deposit needs, given once through the
 * missed-fields form (PATCH /player/profile), and the rules the cashier checks before any money moves: with
 * `fieldsRequired` (DEPOSIT_FIELDS_REQUIRED) every deposit profile field must be filled (422
 * `auth_fields_missed`, the first missing one as `field`), with `phoneVerificationRequired`
 * (PHONE_VERIFICATION_REQUIRED) the phone must be verified (403 `phone_verification_required`).
 */
import type { UpdateProfileBody } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { ApiError, notFound } from '../lib/api-error.js';

/** What a deposit needs first. */
export interface DepositRules {
  fieldsRequired: boolean;
  phoneVerificationRequired: boolean;
}

/** Sets the names not yet on record; a name on record stays (422 profile_field_locked). */
export async function updateDepositProfile(db: Db, userId: string, body: UpdateProfileBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound('player', userId);
    for (const [field, now, given] of [
      ['first_name', user.firstName, body.first_name],
      ['last_name', user.lastName, body.last_name],
    ] as const) {
      if (given !== undefined && now !== null && now !== given)
        throw new ApiError(422, 'profile_field_locked', 'Your name can be changed only by support', field);
    }
    await tx
      .update(users)
      .set({
        firstName: user.firstName ?? body.first_name ?? null,
        lastName: user.lastName ?? body.last_name ?? null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}

/** Refuses a deposit the player's profile is not ready for under `rules`. */
export async function assertDepositProfile(db: Db | Tx, userId: string, rules: DepositRules): Promise<void> {
  if (!rules.fieldsRequired && !rules.phoneVerificationRequired) return;
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('player', userId);
  if (rules.fieldsRequired) {
    const missing = (
      [
        ['first_name', user.firstName],
        ['last_name', user.lastName],
        ['mobile_phone', user.verifiedAt],
      ] as const
    ).find(([, value]) => value === null);
    if (missing)
      throw new ApiError(422, 'auth_fields_missed', 'Complete your profile before depositing', missing[0]);
  }
  if (rules.phoneVerificationRequired && user.verifiedAt === null)
    throw new ApiError(403, 'phone_verification_required', 'Verify your phone before depositing');
}
