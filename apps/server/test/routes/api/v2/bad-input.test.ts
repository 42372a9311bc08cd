/**
 * No input makes a 500: random values for every parameter of every read call, and random JSON for
 * POST /counters, answer 200, 400 or 404, and every 400/404 is the contract's error body.
 */
import { ErrorBodySchema } from '@sportsbook/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureWorld());
});
afterAll(() => t.close());

const ROUTES: Record<string, string[]> = {
  '/api/v2/categories': ['sport_id'],
  '/api/v2/tournaments': ['sport_id', 'category_id'],
  '/api/v2/matches': [
    'id',
    'type',
    'sport_key',
    'sport_type',
    'category_id',
    'tournament_id',
    'match_status',
    'sort_by',
    'start_from',
    'start_to',
    'bettable',
    'max_per_sport',
    'page',
    'limit',
    'favourite',
    'has_video',
  ],
  [`/api/v2/matches/${IDS.leedsBristol}/markets`]: ['page', 'limit', 'group_key', 'market_id'],
  '/api/v2/search': ['q', 'sport_type', 'match_status', 'only_events_name'],
};

/** Strings a client might send by mistake or on purpose. */
const nasty = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ',',
    '-1',
    '0',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'NaN',
    '\u0000',
    '%',
    "'; drop table matches; --",
    'start_time.asc,',
    'ab\u0000c',
    'constructor',
    '__proto__',
    'toString',
  ),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

const assertAnswered = (status: number, body: unknown) => {
  expect([200, 400, 404]).toContain(status);
  if (status !== 200) expect(ErrorBodySchema.safeParse(body).success).toBe(true);
};

describe('bad input never makes a 500', () => {
  for (const [path, params] of Object.entries(ROUTES)) {
    it(`GET ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...params), nasty, async (param, value) => {
          const res = await t.get(`${path}?${param}=${encodeURIComponent(value)}`);
          assertAnswered(res.status, res.body);
        }),
        { numRuns: 40 },
      );
    });
  }

  it("takes no status name from Object.prototype's members", async () => {
    for (const path of ['/api/v2/matches', '/api/v2/search?q=leeds&']) {
      for (const name of ['constructor', 'toString', '__proto__', 'valueOf']) {
        const res = await t.get(`${path}${path.includes('?') ? '' : '?'}match_status=${name}`);
        expect(res.status, `${path} match_status=${name}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_param', field: 'match_status' });
      }
    }
  });

  it('GET /matches/:id and its sub-resources with any id', async () => {
    await fc.assert(
      fc.asyncProperty(
        nasty,
        fc.constantFrom('', '/markets', '/statistics', '/streams', '/video'),
        async (id, tail) => {
          const res = await t.get(`/api/v2/matches/${encodeURIComponent(id)}${tail}`);
          assertAnswered(res.status, res.body);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('POST /counters with any JSON', async () => {
    const field = fc.constantFrom(
      'sport_id',
      'category_id',
      'tournament_id',
      'match_status',
      'has_video',
      'sport_type',
      'type',
      'start_from',
      'start_to',
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.dictionary(field, fc.jsonValue())), async (body) => {
        const res = await t.request({
          method: 'POST',
          url: '/api/v2/counters',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        assertAnswered(res.status, res.body);
      }),
      { numRuns: 80 },
    );
  });
});
