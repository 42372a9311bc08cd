/**
 * A refused place request as the slip reads it (spec §8): the most telling failure decides the code and message,
 * and when every bet is a single each failed selection gets its message in `errors_by_bet`.
 */
import { PLACE_ERRORS, type PlaceErrorBody, type PlaceErrorKind } from '@sportsbook/contract';
import type { Failure } from './check-bets.js';

/**
 * Which failure names the refusal when there are several: what the bettor cannot fix by accepting new odds
 * first, then unavailable selections, then prices, then amounts.
 */
const PRIORITY: readonly PlaceErrorKind[] = [
  'currency',
  'bonus',
  'invalidBet',
  'unknownSelection',
  'notAvailable',
  'suspended',
  'invalidOddsCustomBet',
  'invalidOdds',
  'insufficientFunds',
  'limitExceeded',
  'stakeTooLow',
  'stakeTooHigh',
  'maxWin',
  'noProfit',
];

/** Thrown inside the placing transaction to roll it back and answer 422 with `body`. */
export class PlaceError extends Error {
  readonly body: PlaceErrorBody;
  constructor(body: PlaceErrorBody) {
    super(body.localized_message ?? body.message);
    this.name = 'PlaceError';
    this.body = body;
  }
}

/** The answer for `failures` of a request whose bets are all singles or not (`allSingles`). */
export function placeErrorBody(failures: readonly Failure[], allSingles: boolean): PlaceErrorBody {
  const rank = (f: Failure) => PRIORITY.indexOf(f.kind);
  const top = [...failures].sort((a, b) => rank(a) - rank(b))[0];
  const kind = top?.kind ?? 'invalidBet';
  const { code, message, text } = PLACE_ERRORS[kind];
  const body: PlaceErrorBody = { code, message, localized_message: text, details: top?.detail ?? kind };
  if (!allSingles) return body;
  const byBet: Record<string, string[]> = {};
  for (const f of failures) {
    if (f.selectionId === undefined) continue;
    const list = byBet[f.selectionId] ?? [];
    list.push(f.message ?? PLACE_ERRORS[f.kind].message);
    byBet[f.selectionId] = list;
  }
  if (Object.keys(byBet).length > 0) body.errors_by_bet = byBet;
  return body;
}

/** A refusal of one kind for the whole request (no selection to blame). */
export function placeError(kind: PlaceErrorKind, detail: string): PlaceError {
  return new PlaceError(placeErrorBody([{ kind, bet: 0, detail }], false));
}
