import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module per test: the sport keys are kept for a minute.
async function load() {
  vi.resetModules();
  return (await import('./missing-page')).missingPageOf;
}

function api(answers: { sports?: number; resolve?: number | 'down' }) {
  const fn = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/v2/sports') {
      const status = answers.sports ?? 200;
      return new Response(JSON.stringify({ data: [{ key: 'football' }, { key: 'tennis' }] }), { status });
    }
    if (answers.resolve === 'down') throw new TypeError('fetch failed');
    return new Response('{}', { status: answers.resolve ?? 200 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

beforeEach(() => vi.stubEnv('API_URL', 'http://api.test'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('missingPageOf', () => {
  it('sends a path outside /sports to the localised 404 page, and keeps /sports/404 itself', async () => {
    const missingPageOf = await load();
    const fetchMock = api({});
    expect(await missingPageOf('/es/nada/de/nada')).toBe('/es/404');
    expect(await missingPageOf('/en/sports/404')).toBe('/en/sports/404');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a custom page of the site settings to its route, and only that one', async () => {
    const missingPageOf = await load();
    const isCustomPage = (path: string) => path === '/promo/champions';
    expect(await missingPageOf('/es/promo/champions', isCustomPage)).toBeNull();
    expect(await missingPageOf('/es/promo/other', isCustomPage)).toBe('/es/404');
  });

  it('answers a path with a broken percent-encoding with the localised 404, without throwing', async () => {
    const missingPageOf = await load();
    const fetchMock = api({});
    expect(await missingPageOf('/en/%E0%A4%A/sports')).toBe('/en/404');
    expect(await missingPageOf('/ko/sports/football/%ZZ')).toBe('/ko/404');
    expect(await missingPageOf('/%E0%A4%A/sports')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers a slug the API resolves nothing for under a real sport with /sports/404', async () => {
    const missingPageOf = await load();
    api({ resolve: 404 });
    expect(await missingPageOf('/pt-BR/sports/football/old-match-12')).toBe('/pt-BR/sports/404');
    api({ resolve: 400 });
    expect(await missingPageOf('/en/sports/tennis/x')).toBe('/en/sports/404');
  });

  it('leaves to its page what it cannot tell: a resolved slug, another route, the API not answering', async () => {
    const missingPageOf = await load();
    api({ resolve: 200 });
    expect(await missingPageOf('/en/sports/football/spain-laliga-2')).toBeNull();
    // Not a sport: a route of the app (users/sign-in), which the proxy does not list.
    expect(await missingPageOf('/en/sports/users/sign-in')).toBeNull();
    expect(await missingPageOf('/en/sports/football')).toBeNull();
    expect(await missingPageOf('/en/sports')).toBeNull();
    expect(await missingPageOf('/en')).toBeNull();
    api({ resolve: 'down' });
    expect(await missingPageOf('/en/sports/football/anything-1')).toBeNull();
    api({ resolve: 503 });
    expect(await missingPageOf('/en/sports/football/anything-1')).toBeNull();
  });

  it('leaves everything to the pages while the sports cannot be read', async () => {
    const missingPageOf = await load();
    api({ sports: 503, resolve: 404 });
    expect(await missingPageOf('/en/sports/football/old-match-12')).toBeNull();
  });
});
