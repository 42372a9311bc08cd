/** GET /search: grouped results, accents and case ignored, filters, and the 3..50 character rule. */
import { type SearchResponse, SearchResponseSchema } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureWorld());
});
afterAll(() => t.close());

const search = async (query: string, headers?: Record<string, string>) => {
  const res = await t.get<SearchResponse>(`/api/v2/search?${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(SearchResponseSchema.safeParse(res.body).success).toBe(true);
  return res.body;
};
const matchIds = (r: SearchResponse) => r.matches.map((m) => m.id).sort((a, b) => a - b);

describe('GET /api/v2/search', () => {
  it('finds a match by either competitor, case ignored', async () => {
    expect(matchIds(await search('q=LEEDS'))).toEqual([IDS.leedsBristol]);
    expect(matchIds(await search('q=bristol rov'))).toEqual([IDS.leedsBristol]);
    expect(matchIds(await search(`q=${encodeURIComponent('Leeds Athletic - Bristol')}`))).toEqual([
      IDS.leedsBristol,
    ]);
  });

  it('ignores accents both ways', async () => {
    expect(matchIds(await search('q=cordoba'))).toEqual([IDS.murciaCordoba]);
    expect(matchIds(await search(`q=${encodeURIComponent('CÓRDOBA')}`))).toEqual([IDS.murciaCordoba]);
    expect(matchIds(await search(`q=${encodeURIComponent('Cádiz')}`))).toEqual([IDS.noMarkets]);
  });

  it('groups sports, tournaments and matches (events and their tournament)', async () => {
    const r = await search('q=premier');
    expect(r.sports).toEqual([]);
    expect(r.tournaments.map((x) => x.id)).toEqual([IDS.premier]);
    expect(matchIds(r)).toEqual([IDS.leedsBristol, IDS.norwichDerby, IDS.readingHull, IDS.premierWinner]);
  });

  it('finds sports and tournaments by their name in the request locale', async () => {
    const r = await search(`q=${encodeURIComponent('fútbol')}`, { 'accept-language': 'es' });
    expect(r.sports.map((s) => s.key)).toEqual(['football']);
    expect((await search('q=football', { 'accept-language': 'es' })).sports).toEqual([]);
    expect((await search('q=aberto', { 'accept-language': 'pt-BR' })).tournaments.map((x) => x.id)).toEqual([
      IDS.atpOpen,
    ]);
  });

  it('looks at event names only with only_events_name', async () => {
    const r = await search('q=premier&only_events_name=true');
    expect(r).toMatchObject({ sports: [], tournaments: [] });
    expect(matchIds(r)).toEqual([IDS.premierWinner]);
  });

  it('filters by sport type and match status', async () => {
    expect(matchIds(await search('q=team&sport_type=cyber'))).toEqual([IDS.csMatch, IDS.csClosed]);
    expect(matchIds(await search('q=team&match_status=prematch'))).toEqual([IDS.csMatch]);
    expect(matchIds(await search('q=team&sport_type=regular'))).toEqual([]);
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await search('q=%25%25%25')).toEqual({ sports: [], tournaments: [], matches: [] });
    expect((await search('q=___')).matches).toEqual([]);
  });

  it.each([
    ['q=ab', 'q'],
    ['q=%20%20ab%20%20', 'q'],
    [`q=${'x'.repeat(51)}`, 'q'],
    ['', 'q'],
    ['q=leeds&sport_type=board', 'sport_type'],
    ['q=leeds&match_status=over', 'match_status'],
    ['q=leeds&only_events_name=sure', 'only_events_name'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/v2/search?${query}`);
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_param', field } });
  });
});
