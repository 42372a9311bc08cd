/** A match (or outright) as the sportsbook API answers it, with its live state. */
import { z } from 'zod';
import { EventStatusSchema, EventTypeSchema, ProviderSchema } from './enums';
import { MarketSchema } from './market';
import { CategorySchema, SportSchema, TournamentSchema } from './sport';

/** The match clock. Times are seconds; `clock_updated_at` is epoch ms, so a client can run the clock on. */
export const MatchClockSchema = z
  .object({
    match_time: z.number().nullable(),
    stoppage_time: z.number().nullable(),
    stoppage_time_announced: z.number().nullable(),
    remaining_time: z.number().nullable(),
    remaining_time_in_period: z.number().nullable(),
    stopped: z.boolean(),
    clock_updated_at: z.number().int(),
  })
  .meta({ id: 'MatchClock', description: 'The match clock' });

/** A home/away score pair. */
export const ScorePairSchema = z
  .object({ home: z.number().int(), away: z.number().int() })
  .meta({ id: 'ScorePair', description: 'Home and away score' });

/** The score of one period. */
export const PeriodScoreSchema = z
  .object({
    home: z.number().int(),
    away: z.number().int(),
    period_key: z.string(),
    period_name: z.string(),
    number: z.number().int(),
    type: z.enum(['regular_period', 'overtime', 'penalties']),
  })
  .meta({ id: 'PeriodScore', description: 'Score of one period' });

/** A competitor: its name and a logo URL (null when it has none). */
export const CompetitorSchema = z
  .object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() })
  .meta({ id: 'Competitor', description: 'A competitor of a match' });
/** See {@link CompetitorSchema}. */
export type Competitor = z.infer<typeof CompetitorSchema>;

/**
 * A match or outright. Beyond the domain's Match it carries `name` (home - away, or the outright's name),
 * `end_date` (outrights: when it is decided) and `version`; `home` and `away` are null for outrights, which have
 * no two sides.
 */
export const MatchSchema = z
  .object({
    id: z.number().int(),
    urn_id: z.string(),
    slug: z.string(),
    type: EventTypeSchema,
    name: z
      .string()
      .describe('"Home - Away" for a match, the outright name for an outright (request locale)'),
    tournament: TournamentSchema.pick({ id: true, slug: true, name: true }),
    category: CategorySchema.pick({ id: true, slug: true, name: true, country_code: true }),
    sport: SportSchema.pick({ id: true, key: true, name: true, type: true }),
    home: CompetitorSchema.nullable().describe('Null for outrights'),
    away: CompetitorSchema.nullable().describe('Null for outrights'),
    stadium: z.string().nullable(),
    city: z.string().nullable(),
    status: EventStatusSchema,
    isLive: z.boolean().describe('status is live'),
    isFinished: z.boolean().describe('status is finished or closed'),
    stage: z.string().nullable().describe('Current stage or period label, e.g. 2nd half'),
    start_time: z.iso.datetime().describe('ISO 8601, UTC'),
    end_date: z.iso
      .datetime()
      .nullable()
      .describe('Outrights: when the outright is decided; null for matches'),
    clock: MatchClockSchema.nullable(),
    total_score: ScorePairSchema.nullable(),
    game_score: ScorePairSchema.nullable(),
    current_server: z.enum(['home', 'away']).nullable(),
    period_score: z.array(PeriodScoreSchema),
    max_period_number: z.number().int().nullable(),
    available_markets: z.number().int().min(0).describe('Markets open or suspended (status 1 or -1)'),
    main_market: MarketSchema.nullable().describe(
      'Best market of the "main" group: lowest priority, most balanced line',
    ),
    secondary_market: MarketSchema.nullable().describe('Best market outside the "main" group, same ordering'),
    top_markets: z.number().int().min(0).describe('Markets of the "main" group open or suspended'),
    has_video: z.boolean(),
    provider: ProviderSchema,
    is_provider_stats_available: z.boolean().describe('Statistics exist (betradar matches only)'),
    version: z.number().int().min(1).describe('Grows by one on each change of the match (not its markets)'),
  })
  .meta({ id: 'Match', description: 'A match or outright' });
/** See {@link MatchSchema}. */
export type Match = z.infer<typeof MatchSchema>;

/** The live fields of a match: what a `match_changed` realtime event carries. */
export const MatchLiveStateSchema = MatchSchema.pick({
  status: true,
  isLive: true,
  isFinished: true,
  stage: true,
  start_time: true,
  clock: true,
  total_score: true,
  game_score: true,
  current_server: true,
  period_score: true,
  max_period_number: true,
  has_video: true,
}).meta({ id: 'MatchLiveState', description: 'The live fields of a match' });
/** See {@link MatchLiveStateSchema}. */
export type MatchLiveState = z.infer<typeof MatchLiveStateSchema>;
