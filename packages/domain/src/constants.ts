/**
 * Every constant the domain uses, each with the reason for its value. Values the spec names are marked "spec";
 * values the spec hides are ours and say why.
 */

/** Odds carry 3 fraction digits (1/1000): enough for American and fractional conversions without visible drift. */
export const ODDS_DECIMALS = 3;
/** Decimal multiplier of the odds scale (10 ** ODDS_DECIMALS). */
export const ODDS_SCALE = 1000;

/** spec: fetch-all, bets-list and markets pages hold 500 rows. */
export const PAGE_SIZE = 500;
/** Default number of matches per page of a list: a screenful on desktop without a second request. */
export const DEFAULT_MATCHES_LIMIT = 50;

/** spec: search queries are 3 to 50 characters. */
export const SEARCH_MIN_LENGTH = 3;
/** spec: search queries are 3 to 50 characters. */
export const SEARCH_MAX_LENGTH = 50;

/** spec: above 40 selections the slip clamps. */
export const SELECTIONS_CLAMP_ABOVE = 40;
/** The slip keeps at most this many selections; 40 is the spec's threshold, so that is what is kept. */
export const MAX_SELECTIONS = 40;

/** A system bet has at most this many selections: C(8,4)=70 lines is as many as a bettor can read. */
export const MAX_SYSTEM_SELECTIONS = 8;
/** Maximum win of one bet in major units of its currency: a common operator cap for a mid-size book. */
export const MAX_WIN_MAJOR_UNITS = 1_000_000;

/** spec: a subcurrency is used when the amount is below 100 x subunits. */
export const SUBCURRENCY_THRESHOLD = 100;
/** spec: currency formatting allows up to 10 fraction digits. */
export const MAX_FRACTION_DIGITS = 10;

/** spec: default stake presets when settings do not give any, in major units. */
export const DEFAULT_STAKE_PRESETS_MAJOR = [5, 10, 25, 50] as const;

/** spec: place-bet error codes. */
export const PLACE_ERROR_CODE = {
  invalidOdds: 101,
  municipalityNotFound: 118,
  invalidOddsCustomBet: 120,
} as const;

/** spec: lootbox bonuses get a fixed odds constant; 1 means the lootbox adds nothing to the price. */
export const LOOTBOX_BONUS_ODDS = 1;

// bet-math (no-profit check)
/** spec §5 "per fiat rounding": stake and potential win are compared at 2 fraction digits of the major unit. */
export const FIAT_ROUNDING_DIGITS = 2;

// odds/format-odds (odds display)
/** Asian formats (hongkong, indonesian, malaysian) show 2 decimals, as Asian books print them. */
export const ODDS_DISPLAY_DECIMALS = 2;
/** Implied percent shows at most 1 decimal: "33.3%" is as precise as a bettor reads a probability. */
export const PERCENT_DISPLAY_DECIMALS = 1;
/** British fractional 1/1 is printed "EVS", the abbreviation UK bookmakers put on their boards and coupons. */
export const EVENS_LABEL = 'EVS';

// money/format-money (money display)
/** spec: locale fallback ends at en; formatting uses it when none is given so output never depends on the host. */
export const FALLBACK_LOCALE = 'en';
