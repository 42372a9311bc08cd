/**
 * The farming programmes under /api/v2/bonuses (spec platform §3 Hunting, Lootbox, Hunting tournament,
 * Leaderboard row, Bonus progress (amb); §7 /bonuses/huntings, /lootboxes, /tournaments, /tournaments/{id}/rating,
 * /freebets/amb, /{id}/boost) and the realtime `tournament_pool_changed`. Money in minor units; a programme's
 * `id` is its configured slug.
 */
import { BONUS_TYPES } from '@sportsbook/domain';
import { z } from 'zod';
import { paginated } from '../common/pagination';
import { queryInt, queryText } from '../common/query';
import { DecimalOddsSchema, MoneySchema } from '../common/units';
import { bonusListFilters } from './bonus';

/** A programme's lifetime at the asking time. */
export const PROGRAMME_STATUSES = ['upcoming', 'active', 'expired'] as const;

/** What every programme answers. */
const ProgrammeBase = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  status: z.enum(PROGRAMME_STATUSES),
  valid_from: z.iso.datetime().nullable(),
  valid_to: z.iso.datetime().nullable(),
  min_odds: DecimalOddsSchema.nullable().describe('A counted bet has at least these total odds'),
  min_stake: MoneySchema.nullable().describe(
    "The least counted stake in the player's currency; null: none counts",
  ),
  stake_currency: z.string().nullable(),
  requires_activation: z
    .boolean()
    .describe('Only players who activated it (POST /bonuses/{id}/activate) take part, from then on'),
  activated_at: z.iso
    .datetime()
    .nullable()
    .describe('When the player activated it; null: not (or a visitor)'),
};

/** POST /bonuses/{id}/activate answer for a programme: which, and since when the player takes part. */
export const ProgrammeActivatedSchema = z
  .object({ programme: z.object({ id: z.string(), type: z.string(), activated_at: z.iso.datetime() }) })
  .meta({ id: 'ProgrammeActivated' });

/** spec farming_stats. */
export const FarmingStatsSchema = z.object({
  points: z.number().int().min(0),
  available_points: z.number().int().min(0).describe('Points not yet turned into freebets'),
  potential_points: z.number().int().min(0).describe('Points the open counted bets earn once settled'),
  avg_stake: MoneySchema,
  bets_count: z.number().int().min(0),
  potential_freebet_amount: MoneySchema.describe(
    "The freebet the next conversion issues, at today's average",
  ),
});
/** See {@link FarmingStatsSchema}. */
export type FarmingStats = z.infer<typeof FarmingStatsSchema>;

/** A freebet of the player's that a lootbox box can boost (active, unused, never boosted). */
export const BoostableFreebetSchema = z
  .object({
    id: z.string().describe('The issued freebet (what POST /bonuses/{id}/boost takes as `freebet_id`)'),
    type: z.enum(BONUS_TYPES),
    name: z.string(),
    amount: MoneySchema,
    boosted_amount: MoneySchema.describe("The amount after one box's boost (floored to the minor unit)"),
    currency: z.string(),
    expired_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'BoostableFreebet' });
/** See {@link BoostableFreebetSchema}. */
export type BoostableFreebet = z.infer<typeof BoostableFreebetSchema>;

/** A hunt or a lootbox as the player sees it. */
export const HuntingSchema = z
  .object({
    ...ProgrammeBase,
    type: z.enum(['hunting', 'lootbox']),
    farming_freebet_type: z.enum(BONUS_TYPES),
    points_per_bet: z.number().int().min(1),
    points_for_freebet: z.number().int().min(1),
    farm_once_per_event: z.boolean(),
    show_in_promotion: z.boolean(),
    boost_multiplier: z
      .number()
      .nullable()
      .describe("Lootbox: what one box multiplies a freebet's amount by (1.5); null for a hunt"),
    issued: z
      .object({
        is_active: z.boolean(),
        currency: z.string(),
        currency_subunits: z.number().int(),
        farming_stats: FarmingStatsSchema,
        farmed_event_ids: z.array(z.number().int()),
        used_in_bets: z.array(z.string()).describe('The bets that earned points'),
        boxes: z.number().int().min(0).describe('Lootbox: boxes farmed and not used on a freebet yet'),
        freebets_to_boost: z
          .array(BoostableFreebetSchema)
          .describe("Lootbox: the player's freebets a box can boost now (empty for a hunt)"),
      })
      .nullable()
      .describe('Null for a visitor'),
  })
  .meta({ id: 'Hunting' });
/** See {@link HuntingSchema}. */
export type Hunting = z.infer<typeof HuntingSchema>;

