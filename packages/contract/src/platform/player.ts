/**
 * The signed-in player (spec platform §3 "User and account"): GET /player, the accounts per currency, the locale
 * and currency switches, comp points and status groups.
 */
import { z } from 'zod';
import { LocaleSchema } from '../common/locale';
import { listOf } from '../common/pagination';
import { MoneySchema } from '../common/units';
import { CurrencyCodeSchema } from './currencies';

/** Profile fields a deposit needs; those still empty are listed in `auth_fields_missed`. */
export const DEPOSIT_PROFILE_FIELDS = ['first_name', 'last_name', 'mobile_phone'] as const;

/** GET /player: the spec's User, plus the country. Logged in means an e-mail or an auth phone exists. */
export const UserSchema = z
  .object({
    id: z.string().describe('User id (UUID)'),
    email: z.string().nullable(),
    mobile_phone: z.string().nullable().describe('Verified phone number (E.164)'),
    auth_phone_number: z.string().nullable().describe('Phone number the player signs in with, if any'),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    nickname: z.string().nullable(),
    language: z.string().describe('The player locale'),
    currency: z.string().describe('Currency of the active account'),
    auth_fields_missed: z.array(z.enum(DEPOSIT_PROFILE_FIELDS)),
    statuses: z
      .array(z.object({ id: z.string() }))
      .describe('Status names, e.g. confirmed, phone_verified, vip'),
    country: z.object({ name: z.string(), code: z.string() }).nullable(),
  })
  .meta({ id: 'User', description: 'The signed-in player' });
/** See {@link UserSchema}. */
export type User = z.infer<typeof UserSchema>;

/** One account: the balance in minor units of its currency; `active` is the one the player bets with. */
export const AccountSchema = z
  .object({
    currency: z.string(),
    balance: MoneySchema,
    active: z.boolean(),
    subunits: z.number().int().describe('Minor units per major unit of the currency'),
  })
  .meta({ id: 'Account', description: "A player's balance in one currency" });
/** See {@link AccountSchema}. */
export type Account = z.infer<typeof AccountSchema>;

/** GET /player/accounts */
export const AccountsResponseSchema = listOf(AccountSchema).meta({ id: 'Accounts' });
/** See {@link AccountsResponseSchema}. */
export type AccountsResponse = z.infer<typeof AccountsResponseSchema>;

/** POST /player/accounts (open an account) and PATCH /player/currency (make it the active one). */
export const CurrencyBodySchema = z.object({ currency: CurrencyCodeSchema }).meta({ id: 'CurrencyBody' });
/** See {@link CurrencyBodySchema}. */
export type CurrencyBody = z.infer<typeof CurrencyBodySchema>;

/** A person's name as a deposit needs it: letters of any script, spaces, apostrophes, hyphens and dots. */
const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(60)
  .regex(/^\p{L}[\p{L}\p{M} '’.-]*$/u, 'letters, spaces, apostrophes, hyphens and dots only');

/**
 * PATCH /player/profile: the deposit profile's names, given once (the missed-fields form); a name already on
 * record is changed only by the operator (422 profile_field_locked). The phone comes through phone verification.
 */
export const UpdateProfileBodySchema = z
  .object({ first_name: PersonNameSchema.optional(), last_name: PersonNameSchema.optional() })
  .refine((body) => body.first_name !== undefined || body.last_name !== undefined, 'nothing to update')
  .meta({ id: 'UpdateProfileBody' });
/** See {@link UpdateProfileBodySchema}. */
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** PATCH /player/update_locale */
export const UpdateLocaleBodySchema = z.object({ locale: LocaleSchema }).meta({ id: 'UpdateLocaleBody' });
/** See {@link UpdateLocaleBodySchema}. */
export type UpdateLocaleBody = z.infer<typeof UpdateLocaleBodySchema>;

/** GET /player/comp_points (401 when signed out: the client treats it as no points). */
export const CompPointsSchema = z
  .object({
    persistent_comp_points: z.number().int().min(0),
    program: z
      .object({
        id: z.number().int(),
        name: z.string(),
        status: z.string(),
        writeable: z.boolean(),
        min_persistent_comp_points: z.number().int(),
        max_persistent_comp_points: z.number().int().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'CompPoints' });
/** See {@link CompPointsSchema}. */
export type CompPoints = z.infer<typeof CompPointsSchema>;

/** One loyalty status group, with whether the player is in it. */
export const StatusGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    min_points: z.number().int(),
    max_points: z.number().int().nullable(),
    current: z.boolean(),
  })
  .meta({ id: 'StatusGroup' });

/** GET /player/status_groups: the groups and the player's points (the client's `progress`). */
export const StatusGroupsResponseSchema = z
  .object({ points: z.number().int().min(0), data: z.array(StatusGroupSchema) })
  .meta({ id: 'StatusGroups' });
/** See {@link StatusGroupsResponseSchema}. */
export type StatusGroupsResponse = z.infer<typeof StatusGroupsResponseSchema>;

/**
 * POST /users/token: a session for a host page's backend (the casino signs its player in server to server and
 * hands the token to the embedded sportsbook; packages/embed). Used as `Authorization: Bearer <token>`, or handed
 * to POST /users/session to become the embedded app's cookies. It slides like any session (30 days from last use).
 */
export const SessionTokenResponseSchema = z
  .object({
    token: z.string().describe('The session token (43 characters, base64url)'),
    user: UserSchema,
  })
  .meta({ id: 'SessionTokenResponse' });
/** See {@link SessionTokenResponseSchema}. */
export type SessionTokenResponse = z.infer<typeof SessionTokenResponseSchema>;
