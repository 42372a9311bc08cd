import { describe, expect, it } from 'vitest';
import { LOOTBOX_BONUS_ODDS } from '../constants';
import { cents, makeBet, makeBonus, makeSelection, makeSelections, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import type { ComboboostRange } from '../types/bonus';
import { activeComboboostRange, buildPlacePayload, buildPlaceRequest } from './place-payload';

const range = (min: number, max: number, bonus: number): ComboboostRange => ({
  min_count: min,
  max_count: max,
  bonus_odds: odds(bonus),
});
const comboboost = makeBonus({
  id: 'cb-1',
  type: 'comboboost',
  amount: null,
  ranges: [range(3, 4, 1.05), range(5, 40, 1.1)],
});

describe('buildPlacePayload', () => {
  it('sends a single with its stake, currency and accepted odds', () => {
    const selection = makeSelection({
      matchId: 12,
      marketId: 18,
      specifier: 'total=2.5',
      outcomeId: '13',
      odds: odds(1.9),
    });
    const bet = deepFreeze(
      makeBet({ stake: cents(1000), selections: [{ ...selection, acceptedOdds: odds(1.85) }] }),
    );
    expect(buildPlacePayload(bet)).toEqual({
      bonus: null,
      stake: { value: 1000, currency: 'EUR' },
      selections: [{ match_id: 12, market_id: 18, specifier: 'total=2.5', outcome_id: '13', odds: 1.85 }],
    });
  });

  it('sends a system with its total stake and its "win/total" id', () => {
    const bet = makeBet({
      betType: 'system',
      stake: cents(100),
      systemType: { totalCount: 3, winCount: 2 },
      selections: makeSelections(3),
    });
    const payload = buildPlacePayload(bet);
    expect(payload.stake.value).toBe(300);
    expect(payload.system_id).toBe('2/3');
    expect(payload.selections).toHaveLength(3);
  });

  it('sends no system id for a system without a type', () => {
    const bet = makeBet({ betType: 'system', systemType: null, selections: makeSelections(3) });
    expect(buildPlacePayload(bet)).not.toHaveProperty('system_id');
  });

  it('sends a custom bet with its custom odds, and without them before a quote', () => {
    const bet = makeBet({ betType: 'custom_bet', customOdds: odds(5.4), selections: makeSelections(2) });
    expect(buildPlacePayload(bet).custom_odds).toBe(5.4);
    expect(buildPlacePayload({ ...bet, customOdds: null })).not.toHaveProperty('custom_odds');
  });

  it('sends no custom odds for a bet that is not a custom bet', () => {
    expect(buildPlacePayload(makeBet({ customOdds: odds(3) }))).not.toHaveProperty('custom_odds');
  });

  it('sends a freebet with its freebet stake and no bonus odds', () => {
    const bet = makeBet({
      stake: cents(999),
      bonus: makeBonus({ id: 'fb-1', type: 'freebet_all_win' }),
      freebetStake: cents(500),
    });
    const payload = buildPlacePayload(bet);
    expect(payload.stake.value).toBe(500);
    expect(payload.bonus).toEqual({ id: 'fb-1', type: 'freebet_all_win', odds: null });
  });

  it("sends a comboboost with its active range's bonus odds", () => {
    const bet = makeBet({ betType: 'combo', bonus: comboboost, selections: makeSelections(3) });
    expect(buildPlacePayload(bet).bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: 1.05 });
  });

  it('sends a comboboost without odds when no range is active', () => {
    const bet = makeBet({ betType: 'combo', bonus: comboboost, selections: makeSelections(2) });
    expect(buildPlacePayload(bet).bonus).toEqual({ id: 'cb-1', type: 'comboboost', odds: null });
  });

  it('sends a lootbox with the fixed lootbox odds', () => {
    const bet = makeBet({ bonus: makeBonus({ id: 'lb-1', type: 'lootbox' }) });
    expect(buildPlacePayload(bet).bonus).toEqual({ id: 'lb-1', type: 'lootbox', odds: LOOTBOX_BONUS_ODDS });
  });

  it('sends other bonuses as id and type only', () => {
    const bet = makeBet({ bonus: makeBonus({ id: 'h-1', type: 'hunting' }) });
    expect(buildPlacePayload(bet).bonus).toEqual({ id: 'h-1', type: 'hunting', odds: null });
  });
});

describe('buildPlaceRequest', () => {
  it('sends only the bets with a stake above 0, typed after the first one sent', () => {
    const bets = deepFreeze([
      makeBet({ stake: cents(0) }),
      makeBet({ betType: 'combo', stake: cents(200), selections: makeSelections(2) }),
      makeBet({ stake: cents(300), bonus: makeBonus(), freebetStake: cents(300) }),
      makeBet({ stake: cents(300), bonus: makeBonus(), freebetStake: null }),
    ]);
    const request = buildPlaceRequest(bets, { deviceId: 'device-1', quick: false });
    expect(request.meta).toEqual({ device_id: 'device-1', quick: false, type: 'combo' });
    expect(request.bets.map((b) => b.stake.value)).toEqual([200, 300]);
  });

  it('carries the quick flag', () => {
    expect(buildPlaceRequest([makeBet()], { deviceId: 'd', quick: true }).meta.quick).toBe(true);
  });

  it("falls back to the first bet's type, then to single, when nothing is sent", () => {
    const system = makeBet({
      betType: 'system',
      stake: cents(0),
      systemType: { totalCount: 3, winCount: 2 },
    });
    expect(buildPlaceRequest([system], { deviceId: 'd', quick: false })).toEqual({
      meta: { device_id: 'd', quick: false, type: 'system' },
      bets: [],
    });
    expect(buildPlaceRequest([], { deviceId: 'd', quick: false }).meta.type).toBe('single');
  });
});

describe('activeComboboostRange', () => {
  it('finds the range holding the selection count', () => {
    expect(activeComboboostRange(makeBet({ bonus: comboboost, selections: makeSelections(4) }))).toEqual(
      range(3, 4, 1.05),
    );
    expect(activeComboboostRange(makeBet({ bonus: comboboost, selections: makeSelections(7) }))).toEqual(
      range(5, 40, 1.1),
    );
  });

  it('counts only selections at or above the minimum odds', () => {
    const bonus = { ...comboboost, min_odds: odds(1.5) };
    const bet = deepFreeze(makeBet({ bonus, selections: makeSelections(5, {}, [1.5, 1.6, 1.49, 2, 1.2]) }));
    expect(activeComboboostRange(bet)).toEqual(range(3, 4, 1.05));
  });

  it('finds none when no range holds the count', () => {
    expect(activeComboboostRange(makeBet({ bonus: comboboost, selections: makeSelections(2) }))).toBeNull();
  });

  it('finds none without a comboboost bonus', () => {
    expect(activeComboboostRange(makeBet({ selections: makeSelections(4) }))).toBeNull();
    const freebet = makeBonus({ ranges: comboboost.ranges });
    expect(activeComboboostRange(makeBet({ bonus: freebet, selections: makeSelections(4) }))).toBeNull();
  });
});
