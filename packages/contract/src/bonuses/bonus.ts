/**
 * The bonus calls under /api/v2/bonuses (spec platform §3 "Bonus types and statuses", §7) and the realtime
 * `bonus_issued` event. One item shape serves every list: a campaign as the player sees it, with `issued` when
 * the player holds it. The id a bet sends in its `bonus` is the item's `id`: the issued bonus's for a freebet, the
 * campaign's for a comboboost.
 */
import { BONUS_MATCH_STATUSES, BONUS_MISFITS, BONUS_STATUSES, BONUS_TYPES } from '@sportsbook/domain';
import { z } from 'zod';
import { PlaceBetPayloadSchema } from '../bets/place-bets';
import { LocaleSchema } from '../common/locale';
import { listOf, paginated } from '../common/pagination';
import { queryBool, queryInt, queryText } from '../common/query';
import { DecimalOddsSchema, MoneySchema } from '../common/units';

/** How a campaign reaches a player. */
export const BONUS_TRIGGERS = [
  'open',
  'sign_up',
  'promo_code',
  'activation',
  'deposit',
  'programme',
] as const;
/** One of {@link BONUS_TRIGGERS}. */
export type BonusTrigger = (typeof BONUS_TRIGGERS)[number];

/** A comboboost range: min..max suitable selections earn `bonus_odds`. */
export const ComboboostRangeSchema = z.object({
  min_count: z.number().int().min(1),
  max_count: z.number().int().min(1),
  bonus_odds: DecimalOddsSchema,
});

/** Which sports, categories, leagues and matches a bonus is limited to (empty lists: no limit). */
export const EventConditionsSchema = z.object({
  sport_type: z.array(z.string()).optional(),
  sport: z.array(z.string()).optional(),
  category: z.array(z.number().int()).optional(),
  tournament: z.array(z.number().int()).optional(),
  event: z.array(z.number().int()).optional(),
});

const BannerImageSchema = z.object({ url: z.string(), alt: z.string() });

/** What the player holds of a campaign. */
export const IssuedBonusSchema = z.object({
  is_active: z.boolean(),
  seen: z.boolean(),
  currency: z.string().nullable(),
  amount: MoneySchema.nullable().describe('A freebet: its stake in minor units of `currency`'),
  times_used: z.number().int().min(0),
  activated_at: z.iso.datetime().nullable(),
  expired_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  boost_multiplier: z
    .number()
    .nullable()
    .describe("The lootbox boost applied to this freebet's amount (1.5); null: not boosted"),
});

/** How a lootbox boosted a freebet (amounts in minor units of the freebet's currency). */
export const BoostDataSchema = z
  .object({
    lootbox_id: z.string(),
    boosted_at: z.iso.datetime(),
    multiplier: z.number(),
    amount_before: MoneySchema,
    amount_after: MoneySchema,
  })
  .meta({ id: 'BoostData' });
/** See {@link BoostDataSchema}. */
export type BoostData = z.infer<typeof BoostDataSchema>;

/** A bonus as the lists, the detail and POST /bonuses answer it. */
export const BonusSchema = z
  .object({
    id: z
      .string()
      .describe("What a bet sends as its bonus id: the issued freebet's id, a comboboost's campaign id"),
    campaign_id: z.string(),
    type: z.enum(BONUS_TYPES),
    name: z.string(),
    description: z.string(),
    status: z.enum(BONUS_STATUSES),
    trigger: z.enum(BONUS_TRIGGERS),
    valid_from: z.iso.datetime().nullable(),
    valid_to: z.iso.datetime().nullable(),
    min_odds: DecimalOddsSchema.nullable(),
    max_odds: DecimalOddsSchema.nullable(),
    uses_count: z.number().int().min(1).nullable().describe('Uses per player; null: unlimited'),
    match_status: z.enum(BONUS_MATCH_STATUSES),
    selection_count_from: z.number().int().nullable(),
    selection_count_to: z.number().int().nullable(),
    country_codes: z.array(z.string()),
    only_verified: z.boolean(),
    event_conditions: EventConditionsSchema,
    ranges: z.array(ComboboostRangeSchema),
    banners: z.object({ desktop: BannerImageSchema, mobile: BannerImageSchema }).nullable(),
    issued: IssuedBonusSchema.nullable(),
    boost_data: BoostDataSchema.nullable().describe('A freebet a lootbox boosted: how'),
  })
  .meta({ id: 'Bonus', description: 'A bonus campaign as the player sees it, with what they hold of it' });
