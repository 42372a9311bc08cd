import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsArb } from '../test-support/arbitraries';
import { odds } from '../test-support/builders';
import type { ComboboostRange } from '../types/bonus';
import {
  type BonusBetFacts,
  type BonusConditions,
  type BonusSelectionFacts,
  comboboostMisfit,
  comboboostRangeFor,
  freebetMisfit,
  nextComboboostRange,
  suitableSelections,
} from './bonus-conditions';

const conditions = (over: Partial<BonusConditions> = {}): BonusConditions => ({
  min_odds: null,
  max_odds: null,
  selection_count_from: null,
  selection_count_to: null,
  match_status: 'any',
  event_conditions: {},
  only_verified: false,
  country_codes: [],
  ...over,
});

const leg = (over: Partial<BonusSelectionFacts> = {}): BonusSelectionFacts => ({
  matchId: 1,
  sport: 'football',
  sportType: 'sports',
  categoryId: 10,
  tournamentId: 100,
  odds: odds(1.5),
  live: false,
  ...over,
});

const bet = (selections: BonusSelectionFacts[], over: Partial<BonusBetFacts> = {}): BonusBetFacts => ({
  type: 'freebet',
  betType: selections.length > 1 ? 'combo' : 'single',
  selections,
  country: 'ES',
  verified: true,
  ...over,
});

const RANGES: ComboboostRange[] = [
  { min_count: 3, max_count: 3, bonus_odds: odds(1.05) },
  { min_count: 4, max_count: 4, bonus_odds: odds(1.1) },
  { min_count: 5, max_count: 20, bonus_odds: odds(1.2) },
];

describe('freebetMisfit', () => {
  it('fits a plain single', () => {
    expect(freebetMisfit(conditions(), bet([leg()]))).toBeNull();
  });

  it('bounds the total odds by min_odds and max_odds', () => {
    const c = conditions({ min_odds: odds(2), max_odds: odds(5) });
    expect(freebetMisfit(c, bet([leg({ odds: odds(1.5) })]))).toBe('bonus_min_odds');
    expect(
      freebetMisfit(c, bet([leg({ odds: odds(1.5) }), leg({ matchId: 2, odds: odds(1.5) })])),
    ).toBeNull();
    expect(freebetMisfit(c, bet([leg({ odds: odds(6) })]))).toBe('bonus_max_odds');
  });

  it('checks the selection count, the match status and the events', () => {
    expect(freebetMisfit(conditions({ selection_count_from: 2 }), bet([leg()]))).toBe(
      'bonus_selection_count',
    );
    expect(freebetMisfit(conditions({ selection_count_to: 1 }), bet([leg(), leg({ matchId: 2 })]))).toBe(
      'bonus_selection_count',
    );
    expect(freebetMisfit(conditions({ match_status: 'prematch' }), bet([leg({ live: true })]))).toBe(
      'bonus_match_status',
    );
    expect(freebetMisfit(conditions({ match_status: 'live' }), bet([leg({ live: true })]))).toBeNull();
    expect(freebetMisfit(conditions({ event_conditions: { sport: ['tennis'] } }), bet([leg()]))).toBe(
      'bonus_event',
    );
    expect(
      freebetMisfit(conditions({ event_conditions: { tournament: [100], event: [1] } }), bet([leg()])),
    ).toBeNull();
    expect(freebetMisfit(conditions({ event_conditions: { category: [11] } }), bet([leg()]))).toBe(
      'bonus_event',
    );
    expect(
      freebetMisfit(conditions({ event_conditions: { category: [10] } }), bet([leg({ categoryId: null })])),
    ).toBe('bonus_event');
  });

  it('checks the player and the bet type', () => {
    expect(freebetMisfit(conditions({ country_codes: ['PT'] }), bet([leg()]))).toBe('bonus_country');
    expect(freebetMisfit(conditions({ country_codes: ['ES'] }), bet([leg()], { country: null }))).toBe(
      'bonus_country',
    );
    expect(freebetMisfit(conditions({ only_verified: true }), bet([leg()], { verified: false }))).toBe(
      'bonus_unverified',
    );
    expect(freebetMisfit(conditions(), bet([leg()], { betType: 'system' }))).toBe('bonus_bet_type');
  });
});

describe('comboboost', () => {
  it('counts only suitable selections towards the ranges', () => {
    const c = conditions({ min_odds: odds(1.3), event_conditions: { sport: ['football'] } });
    const legs = [
      leg({ matchId: 1 }),
      leg({ matchId: 2, odds: odds(1.2) }),
      leg({ matchId: 3, sport: 'tennis' }),
      leg({ matchId: 4 }),
    ];
    expect(suitableSelections(c, legs).map((s) => s.matchId)).toEqual([1, 4]);
    expect(comboboostMisfit(c, RANGES, bet(legs, { type: 'comboboost' }))).toBe('bonus_no_range');
    const five = [1, 2, 3, 4, 5].map((matchId) => leg({ matchId }));
    expect(comboboostMisfit(c, RANGES, bet(five, { type: 'comboboost' }))).toBeNull();
    expect(comboboostMisfit(c, RANGES, bet([leg()], { type: 'comboboost' }))).toBe('bonus_bet_type');
    expect(
      comboboostMisfit(conditions({ only_verified: true }), RANGES, bet(five, { verified: false })),
    ).toBe('bonus_unverified');
    expect(comboboostMisfit(conditions({ selection_count_to: 4 }), RANGES, bet(five))).toBe(
      'bonus_selection_count',
    );
  });

  it('finds the active and the next range', () => {
    expect(comboboostRangeFor(RANGES, 2)).toBeNull();
    expect(comboboostRangeFor(RANGES, 4)?.bonus_odds).toBe(1.1);
    expect(comboboostRangeFor(RANGES, 9)?.bonus_odds).toBe(1.2);
    expect(nextComboboostRange(RANGES, 2)).toEqual({ range: RANGES[1 - 1], missing: 1 });
    expect(nextComboboostRange(RANGES, 3)).toEqual({ range: RANGES[1], missing: 1 });
    expect(nextComboboostRange(RANGES, 1)?.missing).toBe(2);
    expect(nextComboboostRange(RANGES, 5)).toBeNull();
  });

  it('never counts more suitable selections than the bet holds, and only ones at min_odds or above', () => {
    fc.assert(
      fc.property(fc.array(oddsArb(), { maxLength: 20 }), oddsArb(), (list, min) => {
        const legs = list.map((o, i) => leg({ matchId: i, odds: o }));
        const suitable = suitableSelections(conditions({ min_odds: min }), legs);
        expect(suitable.length).toBeLessThanOrEqual(legs.length);
        expect(suitable.every((s) => s.odds >= min)).toBe(true);
        expect(suitable.length).toBe(legs.filter((s) => s.odds >= min).length);
      }),
    );
  });
});
