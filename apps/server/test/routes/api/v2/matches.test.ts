/** GET /matches: every filter, pagination and bad parameters (sorting is in matches-sort.test.ts). */
import { type Match, MatchesResponseSchema, type Pagination } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureWorld, IDS, T0 } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

type Page = { data: Match[]; pagination: Pagination };

let t: TestApp;
const world = fixtureWorld();
const ALL = world.matches.map((m) => m.id);

beforeAll(async () => {
  t = await startTestApp(world);
});
afterAll(() => t.close());

const list = async (query: string, headers?: Record<string, string>) => {
  const res = await t.get<Page>(`/api/v2/matches?${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(MatchesResponseSchema.safeParse(res.body).success).toBe(true);
  return res.body;
};
const ids = async (query: string) => (await list(`limit=500&${query}`)).data.map((m) => m.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /api/v2/matches filters', () => {
  const iso = (hours: number) => new Date(T0 + hours * 3_600_000).toISOString();
  it.each([
    ['', ALL],
    [`id=${IDS.leedsBristol},${IDS.norwichDerby}`, [IDS.leedsBristol, IDS.norwichDerby]],
    [`id=${IDS.leedsBristol}&id=${IDS.csMatch}`, [IDS.leedsBristol, IDS.csMatch]],
    ['type=outright', [IDS.premierWinner]],
    ['sport_key=tennis,cs2', [IDS.tennisMatch, IDS.csMatch, IDS.csClosed]],
    ['sport_type=cyber', [IDS.csMatch, IDS.csClosed]],
    [
      `category_id=${IDS.spain}`,
      [IDS.valladolidZaragoza, IDS.murciaCordoba, IDS.stoppedMatch, IDS.noMarkets],
    ],
    [`tournament_id=${IDS.csMajor},${IDS.atpOpen}`, [IDS.tennisMatch, IDS.csMatch, IDS.csClosed]],
    ['match_status=live', [IDS.leedsBristol, IDS.tennisMatch]],
    ['match_status=2,3', [IDS.stoppedMatch, IDS.csClosed]],
    ['match_status=finished,not_covered', [IDS.readingHull, IDS.murciaCordoba]],
    [
      `start_from=${iso(0)}&start_to=${iso(5)}`,
      [IDS.norwichDerby, IDS.murciaCordoba, IDS.csMatch, IDS.stoppedMatch],
    ],
    [`start_from=${iso(100)}`, [IDS.premierWinner]],
    [`start_to=${iso(-2)}`, [IDS.readingHull, IDS.csClosed]],
    [
      'bettable=true',
      [
        IDS.leedsBristol,
        IDS.norwichDerby,
        IDS.valladolidZaragoza,
        IDS.premierWinner,
        IDS.noMarkets,
        IDS.tennisMatch,
        IDS.csMatch,
      ],
    ],
    ['bettable=false', [IDS.readingHull, IDS.murciaCordoba, IDS.stoppedMatch, IDS.csClosed]],
    ['has_video=true', [IDS.leedsBristol, IDS.valladolidZaragoza, IDS.csMatch]],
    [
      'has_video=0',
      ALL.filter((id) => ![IDS.leedsBristol, IDS.valladolidZaragoza, IDS.csMatch].includes(id as never)),
    ],
    ['favourite=true', ALL],
    [
      'sport_key=football&match_status=prematch',
      [IDS.norwichDerby, IDS.valladolidZaragoza, IDS.premierWinner, IDS.noMarkets],
    ],
    ['sport_key=golf', []],
  ])('%s', async (query, expected) => {
    expect(sorted(await ids(query))).toEqual(sorted([...expected]));
  });
});

describe('GET /api/v2/matches pages', () => {
  it('pages with total and last page', async () => {
    const first = await list('limit=4');
    expect(first.pagination).toEqual({ total: ALL.length, page: 1, limit: 4, last_page: 3 });
    const last = await list('limit=4&page=3');
    expect(last.data).toHaveLength(ALL.length - 8);
    const pages = [...first.data, ...(await list('limit=4&page=2')).data, ...last.data].map((m) => m.id);
    expect(new Set(pages).size).toBe(ALL.length);
  });

  it('answers an empty page past the end, and one empty page when nothing matches', async () => {
    expect(await list('limit=4&page=9')).toMatchObject({ data: [], pagination: { page: 9, last_page: 3 } });
    expect((await list('sport_key=golf')).pagination).toEqual({ total: 0, page: 1, limit: 50, last_page: 1 });
  });
});

describe('GET /api/v2/matches bad parameters', () => {
  it.each([
    ['id=abc', 'id'],
    ['id=0', 'id'],
    ['type=race', 'type'],
    ['sport_key=', 'sport_key'],
    ['sport_type=virtual', 'sport_type'],
    ['category_id=1;drop', 'category_id'],
    ['tournament_id=-5', 'tournament_id'],
    ['match_status=9', 'match_status'],
    ['sort_by=start_time', 'sort_by'],
    ['sort_by=name.asc', 'sort_by'],
    ['start_from=tomorrow', 'start_from'],
    ['start_to=2026-02-30', 'start_to'],
    ['start_from=2026-05-02&start_to=2026-05-01', 'start_to'],
    ['bettable=yes', 'bettable'],
    ['max_per_sport=0', 'max_per_sport'],
    ['page=0', 'page'],
    ['page=1&page=2', 'page'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['favourite=maybe', 'favourite'],
    ['has_video=2', 'has_video'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const res = await t.get(`/api/v2/matches?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_param', field, message: expect.any(String) });
  });
});
