/** The player's favourites, settings and votes. */
import type {
  FavouritesResponse,
  MatchesResponse,
  SettingsResponse,
  VoteResponse,
  VoteResults,
} from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema/index.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

describe('favourites', () => {
  it('are added, listed oldest first, filtered for matches, and removed', async () => {
    const p = await t.player();
    const add = (type: string, id: number) =>
      p.call<FavouritesResponse>({ method: 'POST', url: `/api/v2/favourites/${type}/${id}` });
    expect((await add('matches', IDS.norwichDerby)).body.favoriteIds).toEqual([IDS.norwichDerby]);
    await add('matches', IDS.readingHull);
    await add('matches', IDS.norwichDerby); // again: no duplicate
    await add('tournaments', IDS.premier);
    await add('sports', IDS.football);
    await add('categories', IDS.england);
    const list = (type: string, query = '') =>
      p.call<FavouritesResponse>({ method: 'GET', url: `/api/v2/favourites/${type}${query}` });
    expect((await list('matches')).body.favoriteIds).toEqual([IDS.norwichDerby, IDS.readingHull]);
    expect((await list('matches', '?isBettable=true')).body.favoriteIds).toEqual([IDS.norwichDerby]);
    expect((await list('matches', '?matchStatus=finished')).body.favoriteIds).toEqual([IDS.readingHull]);
    expect((await list('tournaments')).body.favoriteIds).toEqual([IDS.premier]);
    expect((await list('categories')).body.favoriteIds).toEqual([IDS.england]);
    const removed = await p.call<FavouritesResponse>({
      method: 'DELETE',
      url: `/api/v2/favourites/matches/${IDS.readingHull}`,
    });
    expect(removed.body.favoriteIds).toEqual([IDS.norwichDerby]);
  });

  it("narrow GET /matches?favourite=true to the player's own, and to nothing without any", async () => {
    const matchIds = async (who: typeof p, query: string) =>
      (
        await who.call<MatchesResponse>({ method: 'GET', url: `/api/v2/matches?limit=500&${query}` })
      ).body.data
        .map((m) => m.id)
        .sort((a, b) => a - b);
    const p = await t.player();
    const other = await t.player();
    const everything = await matchIds(other, '');
    expect(everything.length).toBeGreaterThan(2);
    // Asked first by someone without favourites, so a shared cached answer would be the empty one.
    expect(await matchIds(other, 'favourite=true')).toEqual([]);
    for (const id of [IDS.norwichDerby, IDS.readingHull])
      await p.call({ method: 'POST', url: `/api/v2/favourites/matches/${id}` });
    expect(await matchIds(p, 'favourite=true')).toEqual(
      [IDS.norwichDerby, IDS.readingHull].sort((a, b) => a - b),
    );
    expect(await matchIds(p, 'favourite=true&match_status=prematch')).toEqual([IDS.norwichDerby]);
    const own = await p.call({ method: 'GET', url: '/api/v2/matches?favourite=true' });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    // The other filters and the anonymous list are not affected.
    expect(await matchIds(p, 'favourite=false')).toEqual(everything);
    expect(await matchIds(other, 'favourite=true')).toEqual([]);
    const anonymous = await t.call<MatchesResponse>({
      method: 'GET',
      url: '/api/v2/matches?limit=500&favourite=true',
    });
    expect(anonymous.body.data.map((m) => m.id).sort((a, b) => a - b)).toEqual(everything);
  });

  it('refuse unknown ids (404), unknown types (400) and anonymous players (401)', async () => {
    const p = await t.player();
    expect(await p.call({ method: 'POST', url: '/api/v2/favourites/matches/999999' })).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await p.call({ method: 'DELETE', url: `/api/v2/favourites/sports/${IDS.tennis}` })).toMatchObject({
      status: 404,
    });
    expect(await p.call({ method: 'GET', url: '/api/v2/favourites/players' })).toMatchObject({
      status: 400,
      body: { field: 'type' },
    });
    expect((await t.call({ method: 'GET', url: '/api/v2/favourites/matches' })).status).toBe(401);
  });
});

