import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { apiFetch, setUnauthorizedHook } from './client';

function mockFetch(response: Response | Error) {
  const fn = vi.fn<typeof fetch>(async () => {
    if (!(response instanceof Response)) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => setUnauthorizedHook(null));

describe('apiFetch', () => {
  it('calls the relative path in the browser with the locale, credentials and the query', async () => {
    const fetchMock = mockFetch(json({ data: [] }));
    await apiFetch('/api/v2/matches', {
      locale: 'br',
      query: { sport_key: ['football', 'tennis'], page: 2 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/matches?sport_key=football%2Ctennis&page=2');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('pt-BR');
  });

  it('sends a body as JSON with POST', async () => {
    const fetchMock = mockFetch(json({ live: 1 }));
    await apiFetch('/api/v2/counters', { locale: 'en', body: { match_status: [0, 1] } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"match_status":[0,1]}');
  });

  it("rejects with the server's error body as an ApiError", async () => {
    mockFetch(json({ code: 'not_found', message: 'match 9 not found', field: 'id' }, 404));
    const error = await apiFetch('/api/v2/matches/9', { locale: 'en' }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      field: 'id',
      message: 'match 9 not found',
    });
  });

  it('turns an unreadable error into a generic ApiError of that status', async () => {
    mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiFetch('/api/v2/sports', { locale: 'en' })).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
    });
  });

  it('calls the 401 hook, then rejects', async () => {
    mockFetch(json({ code: 'unauthorized', message: 'sign in' }, 401));
    const hook = vi.fn();
    setUnauthorizedHook(hook);
    await expect(apiFetch('/api/v2/bets', { locale: 'en' })).rejects.toBeInstanceOf(ApiError);
    expect(hook).toHaveBeenCalledWith(expect.objectContaining({ code: 'unauthorized' }));
  });

  it('reports a network failure as network_error but lets an abort through untouched', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/v2/sports', { locale: 'en' })).rejects.toMatchObject({
      code: 'network_error',
    });

    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    mockFetch(abort);
    await expect(apiFetch('/api/v2/sports', { locale: 'en', signal: controller.signal })).rejects.toBe(abort);
  });
});
