/** POST /counters: counts per sport, category and tournament under each filter. */
import { type CountersResponse, CountersResponseSchema } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS, T0 } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureWorld());
});
afterAll(() => t.close());

const counters = async (body: unknown) => {
  const res = await t.request<CountersResponse>({
    method: 'POST',
    url: '/api/v2/counters',
    payload: body as object,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(CountersResponseSchema.safeParse(res.body).success).toBe(true);
  return res.body;
};

describe('POST /api/v2/counters', () => {
  it('counts every event per sport, category and tournament, and the live ones', async () => {
    const c = await counters({});
    expect(c.live).toBe(2);
    expect(c.sports).toEqual({
      [IDS.football]: { matchCount: 7, outrightCount: 1 },
      [IDS.tennis]: { matchCount: 1, outrightCount: 0 },
      [IDS.cs2]: { matchCount: 2, outrightCount: 0 },
    });
    expect(c.categories[IDS.england]).toEqual({ matchCount: 3, outrightCount: 1 });
    expect(c.tournaments[IDS.laliga]).toEqual({ matchCount: 4, outrightCount: 0 });
  });

  it('answers the same without a body', async () => {
    const res = await t.request<CountersResponse>({ method: 'POST', url: '/api/v2/counters' });
    expect(res.status).toBe(200);
    expect(res.body.live).toBe(2);
    const empty = await t.request<CountersResponse>({
      method: 'POST',
      url: '/api/v2/counters',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty).toMatchObject({ status: 200, body: { live: 2 } });
  });

  it('counts the bettable ones with match_status [0, 1], keeping live under any status filter', async () => {
    const c = await counters({ match_status: [0, 1] });
    expect(c.sports[IDS.football]).toEqual({ matchCount: 4, outrightCount: 1 });
    expect(c.sports[IDS.cs2]).toEqual({ matchCount: 1, outrightCount: 0 });
    expect((await counters({ match_status: 'finished' })).live).toBe(2);
  });

  it.each([
    [{ sport_id: IDS.cs2 }, { sports: [IDS.cs2], live: 0 }],
    [{ sport_id: [IDS.tennis, IDS.cs2] }, { sports: [IDS.tennis, IDS.cs2], live: 1 }],
    [{ category_id: IDS.spain }, { sports: [IDS.football], live: 0 }],
    [{ tournament_id: [IDS.atpOpen] }, { sports: [IDS.tennis], live: 1 }],
    [{ has_video: true }, { sports: [IDS.football, IDS.cs2], live: 1 }],
    [{ sport_type: 'cyber' }, { sports: [IDS.cs2], live: 0 }],
    [{ type: 'outright' }, { sports: [IDS.football], live: 0 }],
    [
      { start_from: new Date(T0).toISOString(), start_to: new Date(T0 + 5 * 3_600_000).toISOString() },
      { sports: [IDS.football, IDS.cs2], live: 0 },
    ],
  ])('filters by %j', async (body, expected) => {
    const c = await counters(body);
    expect(Object.keys(c.sports).map(Number).sort()).toEqual(expected.sports);
    expect(c.live).toBe(expected.live);
  });

  it('counts outrights apart from matches', async () => {
    expect((await counters({ type: 'outright' })).tournaments).toEqual({
      [IDS.premier]: { matchCount: 0, outrightCount: 1 },
    });
  });

  it.each([
    [{ sport_id: 'football' }, 'sport_id'],
    [{ category_id: [] }, 'category_id'],
    [{ tournament_id: 0 }, 'tournament_id'],
    [{ match_status: 9 }, 'match_status'],
    [{ has_video: 'yes' }, 'has_video'],
    [{ sport_type: 'virtual' }, 'sport_type'],
    [{ type: 'race' }, 'type'],
    [{ start_from: 'today' }, 'start_from'],
  ])('%j -> 400 naming %s', async (body, field) => {
    const res = await t.request({ method: 'POST', url: '/api/v2/counters', payload: body });
    expect(res).toMatchObject({ status: 400, body: { code: 'invalid_param', field } });
  });

  it('400s malformed JSON and a body that is not an object', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/v2/counters',
      headers: { 'content-type': 'application/json' },
      payload: '{"sport_id":',
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    const array = await t.request({ method: 'POST', url: '/api/v2/counters', payload: [1, 2] });
    expect(array).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
  });
});
