/**
 * Realtime events of the catalogue, published on match:{id} and on every public:{locale}. Every publication is
 * the envelope `{type, data}` of the realtime hub (apps/server/src/realtime); these schemas give `data` its
 * shape per `type`. Payloads carry ids, statuses, odds and live state but no names, so one payload serves every
 * locale; a client that meets a market it has not listed refetches GET /matches/:id/markets.
 */
import { z } from 'zod';
import { EventStatusSchema, MarketStatusSchema, ProviderSchema } from '../catalogue/enums';
import { MatchLiveStateSchema } from '../catalogue/match';
import { DecimalOddsSchema } from '../common/units';

/** `match_changed` data: the new live state of a match (clock, score, stage, status...). */
export const MatchChangedDataSchema = z
  .object({
    match_id: z.number().int(),
    version: z.number().int().min(1).describe("The match's version after the change"),
    match: MatchLiveStateSchema,
  })
  .meta({ id: 'MatchChangedData', description: 'The live state of a match changed' });
/** See {@link MatchChangedDataSchema}. */
export type MatchChangedData = z.infer<typeof MatchChangedDataSchema>;

/** What changed in one market: status and odds, with the market's new version. */
export const MarketUpdateSchema = z
  .object({
    id: z.number().int().describe('Market type id'),
    specifier: z.string(),
    status: MarketStatusSchema,
    version: z.number().int().min(1),
    outcomes: z.array(z.object({ id: z.string(), active: z.boolean(), odds: DecimalOddsSchema })),
  })
  .meta({ id: 'MarketUpdate', description: 'New status and odds of one market' });
/** See {@link MarketUpdateSchema}. */
export type MarketUpdate = z.infer<typeof MarketUpdateSchema>;

/** `markets_changed` data: the changed markets of one match (odds, statuses, new lines), only those. */
export const MarketsChangedDataSchema = z
  .object({ match_id: z.number().int(), markets: z.array(MarketUpdateSchema) })
  .meta({ id: 'MarketsChangedData', description: 'Markets of a match changed' });
/** See {@link MarketsChangedDataSchema}. */
export type MarketsChangedData = z.infer<typeof MarketsChangedDataSchema>;

/** `match_status_changed` data: a match moved to another status (prematch to live, live to finished...). */
export const MatchStatusChangedDataSchema = z
  .object({
    match_id: z.number().int(),
    status: EventStatusSchema,
    isLive: z.boolean(),
    isFinished: z.boolean(),
  })
  .meta({ id: 'MatchStatusChangedData', description: 'A match changed status' });
/** See {@link MatchStatusChangedDataSchema}. */
export type MatchStatusChangedData = z.infer<typeof MatchStatusChangedDataSchema>;

/** `provider_status_changed` data: a provider was switched on or off; its selections are then unavailable. */
export const ProviderStatusChangedDataSchema = z
  .object({ provider: ProviderSchema, enabled: z.boolean() })
  .meta({ id: 'ProviderStatusChangedData', description: 'A provider was switched on or off' });
/** See {@link ProviderStatusChangedDataSchema}. */
export type ProviderStatusChangedData = z.infer<typeof ProviderStatusChangedDataSchema>;

/** A `match_changed` publication. */
export const MatchChangedEventSchema = z.object({
  type: z.literal('match_changed'),
  data: MatchChangedDataSchema,
});
/** A `markets_changed` publication. */
export const MarketsChangedEventSchema = z.object({
  type: z.literal('markets_changed'),
  data: MarketsChangedDataSchema,
});
/** A `match_status_changed` publication. */
export const MatchStatusChangedEventSchema = z.object({
  type: z.literal('match_status_changed'),
  data: MatchStatusChangedDataSchema,
});
/** A `provider_status_changed` publication. */
export const ProviderStatusChangedEventSchema = z.object({
  type: z.literal('provider_status_changed'),
  data: ProviderStatusChangedDataSchema,
});

/** Any catalogue publication `{type, data}`, told apart by `type`; parse incoming messages with it. */
export const CatalogueEventSchema = z.discriminatedUnion('type', [
  MatchChangedEventSchema,
  MarketsChangedEventSchema,
  MatchStatusChangedEventSchema,
  ProviderStatusChangedEventSchema,
]);
/** See {@link CatalogueEventSchema}. */
export type CatalogueEvent = z.infer<typeof CatalogueEventSchema>;
