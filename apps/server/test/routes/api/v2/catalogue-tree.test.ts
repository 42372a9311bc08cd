/** GET /sports, /categories(/:id), /tournaments(/:id), /settings and competitor logos. */
import {
  CategoriesResponseSchema,
  CategorySchema,
  SettingsSchema,
  SportsResponseSchema,
  TournamentSchema,
  TournamentsResponseSchema,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureWorld());
});
afterAll(() => t.close());

describe('GET /api/v2/sports', () => {
  it('lists sports by priority, named in the request locale', async () => {
    const res = await t.get<{ data: { key: string; name: string }[] }>('/api/v2/sports', {
      'accept-language': 'es',
    });
    expect(res.status).toBe(200);
    expect(SportsResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data.map((s) => [s.key, s.name])).toEqual([
      ['football', 'Fútbol'],
      ['tennis', 'Tenis'],
      ['cs2', 'Counter-Strike 2'],
    ]);
    expect(res.headers['content-language']).toBe('es');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it.each([
    ['pt-BR', 'Futebol'],
    ['br', 'Futebol'],
    ['pt-PT', 'Futebol'],
    ['es-AR', 'Fútbol'],
    ['fr', 'Football'],
    ['fr, es;q=0.5', 'Fútbol'],
  ])('Accept-Language %s names football %s', async (header, name) => {
    const res = await t.get<{ data: { name: string }[] }>('/api/v2/sports', { 'accept-language': header });
    expect(res.body.data[0]?.name).toBe(name);
  });
});

describe('GET /api/v2/categories', () => {
  it('lists every category with its sport', async () => {
    const res = await t.get<{ data: { id: number; sport: { key: string } }[] }>('/api/v2/categories');
    expect(CategoriesResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data.map((c) => c.id)).toEqual([IDS.england, IDS.spain, IDS.atp, IDS.esports]);
  });

  it('filters by sport', async () => {
    const res = await t.get<{ data: { id: number }[] }>(
      `/api/v2/categories?sport_id=${IDS.tennis},${IDS.cs2}`,
    );
    expect(res.body.data.map((c) => c.id)).toEqual([IDS.atp, IDS.esports]);
  });

  it('answers one category by id, localised', async () => {
    const res = await t.get(`/api/v2/categories/${IDS.spain}`, { 'accept-language': 'pt-BR' });
    expect(res.status).toBe(200);
    expect(CategorySchema.parse(res.body)).toMatchObject({
      name: 'Espanha',
      country_code: 'ES',
      type: 'regular',
    });
  });

  it('404s an unknown id and 400s a bad one', async () => {
    expect((await t.get('/api/v2/categories/999')).body).toMatchObject({ code: 'not_found' });
    expect((await t.get('/api/v2/categories/999')).status).toBe(404);
    expect((await t.get('/api/v2/categories/abc')).body).toMatchObject({
      code: 'invalid_param',
      field: 'id',
    });
    expect((await t.get('/api/v2/categories?sport_id=x')).body).toMatchObject({ field: 'sport_id' });
  });
});

describe('GET /api/v2/tournaments', () => {
  it('lists tournaments by sport, category and own priority', async () => {
    const res = await t.get<{ data: { id: number }[] }>('/api/v2/tournaments');
    expect(TournamentsResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.data.map((x) => x.id)).toEqual([IDS.premier, IDS.laliga, IDS.atpOpen, IDS.csMajor]);
  });

  it('filters by sport and by category', async () => {
    const bySport = await t.get<{ data: { id: number }[] }>(`/api/v2/tournaments?sport_id=${IDS.football}`);
    expect(bySport.body.data.map((x) => x.id)).toEqual([IDS.premier, IDS.laliga]);
    const byCategory = await t.get<{ data: { id: number }[] }>(
      `/api/v2/tournaments?category_id=${IDS.spain}`,
    );
    expect(byCategory.body.data.map((x) => x.id)).toEqual([IDS.laliga]);
  });

  it('answers one tournament with its outcome counts', async () => {
    const res = await t.get(`/api/v2/tournaments/${IDS.premier}`, { 'accept-language': 'es' });
    expect(TournamentSchema.parse(res.body)).toMatchObject({
      name: 'Liga Premier',
      category: { id: IDS.england, name: 'Inglaterra' },
      sport: { key: 'football', name: 'Fútbol', type: 'regular' },
      main_market_outcomes_count: 3,
      secondary_market_outcomes_count: 2,
    });
  });

  it('404s an unknown id and 400s a bad one', async () => {
    expect((await t.get('/api/v2/tournaments/123456')).status).toBe(404);
    expect((await t.get('/api/v2/tournaments/-1')).status).toBe(400);
    expect((await t.get('/api/v2/tournaments?category_id=1.5')).body).toMatchObject({ field: 'category_id' });
  });
});

describe('GET /api/v2/settings', () => {
  it('answers the defaults with provider switches and sport kinds from the catalogue', async () => {
    const res = await t.get('/api/v2/settings');
    expect(res.status).toBe(200);
    expect(SettingsSchema.parse(res.body)).toMatchObject({
      stakes: [500, 1000, 2500, 5000],
      auto_accept_odds_change: 'none',
      odds_types: { selected: 'european' },
      provider_statuses: { betradar: true, oddin: true, betconstruct: false },
      sport_type_providers: { regular: 'betradar', cyber: 'oddin' },
    });
  });
});

describe('GET /api/v2/competitors/:id/logo.svg', () => {
  it('serves the crest as SVG', async () => {
    const res = await t.get('/api/v2/competitors/1001/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(String(res.body)).toContain('<svg');
  });

  it('404s a competitor without a crest or unknown, 400s a bad id', async () => {
    expect((await t.get('/api/v2/competitors/1002/logo.svg')).status).toBe(404);
    expect((await t.get('/api/v2/competitors/99999/logo.svg')).status).toBe(404);
    expect((await t.get('/api/v2/competitors/abc/logo.svg')).status).toBe(400);
  });
});
