import { currencyOf } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { accountCurrency, formatBalance, readDepositAmount } from './account-money';

const EUR = accountCurrency('EUR', 100);
const BTC = accountCurrency('BTC', 100_000_000);

describe('readDepositAmount', () => {
  it('reads the amount into integer minor units', () => {
    expect(readDepositAmount('10', EUR)).toEqual({ amount: 1000 });
    expect(readDepositAmount(' 12,5 ', EUR)).toEqual({ amount: 1250 });
    expect(readDepositAmount('0.00000001', BTC)).toEqual({ amount: 1 });
  });

  it('names what is wrong with anything else', () => {
    expect(readDepositAmount('', EUR)).toEqual({ error: 'amountRequired' });
    expect(readDepositAmount('abc', EUR)).toEqual({ error: 'amountInvalid' });
    expect(readDepositAmount('1.005', EUR)).toEqual({ error: 'amountInvalid' });
    expect(readDepositAmount('-5', EUR)).toEqual({ error: 'amountInvalid' });
    expect(readDepositAmount('0', EUR)).toEqual({ error: 'amountTooSmall' });
    expect(readDepositAmount('10000000001', EUR)).toEqual({ error: 'amountTooLarge' });
  });
});

describe('formatBalance', () => {
  it('formats with the domain rules, small BTC amounts in mBTC', () => {
    expect(formatBalance(123_456, { currency: 'EUR', subunits: 100 }, 'en')).toBe('€1,234.56');
    expect(formatBalance(50_000_000, { currency: 'BTC', subunits: 1e8 }, 'en')).toBe('500 mBTC');
  });

  it('copes with a currency the table does not know', () => {
    expect(currencyOf('XYZ')).toBeUndefined();
    expect(formatBalance(1500, { currency: 'XYZ', subunits: 100 }, 'en')).toContain('15');
  });
});
