import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMargin, MAX_ODDS, MIN_ODDS, roundOdds } from './margin.js';

/** Random probability vectors of 2 to 26 outcomes that add up to 1. */
const probabilities = fc
  .array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 2, maxLength: 26 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    return weights.map((w) => w / total);
  });

const fractionDigits = (odds: number) => (String(odds).split('.')[1] ?? '').length;

describe('applyMargin', () => {
  it('makes the offered outcomes imply 1 + margin of their probability, within rounding', () => {
    fc.assert(
      fc.property(probabilities, fc.double({ min: 0.02, max: 0.2, noNaN: true }), (probs, margin) => {
        const { odds, active, open } = applyMargin(probs, margin);
        if (!open) return;
        let implied = 0;
        let offered = 0;
        probs.forEach((p, i) => {
          if (!active[i]) return;
          implied += 1 / (odds[i] ?? 1);
          offered += p;
        });
        expect(Math.abs(implied - offered * (1 + margin))).toBeLessThan(0.02);
      }),
    );
  });

  it('never quotes odds at or below 1.0, nor with more than 3 fraction digits', () => {
    fc.assert(
      fc.property(probabilities, (probs) => {
        for (const odds of applyMargin(probs, 0.06).odds) {
          expect(odds).toBeGreaterThan(1);
          expect(fractionDigits(odds)).toBeLessThanOrEqual(3);
        }
      }),
    );
  });

  it('gives the favourite the shortest odds', () => {
    const { odds } = applyMargin([0.6, 0.3, 0.1], 0.05);
    expect(odds[0]).toBeLessThan(odds[1] ?? 0);
    expect(odds[1]).toBeLessThan(odds[2] ?? 0);
  });

  it('closes a market that has fewer than two outcomes worth offering', () => {
    expect(applyMargin([0.99995, 0.00005], 0.05).open).toBe(false);
    expect(applyMargin([1, 0, 0], 0.05).open).toBe(false);
  });

  it('prices double chance, where two outcomes win together, to 2 x (1 + margin)', () => {
    const { odds } = applyMargin([0.75, 0.7, 0.55], 0.05);
    const implied = odds.reduce((a, o) => a + 1 / o, 0);
    expect(implied).toBeCloseTo(2 * 1.05, 2);
  });
});

describe('roundOdds', () => {
  it('keeps odds within the offered range and at most 3 fraction digits', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 1e6, noNaN: true }), (raw) => {
        const odds = roundOdds(raw);
        expect(odds).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(odds).toBeLessThanOrEqual(MAX_ODDS);
        expect(fractionDigits(odds)).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('rounds short odds to 3 digits and long odds more coarsely, like an odds ladder', () => {
    expect(roundOdds(1.23456)).toBe(1.235);
    expect(roundOdds(3.14659)).toBe(3.15);
    expect(roundOdds(42.42)).toBe(42.4);
    expect(roundOdds(251.6)).toBe(252);
  });
});
