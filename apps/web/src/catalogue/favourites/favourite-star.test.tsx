import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/components/ui/alerts';
import { requestSignIn } from '@/session/session';
import { renderWithProviders, stubFetch, testQueryClient } from '@/testing/bets';
import { favouritesKeys, idsAfterToggle } from './favourite-queries';
import { FavouriteStar } from './favourite-star';

const session = vi.hoisted(() => ({
  current: {
    status: 'logged_in',
    isLoggedIn: true,
    player: { id: 'u1' } as { id: string } | null,
    account: null,
  },
}));
vi.mock('@/session/session', () => ({ useSession: () => session.current, requestSignIn: vi.fn() }));

beforeEach(() => {
  session.current = { status: 'logged_in', isLoggedIn: true, player: { id: 'u1' }, account: null };
  useAlertStore.setState({ current: null });
});
afterEach(cleanup);

/** A call that waits until the test lets it answer. */
function deferred() {
  let settle: (answer: { status?: number; body: unknown }) => void = () => {};
  const promise = new Promise<{ status?: number; body: unknown }>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

function setup(ids: number[], save: () => Promise<{ status?: number; body: unknown }>) {
  const client = testQueryClient();
  client.setQueryData(favouritesKeys.ids('u1', 'matches'), { favoriteIds: ids });
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(`${init?.method} ${String(input)}`);
    const answer = await save();
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(<FavouriteStar type="matches" id={7} name="Home FC - Away FC" />, client);
  return { client, calls, star: () => screen.getByTestId('favourite-star') };
}

const cachedIds = (client: ReturnType<typeof testQueryClient>) =>
  client.getQueryData<{ favoriteIds: number[] }>(favouritesKeys.ids('u1', 'matches'))?.favoriteIds;

describe('FavouriteStar', () => {
  it('flips at once, then adds the id to the cached favourites when the server agrees', async () => {
    const call = deferred();
    const { client, calls, star } = setup([1], () => call.promise);
    expect(star().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Add Home FC - Away FC to favourites' }));
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(star().getAttribute('aria-busy')).toBe('true');
    expect(calls).toEqual(['POST /api/v2/favourites/matches/7']);
    call.settle({ body: { favoriteIds: [1, 7] } });
    await waitFor(() => expect(star().getAttribute('aria-busy')).toBeNull());
    expect(star().getAttribute('aria-pressed')).toBe('true');
    expect(star().getAttribute('aria-label')).toBe('Remove Home FC - Away FC from favourites');
    expect(cachedIds(client)).toEqual([1, 7]);
  });

  it('resets and shows an error alert when saving fails', async () => {
    const call = deferred();
    const { client, star } = setup([1], () => call.promise);
    fireEvent.click(star());
    expect(star().getAttribute('aria-pressed')).toBe('true');
    call.settle({ status: 500, body: { code: 'internal_error', message: 'down' } });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    expect(cachedIds(client)).toEqual([1]);
    expect(useAlertStore.getState().current).toMatchObject({
      variant: 'error',
      title: 'Favourites not saved',
    });
  });

  it('removes with DELETE, and a failed removal leaves the star on', async () => {
    const call = deferred();
    const { calls, star } = setup([7], () => call.promise);
    expect(star().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star());
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(calls).toEqual(['DELETE /api/v2/favourites/matches/7']);
    call.settle({ status: 404, body: { code: 'not_found', message: 'no' } });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks an anonymous visitor to sign in instead of calling the server', () => {
    session.current = { status: 'not_logged_in', isLoggedIn: false, player: null, account: null };
    const fetchMock = stubFetch();
    renderWithProviders(<FavouriteStar type="tournaments" id={3} name="Premier League" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Premier League to favourites' }));
    expect(requestSignIn).toHaveBeenCalledWith('favourites');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an empty placeholder, not a wrong star, while the session is unknown', () => {
    session.current = { status: 'unknown', isLoggedIn: false, player: null, account: null };
    renderWithProviders(<FavouriteStar type="matches" id={7} name="x" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('raises one alert when the favourites cannot be loaded', async () => {
    stubFetch((url) =>
      url.pathname === '/api/v2/favourites/matches'
        ? { status: 500, body: { code: 'internal_error', message: 'x' } }
        : undefined,
    );
    const shown: string[] = [];
    const stop = useAlertStore.subscribe((s) => shown.push(s.current?.title ?? ''));
    renderWithProviders(
      <>
        <FavouriteStar type="matches" id={1} name="a" />
        <FavouriteStar type="matches" id={2} name="b" />
        <FavouriteStar type="matches" id={3} name="c" />
      </>,
    );
    await waitFor(() => expect(shown).toEqual(['Favourites not loaded']));
    stop();
  });
});

describe('idsAfterToggle', () => {
  it('adds or removes one id, keeping the others', () => {
    expect(idsAfterToggle([1, 2], 7, true)).toEqual([1, 2, 7]);
    expect(idsAfterToggle([1, 7, 2], 7, false)).toEqual([1, 2]);
    expect(idsAfterToggle([7], 7, true)).toEqual([7]);
  });
});
