/**
 * Parsers for query-string and path parameters. Query values arrive as strings (or arrays of strings when a key is
 * repeated); these turn them into numbers, booleans, dates and lists, and reject anything else with a message
 * that names the expected form. Lists take comma-separated values, repeated keys, or both: `id=1,2&id=3`.
 */
import { EventStatus, ownValue } from '@sportsbook/domain';
import { z } from 'zod';

const DIGITS = /^\d+$/;

/** The largest id or page number: ids are 32-bit integers in the database. */
export const MAX_ID = 2_147_483_647;

/** A non-negative integer written in decimal digits, within `min..max` (max defaults to {@link MAX_ID}). */
export function queryInt(min: number, max: number = MAX_ID) {
  return z
    .string()
    .regex(DIGITS, 'expected an integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * A positive id in a JSON body (match_id, market_id...): bounded like the path and query ids, to what the
 * database's 32-bit columns hold, so a larger one is a 400 rather than a failed statement.
 */
export const IdSchema = z.number().int().positive().max(MAX_ID);

/**
 * True when `s` can be stored as PostgreSQL text: no NUL (text cannot hold it) and no unpaired UTF-16 surrogate
 * (it has no UTF-8 encoding). The server refuses any such string of a request with 400 invalid_characters.
 */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A positive id in a path (`/matches/:id`). */
export const IdParamSchema = z.object({ id: queryInt(1).describe('Numeric id') });

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True when `s` has no control characters (a NUL byte cannot even be stored in PostgreSQL text). */
export const withoutControlCharacters = (s: string): boolean => !CONTROL.test(s);

/** Text without control characters, at most `max` characters. */
export function queryText(max: number) {
  return z
    .string()
    .max(max, `at most ${max} characters`)
    .refine(withoutControlCharacters, 'control characters are not allowed');
}

/** A boolean written as true/false or 1/0. */
export const queryBool = z
  .enum(['true', 'false', '1', '0'], 'expected true, false, 1 or 0')
  .transform((v) => v === 'true' || v === '1');

/** An ISO 8601 date-time with a zone (`2026-05-01T18:00:00Z`) or a date (`2026-05-01`, meaning 00:00 UTC). */
export const queryDateTime = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], 'expected an ISO 8601 date or date-time')
  .transform((s) => new Date(s));

const listInput = z.union([z.string(), z.array(z.string())], 'expected a comma-separated list');

/** Splits comma-separated values (and repeated keys) into a list of at most `max` items, each parsed by `item`. */
export function queryList<T extends z.ZodType<unknown, string>>(item: T, max = 500) {
  return listInput
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    )
    .pipe(z.array(item).min(1, 'expected at least one value').max(max, `expected at most ${max} values`));
}

/** A list of positive integer ids. */
export const queryIdList = queryList(queryInt(1));

/** Event status names accepted besides the numbers (spec: prematch 0, live 1 ... not covered 5). */
export const EVENT_STATUS_NAMES: Readonly<Record<string, EventStatus>> = {
  prematch: EventStatus.prematch,
  live: EventStatus.live,
  stopped: EventStatus.stopped,
  closed: EventStatus.closed,
  finished: EventStatus.finished,
  not_covered: EventStatus.notCovered,
};

/** One event status as a number (0-5) or a name (prematch, live, stopped, closed, finished, not_covered). */
export const eventStatusToken = z
  .string()
  .refine(
    (s) => ownValue(EVENT_STATUS_NAMES, s) !== undefined || /^[0-5]$/.test(s),
    'expected a status number 0-5 or prematch, live, stopped, closed, finished, not_covered',
  )
  .transform((s): EventStatus => ownValue(EVENT_STATUS_NAMES, s) ?? (Number(s) as EventStatus));

/** A list of event statuses (numbers or names). */
export const queryStatusList = queryList(eventStatusToken, 6);
