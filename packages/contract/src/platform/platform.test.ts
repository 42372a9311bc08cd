import { describe, expect, it } from 'vitest';
import { BalanceChangedEventSchema } from '../realtime/balance-events';
import { SignUpBodySchema } from './auth';
import { CURRENCIES, CURRENCY_CODES, currencyOf } from './currencies';
import { CreateLimitBodySchema, LIMIT_RULES, LIMIT_TYPES } from './limits';
import { PaymentBodySchema } from './payments';
import { PhoneNumberSchema } from './phone';

describe('platform schemas', () => {
  it('trims and lower-cases e-mails, and refuses what is not one', () => {
    const body = SignUpBodySchema.parse({ email: '  Ann@Example.COM ', password: 'long enough' });
    expect(body.email).toBe('ann@example.com');
    expect(SignUpBodySchema.safeParse({ email: 'ann@', password: 'long enough' }).success).toBe(false);
  });

  it('knows every currency code with its units', () => {
    expect(CURRENCIES.map((c) => c.code)).toEqual([...CURRENCY_CODES]);
    expect(currencyOf('BTC')).toMatchObject({
      subunits: 1e8,
      subcurrencies: [{ code: 'mBTC', subunits: 1e5 }],
    });
    expect(currencyOf('USDT')?.subunits).toBe(1e6);
    expect(currencyOf('XYZ')).toBeUndefined();
  });

  it('has a rule for every limit type and checks bodies against it', () => {
    expect(Object.keys(LIMIT_RULES).sort()).toEqual([...LIMIT_TYPES].sort());
    expect(CreateLimitBodySchema.safeParse({ type: 'deposit', period: 'day', amount: 100 }).success).toBe(
      true,
    );
    expect(CreateLimitBodySchema.safeParse({ type: 'selfexclusion', period: 'forever' }).success).toBe(true);
    const missing = CreateLimitBodySchema.safeParse({ type: 'deposit', period: 'day' });
    expect(missing.error?.issues[0]?.path).toEqual(['amount']);
    expect(
      CreateLimitBodySchema.safeParse({ type: 'reality_check', amount: 30, period: 'day' }).success,
    ).toBe(false);
  });

  it('takes payments as positive integer minor units only', () => {
    expect(PaymentBodySchema.safeParse({ currency: 'EUR', amount: 1 }).success).toBe(true);
    for (const amount of [0, -1, 1.5, '10', 1e13]) {
      expect(PaymentBodySchema.safeParse({ currency: 'EUR', amount }).success, String(amount)).toBe(false);
    }
  });

  it('takes phone numbers in E.164', () => {
    expect(PhoneNumberSchema.parse(' +5511912345678')).toBe('+5511912345678');
    expect(PhoneNumberSchema.safeParse('0612345678').success).toBe(false);
  });

  it('parses balance_changed', () => {
    const event = { type: 'balance_changed', data: { currency: 'EUR', balance: 1000, subunits: 100 } };
    expect(BalanceChangedEventSchema.safeParse(event).success).toBe(true);
    expect(
      BalanceChangedEventSchema.safeParse({ ...event, data: { ...event.data, balance: 1.5 } }).success,
    ).toBe(false);
  });
});
