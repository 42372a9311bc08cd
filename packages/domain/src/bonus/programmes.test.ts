import { describe, expect, it } from 'vitest';
import {
  ambReached,
  boostedAmount,
  countsFor,
  farmingStats,
  freebetsDue,
  huntFreebetAmount,
  maskEmail,
  poolContribution,
  splitPool,
} from './programmes';

const rule = {
  pointsPerBet: 1,
  pointsForFreebet: 3,
  freebetShareBp: 5000,
  minFreebet: 100n,
  maxFreebet: 2000n,
};

describe('hunting', () => {
  it('counts points, what is left to convert, what open bets would add and the freebet they are worth', () => {
    expect(
      farmingStats(rule, { points: 4, convertedPoints: 3, betsCount: 4, stakeSum: 1001n, openBets: 2 }),
    ).toEqual({
      points: 4,
      available_points: 1,
      potential_points: 2,
      avg_stake: 250n,
      bets_count: 4,
      potential_freebet_amount: 125n,
    });
  });
  it('bounds the freebet and starts at zero bets', () => {
    expect(huntFreebetAmount(rule, 0n)).toBe(100n);
    expect(huntFreebetAmount(rule, 100_000n)).toBe(2000n);
    expect(
      farmingStats(rule, { points: 0, convertedPoints: 0, betsCount: 0, stakeSum: 0n, openBets: 0 })
        .avg_stake,
    ).toBe(0n);
  });
  it('converts whole freebets only', () => {
    expect(freebetsDue(rule, 2)).toBe(0);
    expect(freebetsDue(rule, 7)).toBe(2);
    expect(freebetsDue({ ...rule, pointsForFreebet: 0 }, 7)).toBe(0);
  });
});

describe('tournament pool', () => {
  it('grows by a floored share of a stake', () => {
    expect(poolContribution(999n, 1000)).toBe(99n);
  });
  it('pays exactly the pool, the remainder to the first place', () => {
    const paid = splitPool(1001n, [5000, 3000, 2000], 3);
    expect(paid).toEqual([501n, 300n, 200n]);
    expect(paid.reduce((a, b) => a + b, 0n)).toBe(1001n);
  });
  it('shares among the places taken when fewer players than places', () => {
    const paid = splitPool(1000n, [5000, 3000, 2000], 2);
    expect(paid).toEqual([625n, 375n]);
  });
  it('pays nothing without players or pool', () => {
    expect(splitPool(1000n, [10_000], 0)).toEqual([]);
    expect(splitPool(0n, [10_000], 3)).toEqual([]);
  });
  it('sums to the pool for any pool and shares', () => {
    for (let pool = 1n; pool < 400n; pool += 7n)
      for (const players of [1, 2, 3, 4])
        expect(splitPool(pool, [3333, 3333, 3334], players).reduce((a, b) => a + b, 0n)).toBe(pool);
  });
});

describe('countsFor', () => {
  const rule = { minStake: 100n, minOddsUnits: 1500n };
  const bet = { stake: 100n, oddsUnits: 1500n, bonusType: null };
  it('counts a cash bet at the least stake and odds, a comboboost too', () => {
    expect(countsFor(rule, bet)).toBe(true);
    expect(countsFor(rule, { ...bet, bonusType: 'comboboost' })).toBe(true);
    expect(countsFor({ minStake: 1n, minOddsUnits: null }, { ...bet, oddsUnits: 1001n })).toBe(true);
  });
  it('never counts a freebet, a smaller stake, lower odds or a currency without a least stake', () => {
    expect(countsFor(rule, { ...bet, bonusType: 'freebet_no_risk' })).toBe(false);
    expect(countsFor(rule, { ...bet, stake: 99n })).toBe(false);
    expect(countsFor(rule, { ...bet, oddsUnits: 1499n })).toBe(false);
    expect(countsFor({ ...rule, minStake: null }, bet)).toBe(false);
  });
});

describe('amb', () => {
  it('names every range reached', () => {
    const ranges = [
      { number_of_bets: 3, number_of_freebets: 1 },
      { number_of_bets: 5, number_of_freebets: 2 },
    ];
    expect(ambReached(ranges, 2)).toEqual([]);
    expect(ambReached(ranges, 3)).toEqual([0]);
    expect(ambReached(ranges, 9)).toEqual([0, 1]);
  });
});

describe('maskEmail', () => {
  it('never shows the whole address', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@e***.com');
    expect(maskEmail('a@b')).toBe('a***@b***');
    expect(maskEmail('nobody')).toBe('***');
  });
});

describe('boostedAmount', () => {
  it('multiplies by basis points and floors to the minor unit', () => {
    expect(boostedAmount(500n, 15_000)).toBe(750n);
    expect(boostedAmount(333n, 15_000)).toBe(499n);
    expect(boostedAmount(1n, 15_000)).toBe(1n);
    expect(boostedAmount(999n, 10_001)).toBe(999n);
    expect(boostedAmount(10_000n, 20_000)).toBe(20_000n);
  });
});
