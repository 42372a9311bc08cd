import { describe, expect, it } from 'vitest';
import { withoutDepositResult } from './deposit-return';

describe('withoutDepositResult', () => {
  it('takes the result off the address and keeps the rest', () => {
    expect(withoutDepositResult('http://app.test/sports/profile/wallet/deposit?deposit=success')).toBe(
      '/sports/profile/wallet/deposit',
    );
    expect(withoutDepositResult('http://app.test/sports/live?tab=1&deposit=error#top')).toBe(
      '/sports/live?tab=1#top',
    );
    expect(withoutDepositResult('http://app.test/sports')).toBe('/sports');
  });
});
