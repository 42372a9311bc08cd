import { describe, expect, it } from 'vitest';
import { playerKeys } from '@/lib/queries/player';
import { testQueryClient } from '@/testing/session';
import { applyBalanceChanged } from './balance-updates';

const accounts = {
  data: [
    { currency: 'EUR', balance: 1000, active: true, subunits: 100 },
    { currency: 'USD', balance: 0, active: false, subunits: 100 },
  ],
};

describe('applyBalanceChanged', () => {
  it('sets the balance of the account the publication names', () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.accounts(), accounts);
    const applied = applyBalanceChanged(client, {
      type: 'balance_changed',
      data: { currency: 'EUR', balance: 750, subunits: 100 },
    });
    expect(applied).toBe(true);
    expect(client.getQueryData(playerKeys.accounts())).toEqual({
      data: [
        { currency: 'EUR', balance: 750, active: true, subunits: 100 },
        { currency: 'USD', balance: 0, active: false, subunits: 100 },
      ],
    });
  });

  it('adds an account it did not know yet', () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.accounts(), accounts);
    applyBalanceChanged(client, {
      type: 'balance_changed',
      data: { currency: 'BTC', balance: 5, subunits: 1e8 },
    });
    expect(client.getQueryData<typeof accounts>(playerKeys.accounts())?.data[2]).toEqual({
      currency: 'BTC',
      balance: 5,
      active: false,
      subunits: 1e8,
    });
  });

  it('ignores other publications and malformed ones', () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.accounts(), accounts);
    expect(applyBalanceChanged(client, { type: 'bet_changed', data: {} })).toBe(false);
    expect(
      applyBalanceChanged(client, { type: 'balance_changed', data: { currency: 'EUR', balance: 1.5 } }),
    ).toBe(false);
    expect(applyBalanceChanged(client, null)).toBe(false);
    expect(client.getQueryData(playerKeys.accounts())).toEqual(accounts);
  });
});
