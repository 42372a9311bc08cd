/**
 * Reading a realtime catalogue publication (`{type, data}`) without zod: the contract's CatalogueEventSchema as
 * readers of lib/read-json.ts, field for field. Every list and match page parses publications from its first
 * seconds on; with zod that meant loading and evaluating zod and every contract schema (~50 KiB gzip) on each
 * of them. `catalogue-event.test.ts` checks, on random and mutated publications, that this reader accepts exactly
 * what the contract's schema accepts and reads the same value.
 */
import type { CatalogueEvent } from '@sportsbook/contract';
import { EventStatus, MarketStatus, PROVIDERS } from '@sportsbook/domain';
import {
  array,
  boolean,
  decimalOdds,
  INVALID,
  integer,
  matching,
  nullable,
  number,
  object,
  oneOf,
  type Reader,
  string,
} from '../read-json';

/** zod's `z.iso.datetime()`: a calendar date, `T`, a time with seconds and optional fraction, then `Z`. */
export const ISO_DATETIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;

const int = integer();
const scorePair = object({ home: int, away: int });

const liveState = object({
  status: oneOf(Object.values(EventStatus)),
  isLive: boolean,
  isFinished: boolean,
  stage: nullable(string()),
  start_time: matching(ISO_DATETIME),
  clock: nullable(
    object({
      match_time: nullable(number()),
      stoppage_time: nullable(number()),
      stoppage_time_announced: nullable(number()),
      remaining_time: nullable(number()),
      remaining_time_in_period: nullable(number()),
      stopped: boolean,
      clock_updated_at: int,
    }),
  ),
  total_score: nullable(scorePair),
  game_score: nullable(scorePair),
  current_server: nullable(oneOf(['home', 'away'] as const)),
  period_score: array(
    object({
      home: int,
      away: int,
      period_key: string(),
      period_name: string(),
      number: int,
      type: oneOf(['regular_period', 'overtime', 'penalties'] as const),
    }),
  ),
  max_period_number: nullable(int),
  has_video: boolean,
});

const marketUpdate = object({
  id: int,
  specifier: string(),
  status: oneOf(Object.values(MarketStatus)),
  version: integer((n) => n >= 1),
  outcomes: array(object({ id: string(), active: boolean, odds: decimalOdds })),
});

/** One reader per event type; catalogue-event.test.ts checks each reads exactly the contract's type. */
export const CATALOGUE_EVENT_READERS = {
  match_changed: object({ match_id: int, version: integer((n) => n >= 1), match: liveState }),
  markets_changed: object({ match_id: int, markets: array(marketUpdate) }),
  match_status_changed: object({
    match_id: int,
    status: oneOf(Object.values(EventStatus)),
    isLive: boolean,
    isFinished: boolean,
  }),
  provider_status_changed: object({ provider: oneOf(PROVIDERS), enabled: boolean }),
} satisfies Record<CatalogueEvent['type'], Reader<unknown>>;
const DATA: Record<CatalogueEvent['type'], Reader<unknown>> = CATALOGUE_EVENT_READERS;

/** The catalogue event a publication is, or null when it is none (an unknown type, a malformed payload). */
export function readCatalogueEvent(publication: unknown): CatalogueEvent | null {
  if (typeof publication !== 'object' || publication === null || Array.isArray(publication)) return null;
  const { type, data } = publication as { type?: unknown; data?: unknown };
  if (typeof type !== 'string' || !Object.hasOwn(DATA, type)) return null;
  const read = DATA[type as CatalogueEvent['type']](data);
  return read === INVALID ? null : ({ type, data: read } as CatalogueEvent);
}
