import { describe, expect, it } from 'vitest';
import { cardDigitsOf, depositPresets, depositStep, quickDepositVariant } from './deposit-step';

const player = (missed: string[], verified = false) => ({
  auth_fields_missed: missed as ('first_name' | 'last_name' | 'mobile_phone')[],
  statuses: verified ? [{ id: 'confirmed' }, { id: 'phone_verified' }] : [{ id: 'confirmed' }],
});
const rules = (fields: boolean, phone: boolean) => ({
  depositFieldsRequired: fields,
  phoneVerificationRequired: phone,
});

describe('depositStep', () => {
  it('goes straight to the deposit where the site requires nothing', () => {
    expect(depositStep(player(['first_name', 'last_name', 'mobile_phone']), rules(false, false))).toBe(
      'deposit',
    );
  });

  it('asks the missing names first, then the phone, then deposits', () => {
    const all = rules(true, false);
    expect(depositStep(player(['last_name', 'mobile_phone']), all)).toBe('names');
    expect(depositStep(player(['mobile_phone']), all)).toBe('phone');
    expect(depositStep(player([], true), all)).toBe('deposit');
  });

  it('asks a verified phone alone when that is all the site requires', () => {
    expect(depositStep(player(['first_name', 'mobile_phone']), rules(false, true))).toBe('phone');
    expect(depositStep(player(['first_name'], true), rules(false, true))).toBe('deposit');
  });
});

describe('depositPresets', () => {
  it('offers 10 to 100 units, or small fractions of a costly unit', () => {
    expect(depositPresets(100)).toEqual([1_000, 2_500, 5_000, 10_000]);
    expect(depositPresets(1)).toEqual([10, 25, 50, 100]);
    expect(depositPresets(100_000_000)).toEqual([100_000, 500_000, 1_000_000, 5_000_000]);
  });
});

const statusesOf = (...ids: string[]) => ({ statuses: ids.map((id) => ({ id })) });

describe('the quick deposit’s variant', () => {
  const flags = (quick_deposit: boolean, quick_deposit_test: boolean) => ({
    quick_deposit,
    quick_deposit_test,
  });

  it('is live for every player with quick_deposit, none without a flag or a player', () => {
    expect(quickDepositVariant(flags(true, false), statusesOf('confirmed'))).toBe('live');
    expect(quickDepositVariant(flags(false, false), statusesOf('spi_test'))).toBeNull();
    expect(quickDepositVariant(flags(true, true), null)).toBeNull();
  });

  it('is the test variant for spi_test players while quick_deposit_test is on, and only for them', () => {
    expect(quickDepositVariant(flags(false, true), statusesOf('spi_test'))).toBe('test');
    expect(quickDepositVariant(flags(true, true), statusesOf('spi_test'))).toBe('test');
    expect(quickDepositVariant(flags(false, true), statusesOf('confirmed'))).toBeNull();
    expect(quickDepositVariant(flags(true, true), statusesOf('confirmed'))).toBe('live');
  });
});

describe('cardDigitsOf', () => {
  it('reads the last digits of a card method and nothing else', () => {
    expect(cardDigitsOf('card:4242')).toBe('4242');
    expect(cardDigitsOf('card:42424')).toBeNull();
    expect(cardDigitsOf('wallet:abc')).toBeNull();
    expect(cardDigitsOf(null)).toBeNull();
  });
});
