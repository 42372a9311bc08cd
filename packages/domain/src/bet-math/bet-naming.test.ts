import { describe, expect, it } from 'vitest';
import { makeBet, makeSelections } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { accumulatorSize, betName } from './bet-naming';

const combo = (count: number) => deepFreeze(makeBet({ betType: 'combo', selections: makeSelections(count) }));

describe('betName', () => {
  it('names a single a single', () => {
    expect(betName(deepFreeze(makeBet()))).toBe('single');
  });

  it('names a combo of two selections a double', () => {
    expect(betName(combo(2))).toBe('double');
  });

  it('names a combo of three selections a treble', () => {
    expect(betName(combo(3))).toBe('treble');
  });

  it('names a combo of four or more selections an accumulator', () => {
    expect(betName(combo(4))).toBe('accumulator');
    expect(betName(combo(12))).toBe('accumulator');
  });

  it('names a combo left with one selection a single', () => {
    expect(betName(combo(1))).toBe('single');
    expect(betName(combo(0))).toBe('single');
  });

  it('names systems and custom bets by their type whatever their size', () => {
    expect(betName(makeBet({ betType: 'system', selections: makeSelections(3) }))).toBe('system');
    expect(betName(makeBet({ betType: 'custom_bet', selections: makeSelections(4) }))).toBe('custom_bet');
  });
});

describe('accumulatorSize', () => {
  it('gives the selection count of an accumulator', () => {
    expect(accumulatorSize(combo(4))).toBe(4);
    expect(accumulatorSize(combo(9))).toBe(9);
  });

  it('gives null for bets that are not accumulators', () => {
    expect(accumulatorSize(combo(3))).toBeNull();
    expect(accumulatorSize(makeBet())).toBeNull();
    expect(accumulatorSize(makeBet({ betType: 'system', selections: makeSelections(5) }))).toBeNull();
  });
});
