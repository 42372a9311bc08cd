import type { Account } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHook } from '@/lib/api';
import { setCsrfCookie } from '@/lib/api/test-support';
import { playerKeys } from '@/lib/queries/player';
import { AccountProviders, aPlayer, json, mockApi, testQueryClient } from '@/testing/session';
import { useAuthDialogStore } from './auth-dialog-store';
import { activeAccountOf, authStatusOf, requestSignIn, useSession } from './session';

afterEach(() => {
  cleanup();
  setCsrfCookie(null);
  setUnauthorizedHook(null);
  useAuthDialogStore.setState({ form: null, reason: null, token: null });
});

describe('authStatusOf', () => {
  it('is unknown before the player query runs and pending while it fetches', () => {
    expect(authStatusOf({ data: undefined, isFetching: false })).toBe('unknown');
    expect(authStatusOf({ data: undefined, isFetching: true })).toBe('pending');
  });

  it('is logged_in with a player and not_logged_in with null (the 401 answer)', () => {
    expect(authStatusOf({ data: aPlayer(), isFetching: false })).toBe('logged_in');
    expect(authStatusOf({ data: null, isFetching: true })).toBe('not_logged_in');
  });

  it('counts a failed player query as signed out', () => {
    expect(authStatusOf({ data: undefined, isFetching: false, isError: true })).toBe('not_logged_in');
  });
});

describe('activeAccountOf', () => {
  const accounts: Account[] = [
    { currency: 'EUR', balance: money(1050), active: false, subunits: 100 },
    { currency: 'BTC', balance: money(50_000_000), active: true, subunits: 100_000_000 },
  ];

  it('is the account flagged active', () => {
    expect(activeAccountOf(aPlayer(), accounts)).toEqual({
      currency: 'BTC',
      balance: 50_000_000,
      subunits: 1e8,
    });
  });

  it("falls back to the player's currency, and is null without a player or accounts", () => {
    const none = accounts.map((a) => ({ ...a, active: false }));
    expect(activeAccountOf(aPlayer({ currency: 'EUR' }), none)?.currency).toBe('EUR');
    expect(activeAccountOf(null, accounts)).toBeNull();
    expect(activeAccountOf(aPlayer(), undefined)).toBeNull();
  });
});

describe('useSession', () => {
  function renderSession(client = testQueryClient()) {
    return renderHook(() => useSession(), {
      wrapper: ({ children }) => <AccountProviders client={client}>{children}</AccountProviders>,
    });
  }

  it('is not_logged_in without asking when there is no CSRF cookie (no session to find)', async () => {
    const fetchMock = mockApi({ 'GET /api/platform/player': () => json(aPlayer()) });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.status).toBe('not_logged_in'));
    expect(result.current).toMatchObject({ isLoggedIn: false, player: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes pending, then not_logged_in when GET /player answers 401, without the 401 hook', async () => {
    setCsrfCookie('expired');
    const fetchMock = mockApi({
      'GET /api/platform/player': () => json({ code: 'unauthorized', message: 'Sign in first' }, 401),
    });
    const hook = vi.fn();
    setUnauthorizedHook(hook);
    const { result } = renderSession();
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('not_logged_in'));
    expect(result.current).toMatchObject({ isLoggedIn: false, player: null, account: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hook).not.toHaveBeenCalled();
  });

  it('is logged_in with the player and the active account from GET /player/accounts', async () => {
    setCsrfCookie('t0k');
    mockApi({
      'GET /api/platform/player': () => json(aPlayer()),
      'GET /api/platform/player/accounts': () =>
        json({ data: [{ currency: 'EUR', balance: 2500, active: true, subunits: 100 }] }),
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.account).not.toBeNull());
    expect(result.current).toMatchObject({
      status: 'logged_in',
      isLoggedIn: true,
      player: { email: 'demo@sportsbook.local' },
      account: { currency: 'EUR', balance: 2500, subunits: 100 },
    });
  });

  it('follows the cache: signing out elsewhere shows here at once', async () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.me(), aPlayer());
    client.setQueryData(playerKeys.accounts(), { data: [] });
    const { result } = renderSession(client);
    expect(result.current.status).toBe('logged_in');
    client.setQueryData(playerKeys.me(), null);
    await waitFor(() => expect(result.current.status).toBe('not_logged_in'));
  });
});

describe('requestSignIn', () => {
  it('opens the sign-in form with the reason', () => {
    requestSignIn('place_bet');
    expect(useAuthDialogStore.getState()).toMatchObject({ form: 'sign-in', reason: 'place_bet' });
    requestSignIn();
    expect(useAuthDialogStore.getState()).toMatchObject({ form: 'sign-in', reason: null });
  });
});
