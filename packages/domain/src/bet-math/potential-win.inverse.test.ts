/** The inverse of potentialWin (a stake for a typed win) and the rescaling of a stake anchored to its win. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Money, money } from '../money/money';
import type { DecimalOdds } from '../odds/decimal-odds';
import { betArb } from '../test-support/arbitraries';
import { cents, makeBet, makeBonus, makeSelections, makeSystemBet, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import type { TicketEntry } from '../ticket/types';
import { potentialWin, rescaleAnchoredStake, stakeForPotentialWin } from './potential-win';

const NO_CAP = money(Number.MAX_SAFE_INTEGER);

const system = (winCount: number, oddsList: number[]) => deepFreeze(makeSystemBet(winCount, oddsList));

describe('stakeForPotentialWin', () => {
  const single = (o: number, overrides: Partial<TicketEntry> = {}) =>
    deepFreeze(makeBet({ selections: makeSelections(1, {}, [o]), ...overrides }));

  it('finds the stake that wins exactly the target when one does', () => {
    expect(stakeForPotentialWin(single(1.85), cents(1850))).toBe(1000);
  });

  it('rounds the stake up so the win reaches at least the target', () => {
    expect(stakeForPotentialWin(single(1.85), cents(1851))).toBe(1001);
    expect(potentialWin(single(1.85, { stake: cents(1001) })).amount).toBeGreaterThanOrEqual(1851);
  });

  it('gives the stake per line of a system', () => {
    expect(stakeForPotentialWin(system(2, [2, 3, 4]), cents(2600))).toBe(100);
    expect(stakeForPotentialWin(system(2, [2, 3, 4]), cents(2601))).toBe(101);
  });

  it('searches past the first guess when flooring each line loses more than the guess allows', () => {
    // At 1 per line the lines pay 2 + 2 + 2 = 6 of an exact 7.35, so a target of 7 needs 2 per line.
    expect(stakeForPotentialWin(system(2, [1.5, 1.5, 1.7]), cents(7))).toBe(2);
  });

  it('leaves the stake of a freebet out of the win', () => {
    const freebet = { bonus: makeBonus(), freebetStake: cents(500) };
    expect(stakeForPotentialWin(single(3, freebet), cents(1000))).toBe(500);
    expect(stakeForPotentialWin(single(1.5, freebet), cents(1))).toBe(2);
  });

  it('stakes nothing for a target of 0 or below', () => {
    expect(stakeForPotentialWin(single(2), cents(0))).toBe(0);
    expect(stakeForPotentialWin(single(2), cents(-5))).toBe(0);
  });

  it('stakes nothing when no line can win', () => {
    expect(stakeForPotentialWin(makeBet({ selections: [] }), cents(1000))).toBe(0);
  });

  it('cuts the target to the maximum win', () => {
    expect(stakeForPotentialWin(single(2), cents(500_000_000))).toBe(50_000_000);
    expect(stakeForPotentialWin(single(2), cents(500_000_000), cents(3000))).toBe(1500);
  });

  it('clamps an absurd stake to the largest safe integer', () => {
    const bet = single(1.001, { bonus: makeBonus(), freebetStake: cents(1) });
    expect(stakeForPotentialWin(bet, NO_CAP, NO_CAP)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('round trips the stake of any uncapped bet within one minor unit', () => {
    fc.assert(
      fc.property(betArb(), (bet) => {
        fc.pre(bet.freebetStake === null);
        const frozen = deepFreeze(bet);
        const win = potentialWin(frozen, NO_CAP);
        fc.pre(!win.capped);
        const stake = stakeForPotentialWin(frozen, win.amount, NO_CAP);
        expect(Math.abs(stake - bet.stake)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives back a freebet stake no larger than the original that wins the same', () => {
    fc.assert(
      fc.property(betArb(), (bet) => {
        fc.pre(bet.freebetStake !== null);
        const frozen = deepFreeze(bet);
        const win = potentialWin(frozen, NO_CAP);
        fc.pre(!win.capped);
        const stake = stakeForPotentialWin(frozen, win.amount, NO_CAP);
        expect(stake).toBeLessThanOrEqual(bet.stake);
        const again = { ...frozen, stake, freebetStake: stake };
        expect(potentialWin(again, NO_CAP).amount).toBe(win.amount);
      }),
    );
  });
});

describe('rescaleAnchoredStake', () => {
  const o = (value: number) => value as DecimalOdds;

  it('scales the stake by old over new total odds so the win holds', () => {
    expect(rescaleAnchoredStake(cents(1000), odds(2), odds(2.5))).toBe(800);
    expect(rescaleAnchoredStake(cents(1000), odds(2.5), odds(2))).toBe(1250);
  });

  it('rounds half up', () => {
    expect(rescaleAnchoredStake(cents(1), odds(3), odds(2))).toBe(2);
    expect(rescaleAnchoredStake(cents(5), odds(1.5), odds(2))).toBe(4);
    expect(rescaleAnchoredStake(cents(3), odds(1.5), odds(2))).toBe(2);
  });

  it('keeps the stake when the new odds are not positive', () => {
    expect(rescaleAnchoredStake(cents(1000), odds(2), o(0))).toBe(1000);
  });

  it('keeps the potential win within one odds step of the anchored one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1001, max: 50_000 }),
        fc.integer({ min: 1001, max: 50_000 }),
        (stake: number, before: number, after: number) => {
          const next: Money = rescaleAnchoredStake(money(stake), o(before / 1000), o(after / 1000));
          // |next x after - stake x before| <= after / 2, in odds units.
          expect(Math.abs(next * after - stake * before)).toBeLessThanOrEqual(after / 2);
        },
      ),
    );
  });
});
