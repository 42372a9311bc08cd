/** The feed's worded names reach the API in every locale, and names stored in fewer locales still answer. */
import {
  type MarketsResponse,
  MarketsResponseSchema,
  type Match,
  MatchesResponseSchema,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed } from '../../../../src/feed/index.js';
import type { World } from '../../../../src/feed/types.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

const start = Date.UTC(2026, 4, 1, 12);

/** The world as a server of three locales (en, es, pt-BR) stored it. */
const inThreeLocales = (world: World): World =>
  JSON.parse(JSON.stringify(world), (key, value: unknown) =>
    ['ko', 'ja', 'sr-ME', 'ar', 'he'].includes(key) ? undefined : value,
  ) as World;

const football = async (t: TestApp, lang: string) => {
  const res = await t.get('/api/v2/matches?sport_id=1&limit=50', { 'accept-language': lang });
  expect(res.status).toBe(200);
  const { data } = MatchesResponseSchema.parse(res.body);
  const match = data.find((m: Match) => m.main_market?.outcomes.length === 3);
  if (!match) throw new Error('the feed has football matches with a 1x2 market');
  return match;
};

describe('feed names through GET /api/v2/matches', () => {
  let t: TestApp;
  let old: TestApp;
  beforeAll(async () => {
    const world = createFeed({ seed: 33, matchCount: 30, liveCount: 5, startAt: start }).world;
    t = await startTestApp(world);
    old = await startTestApp(inThreeLocales(world));
  });
  afterAll(async () => {
    await t.close();
    await old.close();
  });

  it('answers Korean, Arabic and Hebrew sport and outcome names', async () => {
    const ko = await football(t, 'ko');
    expect(ko.sport.name).toBe('축구');
    expect(ko.main_market?.outcomes.map((o) => o.name)).toContain('무승부');
    const res = await t.get<MarketsResponse>(`/api/v2/matches/${ko.id}/markets`, { 'accept-language': 'ko' });
    const names = MarketsResponseSchema.parse(res.body).data.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['승무패', '더블 찬스', '양팀 득점']));
    expect((await football(t, 'ar')).sport.name).toBe('كرة القدم');
    expect((await football(t, 'he')).main_market?.outcomes.map((o) => o.name)).toContain('תיקו');
  });

  it('answers names stored in three locales in English to a Korean page, never blank', async () => {
    const ko = await football(old, 'ko');
    expect(ko.sport.name).toBe('Football');
    expect(ko.main_market?.outcomes.map((o) => o.name)).toContain('Draw');
    expect((await football(old, 'es')).sport.name).toBe('Fútbol');
  });
});
