import { describe, expect, it } from 'vitest';
import { cents, makeBet, makeBonus, makeSelections, makeState } from '../test-support/builders';
import { placeBlockers } from './place-rules';
import { stakeLimitBreach } from './stake-limits';

const limit = { min: cents(10), max: cents(1_000_000) };

describe('stakeLimitBreach', () => {
  it('is null within the limits, at both ends, and with no limit known', () => {
    expect(stakeLimitBreach(makeBet({ stake: cents(10) }), limit)).toBeNull();
    expect(stakeLimitBreach(makeBet({ stake: cents(1_000_000) }), limit)).toBeNull();
    expect(stakeLimitBreach(makeBet({ stake: cents(1_000_001) }), null)).toBeNull();
    expect(stakeLimitBreach(makeBet({ stake: cents(1_000_001) }), undefined)).toBeNull();
  });

  it('names a stake below the min and above the max', () => {
    expect(stakeLimitBreach(makeBet({ stake: cents(9) }), limit)).toBe('stake_below_min');
    expect(stakeLimitBreach(makeBet({ stake: cents(1_000_001) }), limit)).toBe('stake_above_max');
  });

  it("compares a system's whole cost: the stake per line times its lines", () => {
    const system = makeBet({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      selections: makeSelections(3),
      stake: cents(400_000),
    });
    // 3 lines of 4,000.00 cost 12,000.00, above a max of 10,000.00 though one line is not.
    expect(stakeLimitBreach(system, limit)).toBe('stake_above_max');
    expect(stakeLimitBreach({ ...system, stake: cents(4) }, { ...limit, min: cents(30) })).toBe(
      'stake_below_min',
    );
    expect(stakeLimitBreach({ ...system, stake: cents(10) }, { ...limit, min: cents(30) })).toBeNull();
  });

  it('leaves alone what is not staked yet, a freebet, and a bet the book takes nothing on (max 0)', () => {
    expect(stakeLimitBreach(makeBet({ stake: cents(0) }), limit)).toBeNull();
    const freebet = makeBet({
      stake: cents(5),
      bonus: makeBonus({ type: 'freebet' }),
      freebetStake: cents(5),
    });
    expect(stakeLimitBreach(freebet, limit)).toBeNull();
    expect(stakeLimitBreach(makeBet({ stake: cents(500) }), { min: cents(10), max: cents(0) })).toBeNull();
  });
});

describe('placeBlockers with stake limits', () => {
  it('blocks each breach once, with the limits given per bet in slip order', () => {
    const bets = [
      makeBet({ stake: cents(5) }),
      makeBet({ stake: cents(500) }),
      makeBet({ stake: cents(9_000) }),
    ];
    const state = makeState({ bets });
    const stakeLimits = [limit, limit, { min: cents(10), max: cents(8_000) }];
    expect(placeBlockers(state, { isLoggedIn: true, stakeLimits })).toEqual([
      'stake_below_min',
      'stake_above_max',
    ]);
    expect(placeBlockers(state, { isLoggedIn: true, stakeLimits: [null, limit, limit] })).toEqual([]);
    expect(placeBlockers(state, { isLoggedIn: true })).toEqual([]);
  });
});