/** See {@link BonusSchema}. */
export type Bonus = z.infer<typeof BonusSchema>;

/** GET /bonuses: every bonus of the player and every campaign open to them. */
export const BonusesQuerySchema = z.object({
  status: z.enum(BONUS_STATUSES).optional(),
  available: queryBool.optional().describe('Only bonuses the player can use or activate now'),
  unseen: queryBool.optional().describe('Only issued bonuses the player has not seen'),
  limit_per_type: queryInt(1, 100).optional(),
  type: z.enum(BONUS_TYPES).optional(),
});
/** GET /bonuses answer. */
export const BonusListSchema = listOf(BonusSchema).meta({ id: 'BonusList' });

/**
 * The spec's bonus list filters with the list's own `statuses`: locale (a supported one), isAvailable, status,
 * page from 1 and limit (default 4, at most 100).
 */
export const bonusListFilters = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    locale: LocaleSchema.optional(),
    isAvailable: queryBool.optional(),
    status: z.enum(statuses).optional(),
    page: queryInt(1, 10_000).default(1),
    limit: queryInt(1, 100).default(4),
  });

/** GET /bonuses/comboboosts and /bonuses/freebets (spec: limit default 4). */
export const BonusPageQuerySchema = bonusListFilters(BONUS_STATUSES);
/** A page of bonuses. */
export const BonusPageSchema = paginated(BonusSchema).meta({ id: 'BonusPage' });

/** GET /bonuses/{comboboosts|freebets}/{id}[/terms]. */
export const BonusIdParamsSchema = z.object({ id: queryText(100).min(1) });
/** GET .../terms answer: the campaign's terms in the request's locale. */
export const BonusTermsSchema = z.object({ id: z.string(), terms: z.string() }).meta({ id: 'BonusTerms' });

/** POST /bonuses body: the slip's bets (as POST /bets takes them, stakes optional in meaning). */
export const FitBonusesBodySchema = z.object({
  meta: z.object({ device_id: queryText(200).optional() }).optional(),
  bets: z
    .array(
      PlaceBetPayloadSchema.omit({ stake: true }).extend({
        stake: PlaceBetPayloadSchema.shape.stake.optional(),
      }),
    )
    .min(1)
    .max(50),
});
/** POST /bonuses answer: per bet (same order), the bonuses that fit it, and why others do not. */
export const FitBonusesResponseSchema = z
  .object({
    data: z.array(
      z.object({
        available: z.array(BonusSchema),
        refused: z.array(z.object({ bonus: BonusSchema, reason: z.enum(BONUS_MISFITS) })),
      }),
    ),
  })
  .meta({ id: 'FitBonuses' });
/** See {@link FitBonusesResponseSchema}. */
export type FitBonusesResponse = z.infer<typeof FitBonusesResponseSchema>;

/** POST /bonuses/mark-as-seen body. */
export const MarkBonusesSeenBodySchema = z
  .array(z.object({ id: queryText(100).min(1), type: z.enum(BONUS_TYPES) }))
  .min(1)
  .max(100);

/** POST /bonuses/promo-code body. */
export const PromoCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'enter a code')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
});

/** The answer of calls that issue a bonus: the bonus now held. */
export const IssuedBonusAnswerSchema = z.object({ bonus: BonusSchema }).meta({ id: 'IssuedBonusAnswer' });

/** `bonus_issued` data, on the player's private channel: the new bonus's id and type. */
export const BonusIssuedDataSchema = z
  .object({ id: z.string(), type: z.enum(BONUS_TYPES), campaign_id: z.string() })
  .meta({ id: 'BonusIssuedData', description: 'A bonus was issued to the player' });
/** See {@link BonusIssuedDataSchema}. */
export type BonusIssuedData = z.infer<typeof BonusIssuedDataSchema>;

/**
 * Why a bet's bonus is refused at placement (POST /bets 422 code 111, `details` starting with the code): a
 * condition of the campaign ({@link BONUS_MISFITS}) or the state of the bonus.
 */
export const BONUS_REFUSALS = [
  ...BONUS_MISFITS,
  'bonus_not_found',
  'bonus_used',
  'bonus_expired',
  'bonus_not_active',
  'bonus_currency',
  'bonus_stake',
  'bonus_odds',
  'bonus_multiple_freebets',
] as const;
/** One of {@link BONUS_REFUSALS}. */
export type BonusRefusal = (typeof BONUS_REFUSALS)[number];
