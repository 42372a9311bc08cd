import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/testing/session';
import { depositLimitView } from './deposit-limit';

afterEach(() => vi.unstubAllGlobals());

const EUR = { currency: 'EUR', subunits: 100 };
const allowance = (data: object[]) => ({
  'GET /api/platform/user_limits/allowance': () => json({ currency: 'EUR', data }),
});

describe('depositLimitView', () => {
  it('says what the deposit limit leaves and from when more', async () => {
    const resets = '2030-01-02T10:00:00.000Z';
    mockApi(
      allowance([
        { type: 'loss', period: 'day', amount: 100, used: 0, left: 100, resets_at: null },
        { type: 'deposit', period: 'day', amount: 1500, used: 1000, left: 500, resets_at: resets },
      ]),
    );
    expect(await depositLimitView('en', EUR)).toEqual({
      key: 'depositLimitUntil',
      values: { left: '€5.00', until: new Date(resets) },
    });
  });

  it('leaves the date out when nothing was counted, and falls back to the plain sentence', async () => {
    mockApi(allowance([{ type: 'deposit', period: 'day', amount: 0, used: 0, left: 0, resets_at: null }]));
    expect(await depositLimitView('en', EUR)).toEqual({ key: 'depositLimit', values: { left: '€0.00' } });
    mockApi(allowance([]));
    expect(await depositLimitView('en', EUR)).toEqual({ key: 'limit_exceeded' });
    mockApi({});
    expect(await depositLimitView('en', EUR)).toEqual({ key: 'limit_exceeded' });
  });
});
