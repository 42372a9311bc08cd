import { describe, expect, it } from 'vitest';
import { cents, makeBet, makeBonus, makeSelections, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { totalStake } from './stake-sum';

describe('totalStake', () => {
  it('adds up the stakes of the bets', () => {
    const bets = deepFreeze([makeBet({ stake: cents(1000) }), makeBet({ stake: cents(250) })]);
    expect(totalStake(bets)).toBe(1250);
  });

  it('counts a system at its stake per line times its lines', () => {
    const bet = makeBet({
      betType: 'system',
      stake: cents(100),
      systemType: { totalCount: 4, winCount: 2 },
      selections: makeSelections(4),
    });
    expect(totalStake([bet])).toBe(600);
  });

  it('leaves out freebet bets, whose stake the bonus pays', () => {
    const freebet = makeBet({ stake: cents(500), bonus: makeBonus(), freebetStake: cents(500) });
    expect(totalStake([makeBet({ stake: cents(1000) }), freebet])).toBe(1000);
  });

  it('leaves out bets with bonus odds', () => {
    const boosted = makeBet({
      betType: 'combo',
      stake: cents(700),
      bonusOdds: odds(1.1),
      selections: makeSelections(3),
    });
    expect(totalStake([makeBet({ stake: cents(1000) }), boosted])).toBe(1000);
  });

  it('is 0 for an empty slip', () => {
    expect(totalStake([])).toBe(0);
  });
});
