/**
 * What a failed POST /bets means for the slip (spec §8): the slip's error message, whether the failure was about the
 * price (the slip then refreshes odds for the bettor to accept) and the per-bet messages.
 */
import { PLACE_ERROR_CODE } from '../constants';
import type { TicketEntry, TicketError } from '../ticket/types';

/** The error body of a failed place request. */
export interface PlaceErrorResponse {
  code?: number;
  message?: string;
  localized_message?: string;
  details?: string;
  /** Per-bet messages keyed by selection id (filled when the bets are singles). */
  errors_by_bet?: Record<string, string | string[]>;
}

/** Translation keys of the place errors the slip names itself. */
export const PLACE_ERROR_MESSAGES = {
  invalidOdds: 'error.place_bets.invalid_odds',
  invalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  municipalityNotFound: 'error.place_bets.municipality_not_found',
  default: 'error.place_bets.default',
} as const;

/** Risk-validation messages that mean the price was wrong, so the bettor must look at the odds again. */
export const RISK_VALIDATION_ODDS_MESSAGES = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const;

/** True when `m` is one of {@link RISK_VALIDATION_ODDS_MESSAGES} (exact match). */
export function isWrongOddsMessage(m: string): boolean {
  return (RISK_VALIDATION_ODDS_MESSAGES as readonly string[]).includes(m);
}

const MESSAGE_BY_CODE: Record<number, string> = {
  [PLACE_ERROR_CODE.invalidOdds]: PLACE_ERROR_MESSAGES.invalidOdds,
  [PLACE_ERROR_CODE.invalidOddsCustomBet]: PLACE_ERROR_MESSAGES.invalidOddsCustomBet,
  [PLACE_ERROR_CODE.municipalityNotFound]: PLACE_ERROR_MESSAGES.municipalityNotFound,
};

const WRONG_ODDS_CODES: readonly number[] = [
  PLACE_ERROR_CODE.invalidOdds,
  PLACE_ERROR_CODE.invalidOddsCustomBet,
];

function asList(value: string | string[]): string[] {
  return typeof value === 'string' ? [value] : [...value];
}

/**
 * The slip's error for a failed place (spec §8) and each bet's messages.
 *
 * - message: 101 gives 'error.place_bets.invalid_odds', 120 'error.place_bets.invalid_odds_custom_bet', 118
 *   'error.place_bets.municipality_not_found'; any other code (or none) the server's `localized_message` when
 *   present and not empty, else 'error.place_bets.default';
 * - wrongOdds: code 101 or 120, or a risk-validation odds message ({@link isWrongOddsMessage}) as the response's
 *   `message` or as any per-bet message in `errors_by_bet`;
 * - details: the response's `details`, else null; code: the response's code, else null;
 * - messagesByBet: one list per bet of `bets` (the bets that were sent, in order). When all of them are singles,
 *   bet i gets `errors_by_bet[its selection id]` (a lone string becomes a list of one); otherwise, and for a bet
 *   without an entry, an empty list.
 */
export function mapPlaceError(
  res: PlaceErrorResponse,
  bets: TicketEntry[],
): { error: TicketError; messagesByBet: string[][] } {
  const code = res.code ?? null;
  const byCode = code === null ? undefined : MESSAGE_BY_CODE[code];
  const message = byCode ?? (res.localized_message || PLACE_ERROR_MESSAGES.default);
  const byBet = res.errors_by_bet ?? {};
  const betMessages = Object.values(byBet).flatMap(asList);
  const wrongOdds =
    (code !== null && WRONG_ODDS_CODES.includes(code)) ||
    isWrongOddsMessage(res.message ?? '') ||
    betMessages.some(isWrongOddsMessage);
  const allSingles = bets.every((b) => b.betType === 'single');
  const messagesByBet = bets.map((bet) => {
    const id = bet.selections[0]?.id;
    // hasOwn: a selection id must never read an inherited property such as "constructor".
    const entry = allSingles && id !== undefined && Object.hasOwn(byBet, id) ? byBet[id] : undefined;
    return entry === undefined ? [] : asList(entry);
  });
  return { error: { message, details: res.details ?? null, wrongOdds, code }, messagesByBet };
}
