/** Bodies of POST /api/v3/bets for the tests: selections of the fixture world, bets and whole requests. */
import type {
  BetType,
  DecimalOdds,
  Money,
  PlaceBetPayload,
  PlaceBetsRequest,
  PlaceSelectionPayload,
} from '@sportsbook/domain';
import { IDS } from '../builders/fixture-world.js';

/** A selection: match, market, line, outcome and the odds the bettor took. */
export const sel = (
  matchId: number,
  marketId: number,
  specifier: string,
  outcomeId: string,
  odds: number,
): PlaceSelectionPayload => ({
  match_id: matchId,
  market_id: marketId,
  specifier,
  outcome_id: outcomeId,
  odds: odds as DecimalOdds,
});

/** The same selection taken at other odds. */
export const at = (selection: PlaceSelectionPayload, odds: number): PlaceSelectionPayload => ({
  ...selection,
  odds: odds as DecimalOdds,
});

/** Prematch selections of the fixture (odds as the fixture prices them). */
export const PREMATCH = {
  norwichHome: sel(IDS.norwichDerby, 1, '', '1', 2.1),
  norwichOver: sel(IDS.norwichDerby, 18, 'total=2.5', '12', 1.95),
  valladolidHome: sel(IDS.valladolidZaragoza, 1, '', '1', 2.1),
  valladolidDraw: sel(IDS.valladolidZaragoza, 1, '', '2', 3.4),
  csHome: sel(IDS.csMatch, 186, '', '4', 1.5),
  /** The Premier League winner outright (Norwich's league, not Valladolid's). */
  premierWinnerA: sel(IDS.premierWinner, 534, '', 'a', 3.5),
};

/** A bet of `stake` minor units (the total: per line x lines for a system). */
export const bet = (
  selections: PlaceSelectionPayload[],
  stake: number,
  extra: Partial<PlaceBetPayload> = {},
  currency = 'EUR',
): PlaceBetPayload => ({
  bonus: null,
  stake: { value: stake as Money, currency },
  selections,
  ...extra,
});

/** A whole request. */
export const request = (bets: PlaceBetPayload[], type: BetType = 'single'): PlaceBetsRequest => ({
  meta: { device_id: 'test-device', quick: false, type },
  bets,
});
