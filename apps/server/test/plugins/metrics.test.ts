/**
 * GET /metrics: the Prometheus text of the app, and its counters moving under a small load (catalogue reads,
 * bets placed and refused, cache hits), read back from the scrape as Prometheus would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingApp, startBettingApp } from '../bets/betting-app.js';
import { at, bet, PREMATCH, request } from '../bets/payloads.js';
import { fixtureWorld } from '../builders/fixture-world.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

/** The value of the sample `name{labels}` in a scrape; 0 when absent (a counter not yet touched). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

async function scrape(): Promise<string> {
  const res = await t.call<string>({ method: 'GET', url: '/metrics' });
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

describe('GET /metrics', () => {
  it('names every family an operator scrapes', async () => {
    const text = await scrape();
    for (const family of [
      'http_request_duration_seconds',
      'bets_placed_total',
      'bets_refused_total',
      'settlement_lag_seconds',
      'feed_events_total',
      'realtime_connections',
      'realtime_subscriptions',
      'realtime_publications_total',
      'realtime_delivery_lag_seconds',
      'answer_cache_hits_total',
      'answer_cache_hit_ratio',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
    ])
      expect(text).toContain(`# TYPE ${family} `);
  });

  it('moves the HTTP, cache and bets counters under a small load', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/v2/sports', status_code: '200' };
    for (let i = 0; i < 5; i += 1)
      expect((await t.call({ method: 'GET', url: '/api/v2/sports' })).status).toBe(200);
    const p = await t.player();
    const placed = await p.call({
      method: 'POST',
      url: '/api/v3/bets',
      payload: request([bet([PREMATCH.norwichHome], 500)]),
      headers: { 'idempotency-key': 'metrics-1' },
    });
    expect(placed.status).toBe(200);
    const refused = await p.call<{ code: number }>({
      method: 'POST',
      url: '/api/v3/bets',
      payload: request([bet([at(PREMATCH.norwichHome, 9.5)], 500)]),
      headers: { 'idempotency-key': 'metrics-2' },
    });
    expect(refused.status).toBe(422);
    const after = await scrape();

    const count = 'http_request_duration_seconds_count';
    expect(sample(after, count, route) - sample(before, count, route)).toBe(5);
    expect(sample(after, 'bets_placed_total') - sample(before, 'bets_placed_total')).toBe(1);
    const code = { code: String(refused.body.code) };
    expect(sample(after, 'bets_refused_total', code) - sample(before, 'bets_refused_total', code)).toBe(1);
    // Five reads of one answer: at most the first computes it.
    expect(
      sample(after, 'answer_cache_hits_total') - sample(before, 'answer_cache_hits_total'),
    ).toBeGreaterThanOrEqual(4);
    expect(sample(after, 'answer_cache_hit_ratio')).toBeGreaterThan(0);
    // The player's announcements went through the hub.
    expect(sample(after, 'realtime_publications_total')).toBeGreaterThan(
      sample(before, 'realtime_publications_total'),
    );
  });

  it('labels an unknown URL by no route, so ids never make series of their own', async () => {
    await t.call({ method: 'GET', url: '/nothing/12345' });
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain('12345"');
  });
});
