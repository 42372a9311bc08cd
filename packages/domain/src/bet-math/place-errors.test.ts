import { describe, expect, it } from 'vitest';
import { makeBet, makeSelection, makeSelections } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import {
  isWrongOddsMessage,
  mapPlaceError,
  PLACE_ERROR_MESSAGES,
  RISK_VALIDATION_ODDS_MESSAGES,
} from './place-errors';

const single = (matchId: number) => makeBet({ selections: [makeSelection({ matchId })] });

describe('mapPlaceError', () => {
  it('names code 101 invalid odds and flags the odds', () => {
    const { error } = mapPlaceError(deepFreeze({ code: 101, localized_message: 'Bad odds' }), []);
    expect(error).toEqual({
      message: 'error.place_bets.invalid_odds',
      details: null,
      wrongOdds: true,
      code: 101,
    });
  });

  it('names code 120 invalid custom-bet odds and flags the odds', () => {
    const { error } = mapPlaceError({ code: 120 }, []);
    expect(error.message).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(error.wrongOdds).toBe(true);
  });

  it('names code 118 municipality not found, without an odds flag', () => {
    const { error } = mapPlaceError({ code: 118, details: 'no municipality' }, []);
    expect(error).toEqual({
      message: 'error.place_bets.municipality_not_found',
      details: 'no municipality',
      wrongOdds: false,
      code: 118,
    });
  });

  it("uses the server's localized message for any other code", () => {
    expect(mapPlaceError({ code: 400, localized_message: 'Limit reached' }, []).error.message).toBe(
      'Limit reached',
    );
  });

  it('falls back to the default message without a localized one', () => {
    expect(mapPlaceError({ code: 400 }, []).error.message).toBe(PLACE_ERROR_MESSAGES.default);
    expect(mapPlaceError({ code: 400, localized_message: '' }, []).error.message).toBe(
      PLACE_ERROR_MESSAGES.default,
    );
    expect(mapPlaceError({}, []).error).toEqual({
      message: PLACE_ERROR_MESSAGES.default,
      details: null,
      wrongOdds: false,
      code: null,
    });
  });

  it('flags the odds for a risk-validation odds message', () => {
    for (const message of RISK_VALIDATION_ODDS_MESSAGES) {
      expect(mapPlaceError({ code: 400, message }, []).error.wrongOdds).toBe(true);
    }
    expect(
      mapPlaceError({ code: 400, message: 'error.risk_validation.stake_too_high' }, []).error.wrongOdds,
    ).toBe(false);
  });

  it('flags the odds for a risk-validation odds message given for one bet', () => {
    const res = { code: 400, errors_by_bet: { '1/1//1': ['error.risk_validation.odds_to_low'] } };
    expect(mapPlaceError(res, [single(1)]).error.wrongOdds).toBe(true);
  });

  it('gives each single its messages by selection id', () => {
    const bets = deepFreeze([single(1), single(2), single(3)]);
    const res = deepFreeze({
      code: 400,
      errors_by_bet: { '1/1//1': 'Stake too high', '3/1//1': ['Market closed', 'Try again'] },
    });
    expect(mapPlaceError(res, bets).messagesByBet).toEqual([
      ['Stake too high'],
      [],
      ['Market closed', 'Try again'],
    ]);
  });

  it('gives no per-bet messages unless all bets are singles', () => {
    const bets = [single(1), makeBet({ betType: 'combo', selections: makeSelections(2) })];
    expect(
      mapPlaceError({ code: 400, errors_by_bet: { '1/1//1': 'Stake too high' } }, bets).messagesByBet,
    ).toEqual([[], []]);
  });

  it('ignores keys that only exist on the prototype and bets without selections', () => {
    const bets = [
      makeBet({ selections: [makeSelection({ id: 'constructor' })] }),
      makeBet({ selections: [] }),
    ];
    expect(mapPlaceError({ code: 400 }, bets).messagesByBet).toEqual([[], []]);
  });
});

describe('isWrongOddsMessage', () => {
  it('recognises each risk-validation odds message exactly', () => {
    expect(RISK_VALIDATION_ODDS_MESSAGES.every(isWrongOddsMessage)).toBe(true);
    expect(isWrongOddsMessage('error.risk_validation.odds_to_low ')).toBe(false);
    expect(isWrongOddsMessage('')).toBe(false);
  });
});
