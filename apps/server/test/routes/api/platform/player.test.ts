/** The signed-in player: accounts, locale and currency, loyalty, sportsbook sessions, activity. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { asPlayer, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const as = <T = Record<string, unknown>>(
  player: TestPlayer,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => asPlayer<T>(t, player, { method, url: `/api/platform${url}`, payload });

describe('accounts', () => {
  it('opens, lists, refuses a duplicate with 409, and switches the active one', async () => {
    const player = await signUpPlayer(t);
    expect(await as(player, 'POST', '/player/accounts', { currency: 'BTC' })).toMatchObject({
      status: 201,
      body: { currency: 'BTC', balance: 0, active: false, subunits: 100_000_000 },
    });
    expect(await as(player, 'POST', '/player/accounts', { currency: 'BTC' })).toMatchObject({
      status: 409,
      body: { code: 'already_exists', field: 'currency' },
    });
    expect(await as(player, 'POST', '/player/accounts', { currency: 'DOGE' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_param', field: 'currency' },
    });
    const switched = await as<{ data: { currency: string; active: boolean }[] }>(
      player,
      'PATCH',
      '/player/currency',
      {
        currency: 'BTC',
      },
    );
    expect(switched.body.data.map((a) => [a.currency, a.active])).toEqual([
      ['EUR', false],
      ['BTC', true],
    ]);
    expect((await as(player, 'GET', '/player')).body).toMatchObject({ currency: 'BTC' });
    expect(await as(player, 'PATCH', '/player/currency', { currency: 'GBP' })).toMatchObject({ status: 404 });
  });

  it('sets the locale', async () => {
    const player = await signUpPlayer(t);
    expect(await as(player, 'PATCH', '/player/update_locale', { locale: 'pt-BR' })).toMatchObject({
      status: 200,
      body: { language: 'pt-BR' },
    });
    expect((await as(player, 'PATCH', '/player/update_locale', { locale: 'xx' })).status).toBe(400);
  });

  it('answers 401 to anonymous player calls', async () => {
    for (const url of [
      '/player',
      '/player/accounts',
      '/player/comp_points',
      '/player/phone',
      '/user_limits',
    ]) {
      expect(await t.get(`/api/platform${url}`)).toMatchObject({
        status: 401,
        body: { code: 'unauthorized' },
      });
    }
    const track = await t.request({ method: 'POST', url: '/api/platform/player/activity_limit_track' });
    expect(track.status).toBe(401);
  });
});

describe('loyalty', () => {
  it('gives comp points and status groups', async () => {
    const player = await signUpPlayer(t);
    expect((await as(player, 'GET', '/player/comp_points')).body).toMatchObject({
      persistent_comp_points: 0,
    });
    const groups = await as<{ points: number; data: { name: string; current: boolean }[] }>(
      player,
      'GET',
      '/player/status_groups',
    );
    expect(groups.body.data.filter((g) => g.current).map((g) => g.name)).toEqual(['Bronze']);
  });
});

describe('sportsbook sessions', () => {
  it('starts, reports and continues; the reality check follows its limit', async () => {
    const player = await signUpPlayer(t);
    expect(await as(player, 'GET', '/sportsbook_sessions')).toMatchObject({ status: 404 });
    await as(player, 'POST', '/user_limits', { type: 'reality_check', amount: 30 });
    const started = await as(player, 'POST', '/sportsbook_sessions');
    expect(started).toMatchObject({
      status: 200,
      body: { duration: 0, period: 1800, continued_at: null, net_result: 0, currency: 'EUR' },
    });
    const info = await as(player, 'GET', '/sportsbook_sessions');
    expect(info.body.started_at).toBe(started.body.started_at);
    const continued = await as(player, 'POST', '/sportsbook_sessions/continue');
    expect(continued.body.continued_at).toBeTruthy();
  });

  it('answers 403 session_limit once the sportsbook session limit ran out', async () => {
    const player = await signUpPlayer(t);
    await as(player, 'POST', '/user_limits', { type: 'sportsbook_session', amount: 60 });
    expect((await as(player, 'POST', '/sportsbook_sessions')).status).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ sportsbookStartedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(sessions.userId, player.id));
    for (const method of ['POST', 'GET'] as const) {
      expect(await as(player, method, '/sportsbook_sessions'), method).toMatchObject({
        status: 403,
        body: { code: 'session_limit' },
      });
    }
  });
});

describe('activity tracking', () => {
  it('counts a minute per call, once per 50 s, and signs out past the activity limit', async () => {
    const player = await signUpPlayer(t);
    expect((await as(player, 'POST', '/player/activity_limit_track')).body).toEqual({
      tracked: 60,
      remaining: null,
    });
    expect((await as(player, 'POST', '/player/activity_limit_track')).body).toEqual({
      tracked: 60,
      remaining: null,
    });
    await as(player, 'POST', '/user_limits', { type: 'activity', period: 'day', amount: 1 });
    const over = await as(player, 'POST', '/player/activity_limit_track');
    expect(over).toMatchObject({ status: 401, body: { code: 'limit_exceeded' } });
    expect((await as(player, 'GET', '/player')).status).toBe(401);
    const again = await t.request({
      method: 'POST',
      url: '/api/platform/users/sign_in',
      payload: { email: player.email, password: player.password },
      remoteAddress: '10.99.0.1',
    });
    expect(again).toMatchObject({ status: 403, body: { code: 'limit_exceeded' } });
  });
});
