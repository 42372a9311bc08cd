import { describe, expect, it } from 'vitest';
import { cents, makeBet, makeBonus } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { effectiveStake, isFreebetBet } from './effective-stake';

describe('isFreebetBet', () => {
  it('recognises every freebet subtype the bonus stakes', () => {
    for (const type of ['freebet', 'freebet_all_win', 'freebet_only_win'] as const) {
      expect(isFreebetBet(makeBet({ bonus: makeBonus({ type }) }))).toBe(true);
    }
  });

  it('reads freebet_no_risk as a cash bet', () => {
    expect(isFreebetBet(makeBet({ bonus: makeBonus({ type: 'freebet_no_risk' }) }))).toBe(false);
  });

  it('does not count other bonuses or no bonus', () => {
    expect(isFreebetBet(makeBet({ bonus: makeBonus({ type: 'comboboost' }) }))).toBe(false);
    expect(isFreebetBet(makeBet())).toBe(false);
  });
});

describe('effectiveStake', () => {
  it("stakes a freebet bet with the freebet's stake", () => {
    const bet = deepFreeze(makeBet({ stake: cents(1000), bonus: makeBonus(), freebetStake: cents(500) }));
    expect(effectiveStake(bet)).toBe(500);
  });

  it('reads a freebet bet without a freebet stake as no stake', () => {
    expect(effectiveStake(makeBet({ stake: cents(1000), bonus: makeBonus(), freebetStake: null }))).toBe(0);
  });

  it('stakes any other bet with its stake, even when a freebet stake lingers', () => {
    expect(effectiveStake(makeBet({ stake: cents(700), freebetStake: cents(500) }))).toBe(700);
  });
});
