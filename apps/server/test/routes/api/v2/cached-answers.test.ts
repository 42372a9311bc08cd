/**
 * The answer cache behind the catalogue reads (src/catalogue/cached-answers.ts): a repeated read is the same
 * bytes with an ETag (304 on If-None-Match), and every committed change that can alter an answer is seen by the
 * next read: odds and statuses moved by a feed tick, bets counted, a world loaded again. Changes that cannot
 * alter an answer leave it served from memory.
 */

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type Market,
  MarketsQuerySchema,
  type Match,
  MatchesQuerySchema,
  type Pagination,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswerCache } from '../../../../src/catalogue/answer-cache.js';
import { type CachedAnswers, createCachedAnswers } from '../../../../src/catalogue/cached-answers.js';
import { createFeed } from '../../../../src/feed/index.js';
import { fixtureWorld, IDS, marketsIn, matchIn } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

type Page<T> = { data: T[]; pagination: Pagination };

let t: TestApp;
const world = fixtureWorld();

beforeAll(async () => {
  t = await startTestApp(world);
});
afterAll(() => t.close());

/** A tick moving the first outcome of a match's first market to `odds`. */
const moveOdds = async (matchId: number, odds: number) => {
  const [first, ...rest] = marketsIn(world, matchId);
  if (!first?.outcomes[0]) throw new Error('fixture');
  first.outcomes[0].odds = odds;
  world.markets = world.markets.map((m) =>
    m.matchId === matchId && m.marketId === first.marketId ? first : m,
  );
  return t.app.catalogue.applyFeedEvents([{ type: 'markets_changed', matchId, markets: [first, ...rest] }]);
};
const get = async <T>(url: string, headers?: Record<string, string>) => {
  const res = await t.get<T>(url, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
const oddsIn = (market: Market | null | undefined) => market?.outcomes[0]?.odds;

describe('cached catalogue answers', () => {
  it('answers a repeated read with the same bytes and ETag, and 304 to If-None-Match', async () => {
    const url = '/api/v2/matches?match_status=0,1&limit=50';
    const first = await get<Page<Match>>(url);
    const second = await get<Page<Match>>(url);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toEqual(first.body);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['content-language']).toBe('en');
    const revalidated = await t.get(url, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await t.get(url, { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('compresses an answer for a client that accepts it, under a weak ETag that revalidates either form', async () => {
    const url = '/api/v2/matches?match_status=0,1&limit=50';
    const plain = await t.app.inject({ method: 'GET', url });
    const inject = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    const br = await inject({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await inject({ 'accept-encoding': 'gzip, deflate' });
    const refused = await inject({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers.vary).toBe('Accept-Language, Accept-Encoding');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
    expect(gzip.headers.etag).toBe(br.headers.etag);
    // Either tag revalidates either form while the answer holds.
    for (const tag of [String(br.headers.etag), String(plain.headers.etag)]) {
      const revalidated = await inject({ 'accept-encoding': 'br', 'if-none-match': tag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
    }
  });

  it('keeps the locales apart', async () => {
    const url = `/api/v2/matches?id=${IDS.leedsBristol}`;
    const en = await get<Page<Match>>(url, { 'accept-language': 'en' });
    const es = await get<Page<Match>>(url, { 'accept-language': 'es' });
    expect(en.body.data[0]?.tournament.name).not.toBe(es.body.data[0]?.tournament.name);
    expect(es.headers['content-language']).toBe('es');
  });

  it('shows new odds on the next read after the tick that moved them commits', async () => {
    const list = `/api/v2/matches?match_status=live&limit=50`;
    const one = `/api/v2/matches/${IDS.leedsBristol}`;
    const markets = `/api/v2/matches/${IDS.leedsBristol}/markets`;
    const before = await get<Page<Match>>(list);
    await get<Match>(one);
    await get<Page<Market>>(markets);
    await moveOdds(IDS.leedsBristol, 7.77);
    const after = await get<Page<Match>>(list);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(oddsIn(after.body.data.find((m) => m.id === IDS.leedsBristol)?.main_market)).toBe(7.77);
    expect(oddsIn((await get<Match>(one)).body.main_market)).toBe(7.77);
    expect((await get<Page<Market>>(markets)).body.data.map(oddsIn)).toContain(7.77);
  });

  it('keeps serving a list from memory when a tick moves a match it does not show', async () => {
    const list = `/api/v2/matches?sport_key=tennis`;
    const before = await get<Page<Match>>(list);
    expect(before.body.data.map((m) => m.id)).not.toContain(IDS.leedsBristol);
    const misses = t.app.catalogue.cacheStats().misses;
    await moveOdds(IDS.leedsBristol, 8.88);
    const after = await get<Page<Match>>(list);
    expect(after.headers.etag).toBe(before.headers.etag);
    expect(t.app.catalogue.cacheStats().misses).toBe(misses);
  });

  it('moves a match between lists when its status changes', async () => {
    const live = '/api/v2/matches?match_status=live';
    const counters = () =>
      t.request<{ live: number }>({
        method: 'POST',
        url: '/api/v2/counters',
        payload: { match_status: [1] },
      });
    const liveBefore = (await get<Page<Match>>(live)).body.data.map((m) => m.id);
    const countedBefore = (await counters()).body.live;
    expect(liveBefore).not.toContain(IDS.norwichDerby);
    await t.app.catalogue.applyFeedEvents([
      { type: 'match_status_changed', matchId: IDS.norwichDerby, status: 1 },
    ]);
    expect((await get<Page<Match>>(live)).body.data.map((m) => m.id)).toContain(IDS.norwichDerby);
    expect((await counters()).body.live).toBe(countedBefore + 1);
  });

  it('re-sorts by bets_count once bets are counted', async () => {
    const url = `/api/v2/matches?sport_key=football&match_status=0,1&sort_by=bets_count.desc`;
    const before = (await get<Page<Match>>(url)).body.data.map((m) => m.id);
    const last = before.at(-1);
    if (last === undefined) throw new Error('fixture');
    await t.app.catalogue.countBets([last, last, last]);
    expect((await get<Page<Match>>(url)).body.data[0]?.id).toBe(last);
  });

  it('moves a match in start-time order when its start time changes', async () => {
    const url = '/api/v2/matches?match_status=prematch&sport_key=football&type=match';
    const before = (await get<Page<Match>>(url)).body.data.map((m) => m.id);
    const first = before[0];
    if (first === undefined || before.length < 2) throw new Error('fixture');
    const moved = matchIn(world, first);
    moved.startTime += 1000 * 24 * 3_600_000;
    await t.app.catalogue.applyFeedEvents([{ type: 'match_changed', match: moved }]);
    expect((await get<Page<Match>>(url)).body.data.map((m) => m.id).at(-1)).toBe(first);
  });

  it('sees a world loaded again', async () => {
    const url = '/api/v2/sports';
    const before = await get<{ data: { id: number; name: string }[] }>(url);
    const renamed = fixtureWorld();
    for (const s of renamed.sports) s.names = { ...s.names, en: `${s.names.en}!` };
    await t.app.catalogue.loadWorld(renamed, { overwrite: true });
    const after = await get<{ data: { id: number; name: string }[] }>(url);
    expect(after.body.data.map((s) => s.name)).toEqual(before.body.data.map((s) => `${s.name}!`));
  });

  it('does not keep a 404', async () => {
    expect((await t.get('/api/v2/matches/999999')).status).toBe(404);
    expect((await t.get('/api/v2/matches/999999/markets')).status).toBe(404);
  });
});

describe('cached answers without the zod check', () => {
  let feedApp: TestApp;
  const start = Date.UTC(2026, 4, 1, 12);
  const feed = createFeed({ seed: 11, matchCount: 40, liveCount: 15, startAt: start });

  beforeAll(async () => {
    feedApp = await startTestApp(feed.world);
    // Live clocks, scores and period scores as the feed writes them.
    for (let i = 1; i <= 20; i++) await feedApp.app.catalogue.applyFeedEvents(feed.tick(start + i * 30_000));
  });
  afterAll(() => feedApp.close());

  /** The same read through a checked and an unchecked cache, parsed. */
  const both = async (read: (answers: CachedAnswers) => Promise<{ body: Buffer }>) => {
    const db = feedApp.app.db;
    const [checked, plain] = await Promise.all([
      read(createCachedAnswers(db, createAnswerCache(), { check: true })),
      read(createCachedAnswers(db, createAnswerCache(), { check: false })),
    ]);
    return [JSON.parse(checked.body.toString()), JSON.parse(plain.body.toString())] as const;
  };

  it('sends what the zod check sends: no field more or less, for every match and market of a real feed', async () => {
    const query = MatchesQuerySchema.parse({ limit: '500' });
    const [checked, plain] = await both((a) => a.matches('k', 'pt-BR', query));
    expect(plain).toStrictEqual(checked);
    const list = checked as { data: Match[] };
    expect(list.data.length).toBeGreaterThan(30);
    expect(list.data.some((m) => m.isLive && m.clock !== null && m.total_score !== null)).toBe(true);
    for (const m of list.data) {
      const [one, onePlain] = await both((a) => a.match('k', 'es', m.id));
      expect(onePlain).toStrictEqual(one);
      const [markets, marketsPlain] = await both((a) =>
        a.markets('k', 'en', m.id, MarketsQuerySchema.parse({})),
      );
      expect(marketsPlain).toStrictEqual(markets);
    }
  });
});
