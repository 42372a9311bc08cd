import type { SportsbookSession, UserLimit } from '@sportsbook/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playerKeys } from '@/lib/queries/player';
import { aPlayer, json, mockApi, testQueryClient } from '@/testing/session';
import account from '../../../messages/en/account.json';
import common from '../../../messages/en/common.json';
import rg from '../../../messages/en/rg.json';
import { ResponsibleGambling } from './responsible-gambling';
import { closeRgNotice } from './rg-store';

vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);
const realtime = vi.hoisted(() => ({ handlers: new Map<string, (data: unknown) => void>() }));
vi.mock('@/lib/realtime/connection', () => ({
  useSubscription: (channel: string | null, onPublication: (data: unknown) => void) => {
    if (channel) realtime.handlers.set(channel, onPublication);
  },
}));

const P = '/api/platform';

const session = (over: Partial<SportsbookSession> = {}): SportsbookSession => ({
  started_at: new Date(Date.now() - 60_000).toISOString(),
  duration: 60,
  period: null,
  continued_at: null,
  next_check_at: null,
  limit: null,
  net_result: -250,
  currency: 'EUR',
  ...over,
});

const limit = (type: UserLimit['type'], amount: number): UserLimit => ({
  id: 1,
  type,
  status: 'active',
  period: type === 'activity' ? 'day' : null,
  amount,
  currency: null,
  created_at: new Date().toISOString(),
  confirm_until: null,
  disable_at: null,
  ends_at: null,
});

function renderSignedIn() {
  const client = testQueryClient();
  client.setQueryData(playerKeys.me(), aPlayer());
  client.setQueryData(playerKeys.accounts(), { data: [] });
  render(
    <NextIntlClientProvider locale="en" messages={{ rg, common, account }} timeZone="UTC">
      <QueryClientProvider client={client}>
        <ResponsibleGambling activityMs={20} realityCheckMs={20} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return client;
}

const signedOut = { [`DELETE ${P}/users/sign_out`]: () => json({}) };

beforeEach(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});
afterEach(() => {
  cleanup();
  closeRgNotice();
});

describe('the session loop', () => {
  it('starts the sportsbook session; a 403 session_limit signs out and says why', async () => {
    const fetch = mockApi({
      ...signedOut,
      [`GET ${P}/user_limits`]: () => json({ data: [] }),
      [`POST ${P}/sportsbook_sessions`]: () => json({ code: 'session_limit', message: 'x' }, 403),
    });
    const client = renderSignedIn();
    // The first test waits for the loop's and the notice's code to load (a lazy chunk each).
    expect(
      await screen.findByRole('dialog', { name: 'Session limit reached' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(client.getQueryData(playerKeys.me())).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('tracks activity while an activity limit binds; a 401 signs out with the activity notice', async () => {
    let tracked = 0;
    mockApi({
      ...signedOut,
      [`GET ${P}/user_limits`]: () => json({ data: [limit('activity', 1)] }),
      [`POST ${P}/sportsbook_sessions`]: () => json(session()),
      [`POST ${P}/player/activity_limit_track`]: () => {
        tracked += 1;
        return tracked < 3
          ? json({ tracked: 60, remaining: 0 })
          : json({ code: 'limit_exceeded', message: 'x' }, 401);
      },
    });
    const client = renderSignedIn();
    expect(await screen.findByRole('dialog', { name: 'Activity limit reached' })).toBeTruthy();
    expect(tracked).toBe(3);
    expect(client.getQueryData(playerKeys.me())).toBeNull();
  });

  it("fetches the limits again when the player's channel says they changed elsewhere", async () => {
    let listed = 0;
    mockApi({
      [`GET ${P}/user_limits`]: () => {
        listed += 1;
        return json({ data: [] });
      },
      [`POST ${P}/sportsbook_sessions`]: () => json(session()),
    });
    renderSignedIn();
    await waitFor(() => expect(realtime.handlers.get(`$user:${aPlayer().id}`)).toBeDefined());
    await waitFor(() => expect(listed).toBe(1));
    const publish = realtime.handlers.get(`$user:${aPlayer().id}`);
    publish?.({ type: 'balance_changed', data: { currency: 'EUR', balance: 1, subunits: 100 } });
    publish?.(null);
    await new Promise((r) => setTimeout(r, 50));
    expect(listed).toBe(1);
    publish?.({ type: 'limits_changed', data: { limit_type: 'loss' } });
    await waitFor(() => expect(listed).toBe(2));
  });

  it('does not track without an activity limit, and a 400 stops the tracking', async () => {
    let tracked = 0;
    const limits = { data: [] as UserLimit[] };
    mockApi({
      [`GET ${P}/user_limits`]: () => json(limits),
      [`POST ${P}/sportsbook_sessions`]: () => json(session()),
      [`POST ${P}/player/activity_limit_track`]: () => {
        tracked += 1;
        return json({ code: 'invalid_param', message: 'x' }, 400);
      },
    });
    const client = renderSignedIn();
    await new Promise((r) => setTimeout(r, 120));
    expect(tracked).toBe(0);
    limits.data = [limit('activity', 5)];
    await client.invalidateQueries({ queryKey: ['player', 'limits'] });
    await waitFor(() => expect(tracked).toBe(1));
    await new Promise((r) => setTimeout(r, 120));
    expect(tracked).toBe(1);
  });

  it('shows the reality check when it is due, and continue moves the next one', async () => {
    const due = session({ period: 60, next_check_at: new Date(Date.now() - 1000).toISOString() });
    let continued = 0;
    mockApi({
      [`GET ${P}/user_limits`]: () => json({ data: [limit('reality_check', 1)] }),
      [`POST ${P}/sportsbook_sessions`]: () => json(due),
      [`GET ${P}/sportsbook_sessions`]: () => json(continued > 0 ? later() : due),
      [`POST ${P}/sportsbook_sessions/continue`]: () => {
        continued += 1;
        return json(later());
      },
    });
    const later = () => session({ period: 60, next_check_at: new Date(Date.now() + 60_000).toISOString() });
    renderSignedIn();
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('1 min');
    expect(dialog.textContent).toContain('-€2.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(continued).toBe(1);
  });
});
