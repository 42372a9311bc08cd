import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError, retryAfterOf } from './api-error';
import { apiFetch, CSRF_HEADER, readCsrfToken, setUnauthorizedHook } from './client';
import { setCsrfCookie } from './test-support';

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

afterEach(() => {
  setUnauthorizedHook(null);
  setCsrfCookie(null);
});

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

  it('calls the 401 hook unless the call says a 401 only means "signed out"', async () => {
    mockFetch(json({ code: 'unauthorized', message: 'sign in' }, 401));
    const hook = vi.fn();
    setUnauthorizedHook(hook);
    await expect(
      apiFetch('/api/platform/player', { locale: 'en', unauthorized: 'ignore' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(hook).not.toHaveBeenCalled();
  });

  it('reads Retry-After of a 429 into the error', async () => {
    mockFetch(
      new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests' }), {
        status: 429,
        headers: { 'Retry-After': '42' },
      }),
    );
    await expect(apiFetch('/api/platform/users/sign_in', { locale: 'en', body: {} })).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 42,
    });
  });
});

describe('CSRF header', () => {
  const mockEach = () => {
    const fn = vi.fn<typeof fetch>(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fn);
    return fn;
  };
  // biome-ignore lint/suspicious/noDocumentCookie: the app reads this cookie; tests have to set it
  const setCookie = (value: string) => (document.cookie = value);

  it('echoes the sb_csrf cookie on every call that is not a GET', async () => {
    setCookie('other=1');
    setCsrfCookie('abc%3D123');
    const fetchMock = mockEach();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      await apiFetch('/api/v2/settings', {
        locale: 'en',
        method,
        body: method === 'DELETE' ? undefined : {},
      });
    }
    await apiFetch('/api/v2/bets', { locale: 'en', body: { bets: [] } });
    for (const call of fetchMock.mock.calls) {
      expect(new Headers(call[1]?.headers).get(CSRF_HEADER)).toBe('abc=123');
    }
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('leaves GET calls and calls without the cookie alone', async () => {
    const fetchMock = mockEach();
    await apiFetch('/api/v2/bets', { locale: 'en', method: 'POST', body: {} });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has(CSRF_HEADER)).toBe(false);

    setCsrfCookie('abc');
    await apiFetch('/api/v2/sports', { locale: 'en' });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has(CSRF_HEADER)).toBe(false);
  });

  it('reads the cookie among others, and nothing when it is absent', () => {
    expect(readCsrfToken()).toBeUndefined();
    setCookie('a=1');
    setCsrfCookie('t0k');
    setCookie('b=2');
    expect(readCsrfToken()).toBe('t0k');
  });
});

describe('retryAfterOf', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    expect(retryAfterOf('60')).toBe(60);
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(retryAfterOf('Tue, 01 Jan 2030 00:00:30 GMT', now)).toBe(30);
    expect(retryAfterOf('Tue, 01 Jan 2000 00:00:30 GMT', now)).toBe(0);
    expect(retryAfterOf('soon')).toBeUndefined();
    expect(retryAfterOf(null)).toBeUndefined();
  });
});
