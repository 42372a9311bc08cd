import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import { betArb } from '../test-support/arbitraries';
import { cents, makeBet, makeBonus, makeSelections, makeSystemBet, odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import type { TicketEntry } from '../ticket/types';
import { maxWinFor, potentialWin, stakeFigures } from './potential-win';

const NO_CAP = money(Number.MAX_SAFE_INTEGER);

const system = (winCount: number, oddsList: number[], overrides: Partial<TicketEntry> = {}) =>
  deepFreeze(makeSystemBet(winCount, oddsList, overrides));

/**
 * A system's payout worked out independently of the code under test: walk every bitmask of the selections, keep
 * those with `winCount` bits, multiply their odds units exactly, then floor to the odds scale and the minor unit.
 */
function bruteForceSystemPayout(bet: TicketEntry): bigint {
  const units = bet.selections.map((s) => BigInt(Math.round(s.odds * 1000)));
  const extra = bet.bonusOdds === null ? [] : [BigInt(Math.round(bet.bonusOdds * 1000))];
  const winCount = bet.systemType?.winCount ?? 0;
  let total = 0n;
  for (let mask = 0; mask < 1 << units.length; mask += 1) {
    const chosen = units.filter((_, i) => (mask >> i) & 1);
    if (chosen.length !== winCount) continue;
    const factors = [...chosen, ...extra];
    const product = factors.reduce((p, u) => p * u, 1n) / 1000n ** BigInt(factors.length - 1);
    total += (BigInt(bet.stake) * product) / 1000n;
  }
  return total;
}

describe('stakeFigures', () => {
  it('gives a single one line costing its stake', () => {
    expect(stakeFigures(deepFreeze(makeBet({ stake: cents(1000) })))).toEqual({
      perLine: 1000,
      total: 1000,
      lines: 1,
    });
  });

  it('reads a system stake as per line and multiplies it by C(total, win)', () => {
    expect(stakeFigures(system(2, [2, 3, 4], { stake: cents(100) }))).toEqual({
      perLine: 100,
      total: 300,
      lines: 3,
    });
    expect(stakeFigures(system(2, [2, 2, 2, 2], { stake: cents(50) }))).toEqual({
      perLine: 50,
      total: 300,
      lines: 6,
    });
  });

  it("stakes a freebet bet with the freebet's stake", () => {
    const bet = makeBet({ stake: cents(1000), bonus: makeBonus(), freebetStake: cents(500) });
    expect(stakeFigures(bet)).toEqual({ perLine: 500, total: 500, lines: 1 });
  });

  it('gives a system without a type no lines and no cost', () => {
    expect(stakeFigures(system(2, [2, 3, 4], { systemType: null }))).toEqual({
      perLine: 1000,
      total: 0,
      lines: 0,
    });
  });
});

describe('maxWinFor', () => {
  it('caps a win at MAX_WIN_MAJOR_UNITS major units of the currency', () => {
    expect(maxWinFor(100)).toBe(100_000_000);
    expect(maxWinFor(1)).toBe(1_000_000);
  });
});

describe('potentialWin', () => {
  it('pays a single its stake times its odds', () => {
    expect(potentialWin(deepFreeze(makeBet({ selections: makeSelections(1, {}, [1.85]) })))).toEqual({
      amount: 1850,
      capped: false,
    });
  });

  it('floors a payout to the minor unit', () => {
    expect(
      potentialWin(makeBet({ stake: cents(333), selections: makeSelections(1, {}, [1.5]) })).amount,
    ).toBe(499);
  });

  it('pays a combo its stake times the product of its odds', () => {
    const bet = makeBet({ betType: 'combo', selections: makeSelections(3, {}, [2, 1.5, 1.1]) });
    expect(potentialWin(bet).amount).toBe(3300);
  });

  it('pays a custom bet at its custom odds', () => {
    const bet = makeBet({
      betType: 'custom_bet',
      customOdds: odds(6.5),
      selections: makeSelections(2, {}, [2, 2]),
    });
    expect(potentialWin(bet).amount).toBe(6500);
  });

  it('pays a system the sum over its lines of the stake per line times the line odds', () => {
    expect(potentialWin(system(2, [2, 3, 4], { stake: cents(100) })).amount).toBe(600 + 800 + 1200);
  });

  it('floors each system line on its own', () => {
    // Lines 1.5 x 1.5 = 2.25, 1.5 x 1.7 = 2.55 twice: 1 x 2.25 + 1 x 2.55 x 2 = 7.35, paid 2 + 2 + 2 = 6.
    expect(potentialWin(system(2, [1.5, 1.5, 1.7], { stake: cents(1) })).amount).toBe(6);
  });

  it('does not return the stake of a freebet', () => {
    const bet = makeBet({
      selections: makeSelections(1, {}, [3]),
      bonus: makeBonus(),
      freebetStake: cents(500),
    });
    expect(potentialWin(bet).amount).toBe(1000);
    const freebetSystem = system(2, [2, 3, 4], {
      stake: cents(100),
      bonus: makeBonus(),
      freebetStake: cents(100),
    });
    expect(potentialWin(freebetSystem).amount).toBe(2600 - 300);
  });

  it('returns the stake of a freebet_all_win and of a cash freebet_no_risk bet', () => {
    const selections = makeSelections(1, {}, [3]);
    const allWin = makeBet({
      selections,
      bonus: makeBonus({ type: 'freebet_all_win' }),
      freebetStake: cents(500),
    });
    expect(potentialWin(allWin).amount).toBe(1500);
    const noRisk = makeBet({ selections, stake: cents(500), bonus: makeBonus({ type: 'freebet_no_risk' }) });
    expect(potentialWin(noRisk).amount).toBe(1500);
    const onlyWin = makeBet({
      selections,
      bonus: makeBonus({ type: 'freebet_only_win' }),
      freebetStake: cents(500),
    });
    expect(potentialWin(onlyWin).amount).toBe(1000);
  });

  it('wins nothing without a stake, or with a freebet that has no stake yet', () => {
    expect(potentialWin(makeBet({ stake: cents(0) })).amount).toBe(0);
    expect(potentialWin(makeBet({ bonus: makeBonus(), freebetStake: null })).amount).toBe(0);
  });

  it('wins nothing on a system whose type does not match its selections', () => {
    expect(potentialWin(system(2, [2, 3, 4], { systemType: { totalCount: 4, winCount: 2 } })).amount).toBe(0);
  });

  it('caps the win at the maximum win of the currency', () => {
    const bet = makeBet({ stake: cents(60_000_000), selections: makeSelections(1, {}, [2]) });
    expect(potentialWin(bet)).toEqual({ amount: 100_000_000, capped: true });
  });

  it('caps at a given maximum, and only above it', () => {
    const bet = makeBet({ stake: cents(1000), selections: makeSelections(1, {}, [2]) });
    expect(potentialWin(bet, cents(2000))).toEqual({ amount: 2000, capped: false });
    expect(potentialWin(bet, cents(1999))).toEqual({ amount: 1999, capped: true });
  });

  it('equals a brute-force sum over every combination for any system', () => {
    const systems = betArb().filter((b) => b.betType === 'system');
    fc.assert(
      fc.property(systems, (bet) => {
        const payout = bruteForceSystemPayout(bet);
        const expected =
          bet.freebetStake === null ? payout : payout - BigInt(bet.stake) * BigInt(stakeFigures(bet).lines);
        fc.pre(expected <= BigInt(Number.MAX_SAFE_INTEGER));
        expect(potentialWin(deepFreeze(bet), NO_CAP)).toEqual({ amount: Number(expected), capped: false });
      }),
    );
  });

  it('never exceeds the maximum win', () => {
    fc.assert(
      fc.property(
        betArb(),
        fc.option(fc.integer({ min: 0, max: 10_000_000_000 }), { nil: undefined }),
        (bet, cap) => {
          const maxWin = cap === undefined ? maxWinFor(bet.subunits) : money(cap);
          const { amount, capped } = potentialWin(deepFreeze(bet), cap === undefined ? undefined : maxWin);
          expect(amount).toBeLessThanOrEqual(maxWin);
          if (capped) expect(amount).toBe(maxWin);
        },
      ),
    );
  });
});