describe('settings', () => {
  it("GET /settings shows the player's own values over the site defaults", async () => {
    const p = await t.player();
    const site = (await t.call<SettingsResponse>({ method: 'GET', url: '/api/v2/settings' })).body;
    const saved = await p.call<SettingsResponse>({
      method: 'POST',
      url: '/api/v2/settings',
      payload: { stakes: [200, 500], auto_accept_odds_change: 'higher', odds_type: 'american' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const mine = (await p.call<SettingsResponse>({ method: 'GET', url: '/api/v2/settings' })).body;
    expect(mine).toMatchObject({
      stakes: [200, 500],
      auto_accept_odds_change: 'higher',
      odds_types: { selected: 'american', available: site.odds_types.available },
    });
    expect(mine.updated_at).not.toBeNull();
    // A partial update leaves the rest; the push subscription is its own call.
    await p.call({ method: 'POST', url: '/api/v2/settings', payload: { odds_type: 'european' } });
    await p.call({
      method: 'POST',
      url: '/api/v2/settings',
      payload: { one_signal_push_notification_subscription: 'sub-1' },
    });
    expect((await p.call<SettingsResponse>({ method: 'GET', url: '/api/v2/settings' })).body).toMatchObject({
      stakes: [200, 500],
      odds_types: { selected: 'european' },
    });
    expect((await t.call<SettingsResponse>({ method: 'GET', url: '/api/v2/settings' })).body).toEqual(site);
  });

  it('refuses bad values and empty bodies with 400, anonymous players with 401', async () => {
    const p = await t.player();
    for (const payload of [
      {},
      { stakes: [] },
      { stakes: [1.5] },
      { auto_accept_odds_change: 'always' },
      { odds_type: 'roman' },
    ]) {
      const res = await p.call({ method: 'POST', url: '/api/v2/settings', payload });
      expect(res, JSON.stringify(payload)).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
    }
    expect(
      (await t.call({ method: 'POST', url: '/api/v2/settings', payload: { odds_type: 'american' } })).status,
    ).toBe(401);
  });
});

describe('the push subscription', () => {
  const stored = async (userId: string) => {
    const [row] = await t.app.db.select().from(settings).where(eq(settings.userId, userId));
    return row?.pushSubscription;
  };
  const save = (p: TestPlayer, id: unknown) =>
    p.call({
      method: 'POST',
      url: '/api/v2/settings',
      payload: { one_signal_push_notification_subscription: id },
    });

  it('is stored per player, the same id again changing nothing, null forgetting it', async () => {
    const [p, q] = [await t.player(), await t.player()];
    const id = '3f0c1b2a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
    expect((await save(p, id)).status).toBe(200);
    expect((await save(p, id)).status).toBe(200);
    expect(await stored(p.id)).toBe(id);
    expect(await stored(q.id)).toBeUndefined();
    expect((await save(p, null)).status).toBe(200);
    expect(await stored(p.id)).toBeNull();
  });

  it('refuses what is not an id with 400 naming the field, and anonymous callers with 401', async () => {
    const p = await t.player();
    for (const id of ['', '<script>', 'https://evil.example/x', 'a'.repeat(201), 42]) {
      const res = await save(p, id);
      expect(res, JSON.stringify(id)).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
    }
    expect(await stored(p.id)).toBeUndefined();
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v2/settings',
      payload: { one_signal_push_notification_subscription: 'sub-1' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('votes', () => {
  it('are null until cast, then the last answer', async () => {
    const p = await t.player();
    const get = () => p.call<VoteResponse>({ method: 'GET', url: '/api/v2/vote?prediction_id=final-2026' });
    expect((await get()).body).toEqual({ prediction: null });
    const cast = await p.call<VoteResponse>({
      method: 'POST',
      url: '/api/v2/vote',
      payload: { prediction_id: 'final-2026', data: { winner: 'home', score: [2, 1] } },
    });
    expect(cast.status, JSON.stringify(cast.body)).toBe(200);
    await p.call({
      method: 'POST',
      url: '/api/v2/vote',
      payload: { prediction_id: 'final-2026', data: { winner: 'away' } },
    });
    expect((await get()).body.prediction).toMatchObject({
      prediction_id: 'final-2026',
      data: { winner: 'away' },
    });
    expect(await p.call({ method: 'GET', url: '/api/v2/vote' })).toMatchObject({
      status: 400,
      body: { field: 'prediction_id' },
    });
    expect((await t.call({ method: 'GET', url: '/api/v2/vote?prediction_id=x' })).status).toBe(401);
  });

  it('are counted by answer for anyone, the most chosen first, a changed vote counted once', async () => {
    const vote = async (data: unknown) => {
      const p = await t.player();
      await p.call({
        method: 'POST',
        url: '/api/v2/vote',
        payload: { prediction_id: 'match:9:winner', data },
      });
      return p;
    };
    await vote('home');
    await vote('away');
    const changing = await vote('draw');
    await vote('away');
    await changing.call({
      method: 'POST',
      url: '/api/v2/vote',
      payload: { prediction_id: 'match:9:winner', data: 'away' },
    });
    const results = await t.call<VoteResults>({
      method: 'GET',
      url: '/api/v2/vote/results?prediction_id=match:9:winner',
    });
    expect(results.status).toBe(200);
    expect(results.body).toEqual({
      prediction_id: 'match:9:winner',
      total: 4,
      answers: [
        { data: 'away', votes: 3 },
        { data: 'home', votes: 1 },
      ],
    });
    const none = await t.call<VoteResults>({
      method: 'GET',
      url: '/api/v2/vote/results?prediction_id=nobody',
    });
    expect(none.body).toEqual({ prediction_id: 'nobody', total: 0, answers: [] });
    expect(await t.call({ method: 'GET', url: '/api/v2/vote/results' })).toMatchObject({
      status: 400,
      body: { field: 'prediction_id' },
    });
  });
});

describe('personal answers', () => {
  it('are marked private, no-store; the same calls made anonymously keep no such mark', async () => {
    const p = await t.player();
    for (const url of [
      '/api/v2/favourites/matches',
      '/api/v2/settings',
      '/api/v3/bets',
      '/api/platform/player',
      '/api/platform/player/accounts',
    ]) {
      const answer = await p.call({ method: 'GET', url });
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
    }
    // The site's settings are everybody's: a shared cache may keep them.
    const site = await t.call({ method: 'GET', url: '/api/v2/settings' });
    expect(site.status).toBe(200);
    expect(site.headers['cache-control']).toBeUndefined();
  });
});
