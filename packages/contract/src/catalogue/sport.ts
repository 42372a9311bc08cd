/** Sports, categories and tournaments (leagues): the catalogue tree above matches. */
import { z } from 'zod';
import { listOf } from '../common/pagination';
import { queryIdList } from '../common/query';
import { ProviderSchema, SportKindSchema, TournamentTypeSchema } from './enums';

/** A sport. Lower `priority` is shown first. */
export const SportSchema = z
  .object({
    id: z.number().int(),
    urn_id: z.string().describe('Provider URN, e.g. sr:sport:1'),
    key: z.string().describe('Stable key used in URLs, e.g. football'),
    name: z.string().describe('Name in the request locale'),
    priority: z.number().int().describe('Lower is shown first'),
    type: SportKindSchema,
    provider: ProviderSchema,
  })
  .meta({ id: 'Sport', description: 'A sport' });
/** See {@link SportSchema}. */
export type Sport = z.infer<typeof SportSchema>;

/** GET /sports answer. */
export const SportsResponseSchema = listOf(SportSchema).meta({ description: 'All sports, by priority' });
/** See {@link SportsResponseSchema}. */
export type SportsResponse = z.infer<typeof SportsResponseSchema>;

const SportRefSchema = SportSchema.pick({ id: true, key: true, name: true });

/** A category (usually a country) within a sport, with its sport's fields. */
export const CategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string().describe('Name in the request locale'),
    priority: z.number().int().describe('Lower is shown first'),
    country_code: z
      .string()
      .nullable()
      .describe('ISO 3166 code (GB-ENG for England); null for international'),
    type: SportKindSchema.describe("The sport's kind"),
    provider: ProviderSchema.describe("The sport's provider"),
    sport: SportRefSchema,
  })
  .meta({ id: 'Category', description: 'A category (usually a country) within a sport' });
/** See {@link CategorySchema}. */
export type Category = z.infer<typeof CategorySchema>;

/** GET /categories query: optional sport filter (an extension; the spec lists no parameters). */
export const CategoriesQuerySchema = z.object({
  sport_id: queryIdList.optional().describe('Only categories of these sports (comma-separated ids)'),
});
/** Parsed {@link CategoriesQuerySchema}. */
export type CategoriesQuery = z.output<typeof CategoriesQuerySchema>;

/** GET /categories answer. */
export const CategoriesResponseSchema = listOf(CategorySchema);
/** See {@link CategoriesResponseSchema}. */
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** A tournament (league). The outcome counts are those of its sport's main and secondary markets. */
export const TournamentSchema = z
  .object({
    id: z.number().int(),
    urn_id: z.string(),
    slug: z.string(),
    name: z.string().describe('Name in the request locale'),
    priority: z.number().int().describe('Lower is shown first'),
    type: TournamentTypeSchema,
    category: CategorySchema.pick({ id: true, slug: true, name: true, country_code: true }),
    sport: SportSchema.pick({ id: true, key: true, name: true, type: true }),
    main_market_outcomes_count: z.number().int().min(0),
    secondary_market_outcomes_count: z.number().int().min(0),
  })
  .meta({ id: 'Tournament', description: 'A tournament (league)' });
/** See {@link TournamentSchema}. */
export type Tournament = z.infer<typeof TournamentSchema>;

/** GET /tournaments query: optional sport and category filters (extensions; the spec lists none). */
export const TournamentsQuerySchema = z.object({
  sport_id: queryIdList.optional().describe('Only tournaments of these sports'),
  category_id: queryIdList.optional().describe('Only tournaments of these categories'),
});
/** Parsed {@link TournamentsQuerySchema}. */
export type TournamentsQuery = z.output<typeof TournamentsQuerySchema>;

/** GET /tournaments answer. */
export const TournamentsResponseSchema = listOf(TournamentSchema);
/** See {@link TournamentsResponseSchema}. */
export type TournamentsResponse = z.infer<typeof TournamentsResponseSchema>;
