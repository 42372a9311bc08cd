/** What the deposit flow asks first (spec platform §4 "Deposit flow"), pure so it can be tested. */
import type { SettingsResponse, User } from '@sportsbook/contract';

/** The deposit profile's names, which the missed-fields form asks for. */
export const NAME_FIELDS = ['first_name', 'last_name'] as const;
export type NameField = (typeof NAME_FIELDS)[number];

/** The names among `missed` (the player's `auth_fields_missed`). */
export const missedNames = (missed: readonly string[]): NameField[] =>
  NAME_FIELDS.filter((field) => missed.includes(field));

/**
 * `names` while the site requires the deposit profile and a name is missing, then `phone` while the phone is
 * missing from it or the site requires a verified phone the player has not, else `deposit`.
 */
export function depositStep(
  player: Pick<User, 'auth_fields_missed' | 'statuses'>,
  rules: { depositFieldsRequired?: boolean; phoneVerificationRequired?: boolean },
): 'names' | 'phone' | 'deposit' {
  const missed = rules.depositFieldsRequired ? player.auth_fields_missed : [];
  if (missedNames(missed).length > 0) return 'names';
  const verified = player.statuses.some((s) => s.id === 'phone_verified');
  if (missed.includes('mobile_phone') || (rules.phoneVerificationRequired && !verified)) return 'phone';
  return 'deposit';
}

/**
 * The deposit's amount presets in minor units for an account of `subunits` per unit: 10, 25, 50 and 100 units, or
 * 0.001 to 0.05 of a unit where a unit is worth much (more than 2 decimals: BTC).
 */
export function depositPresets(subunits: number): number[] {
  const units = subunits > 100 ? [0.001, 0.005, 0.01, 0.05] : [10, 25, 50, 100];
  return units.map((unit) => Math.round(unit * subunits));
}

/**
 * The header's quick deposit for this player: `live` with the quick_deposit flag, `test` (the test variant) for a
 * player with the spi_test status while quick_deposit_test is on, else none.
 */
export function quickDepositVariant(
  flags: Pick<SettingsResponse['feature_flags'], 'quick_deposit' | 'quick_deposit_test'>,
  player: Pick<User, 'statuses'> | null,
): 'live' | 'test' | null {
  if (!player) return null;
  if (flags.quick_deposit_test && player.statuses.some((s) => s.id === 'spi_test')) return 'test';
  return flags.quick_deposit ? 'live' : null;
}

/** The last 4 digits of a card method (`card:4242`), or null for anything else. */
export function cardDigitsOf(method: string | null): string | null {
  return method ? (/^card:(\d{4})$/.exec(method)?.[1] ?? null) : null;
}
