/** /healthz, /readyz, the OpenAPI document at /docs, and unknown routes, on the whole app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('is alive', async () => {
    expect(await t.get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('is ready when the database answers, and says which check failed when not', async () => {
    expect(await t.get('/readyz')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: true, realtime: true } },
    });
    const ping = t.database.ping;
    t.database.ping = async () => false;
    try {
      expect(await t.get('/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', checks: { database: false } },
      });
    } finally {
      t.database.ping = ping;
    }
  });

  it('stays ready, degraded, when only realtime fails: the balancer keeps the instance for bets', async () => {
    const readiness = t.app.realtime.readiness;
    t.app.realtime.readiness = async () => ({ realtime: false });
    try {
      expect(await t.get('/readyz')).toMatchObject({
        status: 200,
        body: { status: 'degraded', checks: { database: true, realtime: false } },
      });
    } finally {
      t.app.realtime.readiness = readiness;
    }
  });
});

describe('OpenAPI', () => {
  it('documents every v2 read call with its parameters, from the contract schemas', async () => {
    const res = await t.get<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
      components: { schemas: Record<string, unknown> };
    }>('/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/v2/sports',
      '/api/v2/categories',
      '/api/v2/categories/{id}',
      '/api/v2/tournaments',
      '/api/v2/tournaments/{id}',
      '/api/v2/matches',
      '/api/v2/matches/{id}',
      '/api/v2/matches/{id}/markets',
      '/api/v2/matches/{id}/statistics',
      '/api/v2/matches/{id}/streams',
      '/api/v2/matches/{id}/video',
      '/api/v2/counters',
      '/api/v2/search',
      '/api/v2/settings',
      '/healthz',
      '/readyz',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.startsWith('/docs'))).toBe(false);
    const params = res.body.paths['/api/v2/matches']?.get?.parameters?.map((p) => p.name);
    expect(params).toEqual(
      expect.arrayContaining([
        'id',
        'sport_key',
        'sort_by',
        'max_per_sport',
        'favourite',
        'has_video',
        'limit',
      ]),
    );
    expect(Object.keys(res.body.components.schemas)).toEqual(
      expect.arrayContaining(['Match', 'Market', 'Outcome', 'Sport', 'ErrorBody', 'Pagination']),
    );
  });

  it('serves the UI', async () => {
    const res = await t.request({ method: 'GET', url: '/docs/' });
    expect(res.status).toBe(200);
    expect(String(res.body)).toMatch(/swagger/i);
  });
});

describe('unknown routes', () => {
  it('answer 404 in the error shape, without echoing the URL', async () => {
    expect(await t.get('/api/v2/nothing-here')).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: 'No such route' },
    });
    expect((await t.request({ method: 'DELETE', url: '/api/v2/sports' })).body).toMatchObject({
      code: 'not_found',
    });
  });
});
