/** GET /matches: every sort key both ways, several keys, max_per_sport, and what each match carries. */
import { type Match, MatchesResponseSchema, type Pagination } from '@sportsbook/contract';
import { SORT_KEYS, type SortKey } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markets, matches } from '../../../../src/db/schema/index.js';
import { fixtureWorld, IDS, T0 } from '../../../builders/fixture-world.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';

type Page = { data: Match[]; pagination: Pagination };

let t: TestApp;
const world = fixtureWorld();
const ALL = world.matches.map((m) => m.id);
const BETS: Record<number, number> = {
  [IDS.leedsBristol]: 10,
  [IDS.norwichDerby]: 5,
  [IDS.valladolidZaragoza]: 20,
  [IDS.csMatch]: 7,
};

beforeAll(async () => {
  t = await startTestApp(world);
  for (const [id, betsCount] of Object.entries(BETS)) {
    await t.app.db
      .update(matches)
      .set({ betsCount })
      .where(eq(matches.id, Number(id)));
  }
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

describe('GET /api/v2/matches sort_by', () => {
  const sport = new Map(world.sports.map((s) => [s.id, s.priority]));
  const category = new Map(world.categories.map((c) => [c.id, c.priority]));
  const tournament = new Map(world.tournaments.map((x) => [x.id, x.priority]));
  const value: Record<SortKey, (m: Match) => number> = {
    sport_id: (m) => m.sport.id,
    sport_priority: (m) => sport.get(m.sport.id) ?? 0,
    category_id: (m) => m.category.id,
    category_priority: (m) => category.get(m.category.id) ?? 0,
    tournament_id: (m) => m.tournament.id,
    tournament_priority: (m) => tournament.get(m.tournament.id) ?? 0,
    start_time: (m) => Date.parse(m.start_time),
    bets_count: (m) => BETS[m.id] ?? 0,
  };

  for (const key of SORT_KEYS) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`${key}.${direction}`, async () => {
        const values = (await list(`limit=500&sort_by=${key}.${direction}`)).data.map(value[key]);
        const expected = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(values).toEqual(expected);
        expect(values).toHaveLength(ALL.length);
      });
    }
  }

  it('applies several keys, the first strongest, ties by start time then id', async () => {
    const data = (await list('limit=500&sort_by=sport_priority.desc,bets_count.desc')).data;
    expect(data.map((m) => m.sport.key)).toEqual(['cs2', 'cs2', 'tennis', ...Array(8).fill('football')]);
    expect(data.slice(3, 6).map((m) => m.id)).toEqual([
      IDS.valladolidZaragoza,
      IDS.leedsBristol,
      IDS.norwichDerby,
    ]);
  });

  it('defaults to soonest first', async () => {
    const data = (await list('limit=500')).data;
    expect(data[0]?.id).toBe(IDS.csClosed);
    expect(data.at(-1)?.id).toBe(IDS.premierWinner);
  });

  it('keeps the first N matches of each sport with max_per_sport, before paging', async () => {
    expect(sorted(await ids('max_per_sport=1'))).toEqual(
      sorted([IDS.readingHull, IDS.tennisMatch, IDS.csClosed]),
    );
    const busiest = await list('max_per_sport=2&sort_by=bets_count.desc&limit=2');
    expect(busiest.pagination.total).toBe(5);
    expect(busiest.data.map((m) => m.id)).toEqual([IDS.valladolidZaragoza, IDS.leedsBristol]);
  });
});

describe('GET /api/v2/matches answers', () => {
  it('carries main and secondary markets and counts', async () => {
    const [match] = (await list(`id=${IDS.leedsBristol}`)).data;
    expect(match).toMatchObject({
      name: 'Leeds Athletic - Bristol Rovers',
      status: 1,
      isLive: true,
      isFinished: false,
      available_markets: 5,
      top_markets: 2,
      has_video: true,
      is_provider_stats_available: true,
      main_market: { id: 1, specifier: '', match_urn_id: `sr:match:${IDS.leedsBristol}` },
      secondary_market: { id: 18, specifier: 'total=2.5' },
    });
    expect(match?.main_market?.outcomes.map((o) => o.odds)).toEqual([2.1, 3.4, 3.55]);
    expect(match?.home).toEqual({
      id: 1001,
      name: 'Leeds Athletic',
      logo: '/api/v2/competitors/1001/logo.svg',
    });
    expect(match?.away?.logo).toBeNull();
  });

  it('answers an outright with its name and no sides, and a match without markets', async () => {
    const data = (await list(`id=${IDS.premierWinner},${IDS.noMarkets}`, { 'accept-language': 'es' })).data;
    expect(data.find((m) => m.id === IDS.premierWinner)).toMatchObject({
      type: 'outright',
      name: 'Ganador de la Liga Premier',
      home: null,
      away: null,
      end_date: new Date(T0 + 2400 * 3_600_000).toISOString(),
      main_market: { id: 534 },
      is_provider_stats_available: false,
    });
    expect(data.find((m) => m.id === IDS.noMarkets)).toMatchObject({
      main_market: null,
      secondary_market: null,
      available_markets: 0,
    });
  });

  it('leads with the best other market type when a match has no main group', async () => {
    await t.app.db
      .update(markets)
      .set({ groups: ['other'] })
      .where(eq(markets.matchId, IDS.stoppedMatch));
    const [match] = (await list(`id=${IDS.stoppedMatch}`)).data;
    expect(match).toMatchObject({
      main_market: { id: 1 },
      secondary_market: { id: 10 },
      top_markets: 0,
      available_markets: 5,
    });
  });

  it("breaks a priority tie inside the main group by the feed's order", async () => {
    await t.app.db
      .update(markets)
      .set({ priority: 1, feedOrder: -1 })
      .where(and(eq(markets.matchId, IDS.murciaCordoba), eq(markets.marketId, 10)));
    const [match] = (await list(`id=${IDS.murciaCordoba}`)).data;
    expect(match?.main_market?.id).toBe(10);
  });

  it('names everything in the request locale', async () => {
    const [match] = (await list(`id=${IDS.valladolidZaragoza}`, { 'accept-language': 'pt-BR' })).data;
    expect(match).toMatchObject({
      sport: { name: 'Futebol' },
      category: { name: 'Espanha' },
      tournament: { name: 'Primeira Divisão' },
      main_market: { name: '1x2' },
      secondary_market: { name: 'Total' },
    });
    expect(match?.main_market?.outcomes.map((o) => o.name)).toEqual(['Casa', 'Empate', 'Fora']);
  });
});