/** A hunting tournament. */
export const HuntingTournamentSchema = z
  .object({
    ...ProgrammeBase,
    type: z.literal('tournament'),
    currency: z.string(),
    currency_subunits: z.number().int(),
    pool: MoneySchema.describe('initial_pool plus what counted bets added'),
    farming_stats: z.object({ initial_pool: MoneySchema }),
    pool_share_bp: z.number().int().describe('Basis points of each counted stake added to the pool'),
    prizes_bp: z.array(z.number().int()).describe('The pool share of each paid place, best first'),
    participants: z.number().int().min(0),
    issued_hunting_tournament: z
      .object({
        position: z.number().int().min(1).nullable(),
        farmed_amount: MoneySchema,
        farmed_freebets_count: z.number().int().min(0),
      })
      .nullable(),
  })
  .meta({ id: 'HuntingTournament' });
/** See {@link HuntingTournamentSchema}. */
export type HuntingTournament = z.infer<typeof HuntingTournamentSchema>;

/** A leaderboard row: never another player's id or whole e-mail. */
export const LeaderboardRowSchema = z
  .object({
    position: z.number().int().min(1),
    current_user: z.boolean(),
    email: z.string().describe("Masked (`j***@e***.com`) except the player's own"),
    farmed_amount: MoneySchema,
    currency_code: z.string(),
    farmed_freebets_count: z.number().int().min(0).describe('Counted bets'),
  })
  .meta({ id: 'LeaderboardRow' });
/** See {@link LeaderboardRowSchema}. */
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

/** GET /bonuses/tournaments/{id}/rating: a page of the leaderboard and the player's own row. */
export const LeaderboardSchema = paginated(LeaderboardRowSchema)
  .extend({ me: LeaderboardRowSchema.nullable() })
  .meta({ id: 'Leaderboard' });
/** See {@link LeaderboardSchema}. */
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** GET .../rating query. */
export const LeaderboardQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(10),
});

/** A bet-count range of an amb. */
export const AmbRangeSchema = z.object({
  number_of_bets: z.number().int().min(1),
  currency: z.string(),
  currency_subunits: z.number().int(),
  number_of_freebets: z.number().int().min(1),
  issued_bonus_amount: MoneySchema.describe('Each freebet of the range'),
  claimed: z.boolean(),
});

/** A bet-count progress (amb). */
export const AmbProgressSchema = z
  .object({
    ...ProgrammeBase,
    type: z.literal('amb'),
    issue_to: z.enum(BONUS_TYPES),
    progress_count: z.number().int().min(0),
    possible_progress_count: z.number().int().min(0).describe('Open bets that will count once settled'),
    amb_ranges: z.array(AmbRangeSchema),
  })
  .meta({ id: 'AmbProgress' });
/** See {@link AmbProgressSchema}. */
export type AmbProgress = z.infer<typeof AmbProgressSchema>;

/**
 * GET /bonuses/huntings, /lootboxes, /tournaments and /freebets/amb: the spec's list filters. `locale`: the texts'
 * (the request's otherwise); `isAvailable`: true keeps the programmes running now (status active), false the
 * others; `status`: one programme status; `page` from 1 and `limit` (default 4, at most 100).
 */
export const ProgrammeListQuerySchema = bonusListFilters(PROGRAMME_STATUSES);
/** See {@link ProgrammeListQuerySchema}. */
export type ProgrammeListQuery = z.infer<typeof ProgrammeListQuerySchema>;

/** The lists: a page of one kind. */
export const HuntingListSchema = paginated(HuntingSchema).meta({ id: 'HuntingList' });
export const HuntingTournamentListSchema = paginated(HuntingTournamentSchema).meta({
  id: 'HuntingTournamentList',
});
export const AmbListSchema = paginated(AmbProgressSchema).meta({ id: 'AmbList' });

/** POST /bonuses/freebets/amb body: the amb whose reached ranges to claim. */
export const AmbClaimBodySchema = z.object({ id: queryText(100).min(1) });
/** POST /bonuses/{id}/boost body: the freebet one box of the lootbox `id` boosts. */
export const LootboxBoostBodySchema = z.object({ freebet_id: z.uuid() });

/** POST /bonuses/freebets/amb answer: the freebets issued (ids). */
export const ProgrammeClaimSchema = z
  .object({ issued: z.array(z.string()), count: z.number().int().min(0) })
  .meta({ id: 'ProgrammeClaim' });

/** `tournament_pool_changed` data, on every public channel. */
export const TournamentPoolChangedDataSchema = z
  .object({ id: z.string(), pool: MoneySchema, currency: z.string(), participants: z.number().int() })
  .meta({ id: 'TournamentPoolChangedData' });
/** See {@link TournamentPoolChangedDataSchema}. */
export type TournamentPoolChangedData = z.infer<typeof TournamentPoolChangedDataSchema>;
