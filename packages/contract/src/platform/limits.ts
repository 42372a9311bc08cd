/**
 * Responsible-gambling limits (spec platform §3 "User limits": types and statuses). What each type's amount
 * means and which periods it takes is {@link LIMIT_RULES}; the server enforces deposit limits in the cashier,
 * session limits in POST /sportsbook_sessions, activity limits in POST /player/activity_limit_track, exclusions
 * at sign-in.
 */
import { z } from 'zod';
import { CurrencyCodeSchema } from './currencies';

/** The spec's limit types. */
export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
/** One of {@link LIMIT_TYPES}. */
export type LimitType = (typeof LIMIT_TYPES)[number];

/** The spec's limit statuses; `active` and `unconfirmed` are the ones in force or pending. */
export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
/** One of {@link LIMIT_STATUSES}. */
export type LimitStatus = (typeof LIMIT_STATUSES)[number];

/** Rolling windows for amounts (day = last 24 h...) and lengths of exclusions. */
export const LIMIT_PERIODS = ['day', 'week', 'month', '6_months', 'year', 'forever'] as const;
/** One of {@link LIMIT_PERIODS}. */
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

const WINDOWS = ['day', 'week', 'month'] as const;

/**
 * The most minutes a time limit may hold: a window's length (day 1 440, week 10 080, month 43 200), and a day for
 * the types without a period (session, sportsbook_session, reality_check). At least 1 minute.
 */
export const MAX_LIMIT_MINUTES: Readonly<Record<'day' | 'week' | 'month' | 'none', number>> = {
  day: 1_440,
  week: 10_080,
  month: 43_200,
  none: 1_440,
};
/** The most minor units a money limit may hold. */
export const MAX_LIMIT_AMOUNT = 1_000_000_000_000;

/**
 * Per type: the unit of `amount` (minor units of the currency, or minutes; null = no amount) and the periods it
 * takes (null = none).
 */
export const LIMIT_RULES: Readonly<
  Record<LimitType, { unit: 'money' | 'minutes' | null; periods: readonly LimitPeriod[] | null }>
> = {
  deposit: { unit: 'money', periods: WINDOWS },
  loss: { unit: 'money', periods: WINDOWS },
  wager: { unit: 'money', periods: WINDOWS },
  bet: { unit: 'money', periods: null },
  activity: { unit: 'minutes', periods: WINDOWS },
  time: { unit: 'minutes', periods: WINDOWS },
  session: { unit: 'minutes', periods: null },
  sportsbook_session: { unit: 'minutes', periods: null },
  reality_check: { unit: 'minutes', periods: null },
  coolingoff: { unit: null, periods: WINDOWS },
  selfexclusion: { unit: null, periods: ['6_months', 'year', 'forever'] },
};

/** POST /user_limits: set a limit (or change it: the newest of a type replaces the older). */
export const CreateLimitBodySchema = z
  .object({
    type: z.enum(LIMIT_TYPES),
    period: z.enum(LIMIT_PERIODS).optional(),
    amount: z
      .number()
      .int()
      .positive()
      .max(MAX_LIMIT_AMOUNT)
      .optional()
      .describe('Minor units for deposit, loss, wager, bet; minutes for the time limits'),
    currency: CurrencyCodeSchema.optional().describe("Money limits: the player's currency by default"),
  })
  .superRefine((body, ctx) => {
    const rule = LIMIT_RULES[body.type];
    if (rule.unit !== null && body.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `a ${body.type} limit needs an amount` });
    }
    if (rule.unit === null && body.amount !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `a ${body.type} limit takes no amount` });
    }
    if (rule.unit === 'minutes' && body.amount !== undefined) {
      const window = body.period === 'day' || body.period === 'week' || body.period === 'month';
      const max = MAX_LIMIT_MINUTES[window ? (body.period as 'day' | 'week' | 'month') : 'none'];
      if (body.amount > max) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: `at most ${max} minutes` });
      }
    }
    if (rule.periods === null && body.period !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: `a ${body.type} limit takes no period` });
    }
    if (rule.periods !== null && (body.period === undefined || !rule.periods.includes(body.period))) {
      ctx.addIssue({
        code: 'custom',
        path: ['period'],
        message: `a ${body.type} limit needs a period: ${rule.periods.join(', ')}`,
      });
    }
  })
  .meta({ id: 'CreateLimitBody' });
/** See {@link CreateLimitBodySchema}. */
export type CreateLimitBody = z.infer<typeof CreateLimitBodySchema>;

/** One limit as listed by GET /user_limits (the spec's generic list item plus amount and currency). */
export const UserLimitSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(LIMIT_TYPES),
    status: z.enum(LIMIT_STATUSES),
    period: z.enum(LIMIT_PERIODS).nullable(),
    amount: z.number().int().nullable(),
    currency: z.string().nullable(),
    created_at: z.iso.datetime(),
    confirm_until: z.iso.datetime().nullable().describe('A looser limit takes effect then'),
    disable_at: z.iso.datetime().nullable().describe('A removed limit stops applying then'),
    ends_at: z.iso.datetime().nullable().describe('End of a cooling-off or self-exclusion'),
  })
  .meta({ id: 'UserLimit', description: 'A responsible-gambling limit' });
/** See {@link UserLimitSchema}. */
export type UserLimit = z.infer<typeof UserLimitSchema>;

/** GET /user_limits */
export const UserLimitsResponseSchema = z
  .object({ data: z.array(UserLimitSchema) })
  .meta({ id: 'UserLimits' });
/** See {@link UserLimitsResponseSchema}. */
export type UserLimitsResponse = z.infer<typeof UserLimitsResponseSchema>;

/** The money limits an allowance is about. */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'bet'] as const;

/** What one money limit in force still allows. */
export const AllowanceSchema = z
  .object({
    type: z.enum(MONEY_LIMIT_TYPES),
    period: z.enum(LIMIT_PERIODS).nullable(),
    amount: z.number().int().describe('The limit, minor units'),
    used: z.number().int().min(0).describe('Counted in the current window (0 for a bet limit)'),
    left: z.number().int().min(0).describe('What one more deposit or stake may be, minor units'),
    resets_at: z.iso
      .datetime()
      .nullable()
      .describe('When the oldest counted movement leaves the rolling window; null when nothing is counted'),
  })
  .meta({ id: 'Allowance' });
/** See {@link AllowanceSchema}. */
export type Allowance = z.infer<typeof AllowanceSchema>;

/** GET /user_limits/allowance?currency=: the money limits in force in one currency. */
export const AllowancesResponseSchema = z
  .object({ currency: CurrencyCodeSchema, data: z.array(AllowanceSchema) })
  .meta({ id: 'Allowances' });
/** See {@link AllowancesResponseSchema}. */
export type AllowancesResponse = z.infer<typeof AllowancesResponseSchema>;

/** Query of GET /user_limits/allowance. */
export const AllowanceQuerySchema = z.object({ currency: CurrencyCodeSchema });
