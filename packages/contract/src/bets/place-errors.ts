/**
 * How POST /api/v3/bets refuses (spec core-betting §8): HTTP 422 with a numeric `code`, the slip's translation key
 * as `message`, an English `localized_message`, and `errors_by_bet` keyed by selection id when every bet is a
 * single. The domain's `mapPlaceError` reads this body as is. 101, 118 and 120 are the spec's numbers; the others
 * are ours and fall under the slip's 'error.place_bets.default' with the localized message shown.
 */
import { PLACE_ERROR_CODE, PLACE_ERROR_MESSAGES } from '@sportsbook/domain';
import { z } from 'zod';

/** Every refusal of a place request: its numeric code, translation key and English text. */
export const PLACE_ERRORS = {
  invalidOdds: {
    code: PLACE_ERROR_CODE.invalidOdds,
    message: PLACE_ERROR_MESSAGES.invalidOdds,
    text: 'The odds have changed',
  },
  invalidOddsCustomBet: {
    code: PLACE_ERROR_CODE.invalidOddsCustomBet,
    message: PLACE_ERROR_MESSAGES.invalidOddsCustomBet,
    text: 'The bet builder price has changed',
  },
  suspended: { code: 102, message: 'error.place_bets.suspended', text: 'A selection is suspended' },
  notAvailable: {
    code: 103,
    message: 'error.place_bets.not_available',
    text: 'A selection cannot be bet on any more',
  },
  unknownSelection: {
    code: 104,
    message: 'error.place_bets.unknown_selection',
    text: 'A selection does not exist',
  },
  stakeTooLow: {
    code: 105,
    message: 'error.place_bets.stake_too_low',
    text: 'The stake is below the minimum',
  },
  stakeTooHigh: {
    code: 106,
    message: 'error.place_bets.stake_too_high',
    text: 'The stake is above the maximum',
  },
  maxWin: { code: 107, message: 'error.place_bets.max_win', text: 'The potential win is above the maximum' },
  invalidBet: {
    code: 108,
    message: 'error.place_bets.invalid_bet',
    text: 'These selections cannot be combined in one bet',
  },
  insufficientFunds: {
    code: 109,
    message: 'error.place_bets.insufficient_funds',
    text: 'The balance is too low for this stake',
  },
  currency: {
    code: 110,
    message: 'error.place_bets.currency',
    text: "The stake is not in the player's currency",
  },
  bonus: { code: 111, message: 'error.place_bets.bonus', text: 'This bonus cannot be used' },
  limitExceeded: {
    code: 113,
    message: 'error.place_bets.limit_exceeded',
    text: 'One of your bet, wager or loss limits does not allow this stake',
  },
  noProfit: {
    code: 112,
    message: 'error.potential_win.equal_or_less',
    text: 'The potential win is not above the stake',
  },
} as const;
/** One of the keys of {@link PLACE_ERRORS}. */
export type PlaceErrorKind = keyof typeof PLACE_ERRORS;

/** A per-selection risk-validation message (the slip's wrong-odds messages) or another refusal's message. */
export const RISK_MESSAGES = {
  /** The bettor's price is above the book's: the book will not pay more than it offers. */
  oddsHigher: 'error.risk_validation.odds_higher_than_bookmakers',
  /** The price moved and the bettor's setting does not accept the move. */
  oddsDifferent: 'error.risk_validation.odds_different_than_bookmaker',
} as const;

/** The body of a refused place request. */
export const PlaceErrorBodySchema = z
  .object({
    code: z
      .number()
      .int()
      .describe('101 invalid odds, 120 invalid custom-bet odds, 102-112 see PLACE_ERRORS'),
    message: z.string().describe('Translation key of the slip'),
    localized_message: z.string().optional().describe('English text, shown for codes the slip does not name'),
    details: z.string().optional().describe('Which rule failed, for support'),
    errors_by_bet: z
      .record(z.string(), z.union([z.string(), z.array(z.string())]))
      .optional()
      .describe('Per selection id (match/market/specifier/outcome), when every bet is a single'),
  })
  .meta({ id: 'PlaceErrorBody', description: 'Why bets were not placed' });
/** See {@link PlaceErrorBodySchema}. */
export type PlaceErrorBody = z.infer<typeof PlaceErrorBodySchema>;
