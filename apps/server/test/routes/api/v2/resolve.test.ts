/** GET /resolve: the kind and id behind a /{sport}/{slug} page path. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureWorld());
});
afterAll(() => t.close());

const resolve = (sport: string, slug: string) =>
  t.get<{ kind?: string; id?: number; code?: string }>(
    `/api/v2/resolve?sport=${encodeURIComponent(sport)}&slug=${encodeURIComponent(slug)}`,
  );

describe('GET /api/v2/resolve', () => {
  it('names a category, a league and a match by their slugs under the sport', async () => {
    expect((await resolve('football', 'england')).body).toEqual({ kind: 'category', id: IDS.england });
    expect((await resolve('football', 'premier-league')).body).toEqual({
      kind: 'tournament',
      id: IDS.premier,
    });
    expect((await resolve('football', `match-${IDS.leedsBristol}`)).body).toEqual({
      kind: 'match',
      id: IDS.leedsBristol,
    });
  });

  it('answers 404 for a slug of another sport, an unknown slug, an unknown sport and a wrong match slug', async () => {
    for (const [sport, slug] of [
      ['tennis', 'england'],
      ['football', 'nowhere'],
      ['curling', 'england'],
      ['tennis', `match-${IDS.leedsBristol}`],
      ['football', `leeds-bristol-${IDS.leedsBristol}`],
    ] as const) {
      const res = await resolve(sport, slug);
      expect(res.status, `${sport}/${slug}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });

  it('is a cached answer: the same ETag again, and 304 to If-None-Match', async () => {
    const url = `/api/v2/resolve?sport=football&slug=match-${IDS.leedsBristol}`;
    const first = await t.get(url);
    const again = await t.get(url);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await t.get(url, { 'if-none-match': String(first.headers.etag) })).status).toBe(304);
  });

  it('rejects a missing or empty parameter with 400', async () => {
    expect((await t.get('/api/v2/resolve?sport=football')).status).toBe(400);
    expect((await t.get('/api/v2/resolve?sport=football&slug=')).status).toBe(400);
  });
});
