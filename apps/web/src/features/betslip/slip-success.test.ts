import { describe, expect, it } from 'vitest';
import { receiptOutcome } from './slip-success';

describe('receiptOutcome (the success view heading)', () => {
  it('says rejected only when every bet was refused after the live delay', () => {
    expect(receiptOutcome(['rejected'])).toBe('rejected');
    expect(receiptOutcome(['rejected', 'rejected'])).toBe('rejected');
    expect(receiptOutcome(['rejected', 'accepted'])).toBe('placed');
  });

  it('says submitted while any bet waits for its live delay', () => {
    expect(receiptOutcome(['submitted'])).toBe('submitted');
    expect(receiptOutcome(['accepted', 'submitted'])).toBe('submitted');
  });

  it('says placed otherwise', () => {
    expect(receiptOutcome(['accepted'])).toBe('placed');
    expect(receiptOutcome([])).toBe('placed');
  });
});
