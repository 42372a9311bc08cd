import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setUnauthorizedHook } from '@/lib/api';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { useAuthDialogStore } from '@/session/auth-dialog-store';
import { aPlayer, json, mockApi, testQueryClient } from '@/testing/session';
import { applySignedIn, BETS_KEY, clearPlayerData, handleUnauthorized, signOut } from './session-actions';

afterEach(() => {
  setUnauthorizedHook(null);
  useAuthDialogStore.setState({ form: null, reason: null, token: null });
});

function signedInCache() {
  const client = testQueryClient();
  client.setQueryData(playerKeys.me(), aPlayer());
  client.setQueryData(playerKeys.accounts(), { data: [] });
  client.setQueryData([...BETS_KEY, 'open'], { data: [1] });
  client.setQueryData(catalogueKeys.sports('en'), { data: [] });
  return client;
}

describe('clearPlayerData', () => {
  it("drops the player's accounts and bets, keeps the catalogue, and marks the session signed out", () => {
    const client = signedInCache();
    clearPlayerData(client);
    expect(client.getQueryData(playerKeys.me())).toBeNull();
    expect(client.getQueryData(playerKeys.accounts())).toBeUndefined();
    expect(client.getQueryData([...BETS_KEY, 'open'])).toBeUndefined();
    expect(client.getQueryData(catalogueKeys.sports('en'))).toEqual({ data: [] });
  });
});

describe('applySignedIn', () => {
  it("sets the new player and forgets the previous one's data", () => {
    const client = signedInCache();
    const next = aPlayer({ id: 'other', email: 'other@example.com' });
    applySignedIn(client, next);
    expect(client.getQueryData(playerKeys.me())).toEqual(next);
    expect(client.getQueryData(playerKeys.accounts())).toBeUndefined();
  });
});

describe('signOut', () => {
  it('calls DELETE /users/sign_out, then clears the cache', async () => {
    const fetchMock = mockApi({ 'DELETE /api/platform/users/sign_out': () => json({ ok: true }) });
    const client = signedInCache();
    await signOut(client, 'en');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(playerKeys.me())).toBeNull();
  });

  it('clears the cache even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const client = signedInCache();
    await expect(signOut(client, 'en')).rejects.toMatchObject({ code: 'network_error' });
    expect(client.getQueryData(playerKeys.me())).toBeNull();
  });
});

describe('the 401 hook', () => {
  it('signs a signed-in player out locally and asks them to sign in again', async () => {
    const client = signedInCache();
    setUnauthorizedHook(handleUnauthorized(client));
    mockApi({
      'GET /api/v2/favourites': () => json({ code: 'unauthorized', message: 'Sign in first' }, 401),
    });
    await expect(apiFetch('/api/v2/favourites', { locale: 'en' })).rejects.toBeInstanceOf(ApiError);
    expect(client.getQueryData(playerKeys.me())).toBeNull();
    expect(client.getQueryData([...BETS_KEY, 'open'])).toBeUndefined();
    expect(useAuthDialogStore.getState()).toMatchObject({ form: 'sign-in', reason: 'session_expired' });
  });

  it('does nothing for a visitor, so 401s after the sign-out cannot loop', () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.me(), null);
    const hook = handleUnauthorized(client);
    hook(new ApiError(401, { code: 'unauthorized', message: '' }));
    expect(useAuthDialogStore.getState().form).toBeNull();

    const signedIn = signedInCache();
    const once = handleUnauthorized(signedIn);
    once(new ApiError(401, { code: 'unauthorized', message: '' }));
    useAuthDialogStore.setState({ form: null, reason: null });
    once(new ApiError(401, { code: 'unauthorized', message: '' }));
    expect(useAuthDialogStore.getState().form).toBeNull();
  });
});
