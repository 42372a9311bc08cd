import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { catalogueKeys, catalogueQueries } from './catalogue';

describe('catalogueKeys', () => {
  it('nests every variant of a resource under its prefix, so one call can patch them all', () => {
    const prefix = catalogueKeys.allMatches('en');
    expect(catalogueKeys.matches('en', { sport_key: ['football'] }).slice(0, prefix.length)).toEqual(prefix);
    const markets = catalogueKeys.allMarkets('en', 7);
    expect(catalogueKeys.markets('en', 7, 'totals').slice(0, markets.length)).toEqual(markets);
    expect(catalogueKeys.markets('en', 7).slice(0, markets.length)).toEqual(markets);
  });

  it('keeps locales apart', () => {
    expect(catalogueKeys.sports('en')).not.toEqual(catalogueKeys.sports('es'));
  });
});

describe('catalogueQueries', () => {
  it('fetch the resource they are keyed by', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"data":[]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await client.fetchQuery(catalogueQueries.markets('es', 42, 'main'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v2/matches/42/markets?limit=500&group_key=main');
    await client.fetchQuery(catalogueQueries.categories('es', 1));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v2/categories?sport_id=1');
  });

  it('do not search below 3 characters', () => {
    expect(catalogueQueries.search('en', 'ab').enabled).toBe(false);
    expect(catalogueQueries.search('en', 'abc').enabled).toBe(true);
  });

  it('page match lists until the last page', () => {
    const { getNextPageParam } = catalogueQueries.matchPages('en', {});
    const page = (p: number, last: number) => ({
      data: [],
      pagination: { page: p, last_page: last, total: 0, limit: 50 },
    });
    expect(getNextPageParam(page(1, 3), [], 1, [])).toBe(2);
    expect(getNextPageParam(page(3, 3), [], 3, [])).toBeUndefined();
  });

  it('use keys a prefix filter finds', () => {
    const key = catalogueQueries.matches('en', { page: 2 }).queryKey;
    expect(partialMatchKey(key, catalogueKeys.allMatches('en'))).toBe(true);
    expect(partialMatchKey(key, catalogueKeys.allMatches('es'))).toBe(false);
  });
});
