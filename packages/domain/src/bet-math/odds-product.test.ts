import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oddsArb } from '../test-support/arbitraries';
import { odds } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { oddsProductUnits, payoutUnits } from './odds-product';

describe('oddsProductUnits', () => {
  it('gives the units of a lone odds', () => {
    expect(oddsProductUnits([odds(1.85)])).toBe(1850n);
  });

  it('gives odds of 1 for no odds', () => {
    expect(oddsProductUnits([])).toBe(1000n);
  });

  it('floors the exact product to the odds scale', () => {
    expect(oddsProductUnits([odds(1.5), odds(2.333)])).toBe(3499n);
  });

  it('rounds once at the end rather than after every leg', () => {
    // Exactly 1.333 x 1.333 x 3 = 5.330667; flooring after each leg would give 1.776 x 3 = 5.328.
    expect(oddsProductUnits([odds(1.333), odds(1.333), odds(3)])).toBe(5330n);
  });

  it('never goes below the largest factor and never modifies its input', () => {
    fc.assert(
      fc.property(fc.array(oddsArb(), { minLength: 1, maxLength: 8 }), (list) => {
        const frozen = deepFreeze([...list]);
        const units = oddsProductUnits(frozen);
        const largest = Math.max(...frozen);
        expect(units >= BigInt(Math.round(largest * 1000))).toBe(true);
      }),
    );
  });
});

describe('payoutUnits', () => {
  it('pays stake x odds floored to the minor unit', () => {
    expect(payoutUnits(1000n, 1850n)).toBe(1850n);
    expect(payoutUnits(333n, 1500n)).toBe(499n);
  });

  it('pays nothing for a stake of 0 or below', () => {
    expect(payoutUnits(0n, 5000n)).toBe(0n);
    expect(payoutUnits(-10n, 5000n)).toBe(0n);
  });
});
