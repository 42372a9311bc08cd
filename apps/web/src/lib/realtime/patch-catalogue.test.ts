import type { CatalogueEvent, Market, Match, MatchesResponse, SettingsResponse } from '@sportsbook/contract';
import { a1x2PriceMove } from '@sportsbook/contract/testing';
import { describe, expect, it, vi } from 'vitest';
import { aMarket, aMatch, anOutcome, testQueryClient } from '@/testing/catalogue';
import { catalogueKeys } from '../queries/catalogue';
import { parseCatalogueEvent, patchCatalogue, patchCatalogueEvents } from './patch-catalogue';

const live = aMatch({
  id: 1,
  status: 1,
  isLive: true,
  stage: '1st_half',
  clock: {
    match_time: 600,
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: false,
    clock_updated_at: 1_000,
  },
  total_score: { home: 0, away: 0 },
  period_score: [
    { home: 0, away: 0, period_key: '1st_half', period_name: '1st half', number: 1, type: 'regular_period' },
  ],
  version: 5,
});
const other = aMatch({ id: 2, version: 1 });
const total = aMarket({
  id: 18,
  name: 'Total',
  specifier: 'total=2.5',
  market_groups: ['totals'],
  outcomes: [anOutcome('over', 'Over 2.5', 1.9), anOutcome('under', 'Under 2.5', 1.9)],
  version: 3,
});
const page = (data: Match[]): MatchesResponse => ({
  data,
  pagination: { total: data.length, page: 1, limit: 50, last_page: 1 },
});
const liveList = catalogueKeys.matches('en', { match_status: [1] });
const allList = catalogueKeys.matches('en', {});
const upcomingList = catalogueKeys.matches('en', { match_status: [0] });

function seeded() {
  const client = testQueryClient();
  client.setQueryData(catalogueKeys.match('en', 1), live);
  client.setQueryData(liveList, page([live]));
  client.setQueryData(allList, page([live, other]));
  client.setQueryData(catalogueKeys.markets('en', 1), {
    data: [live.main_market as Market, total],
    pagination: page([]).pagination,
  });
  return client;
}

const liveState = (m: Match) => ({
  status: m.status,
  isLive: m.isLive,
  isFinished: m.isFinished,
  stage: m.stage,
  start_time: m.start_time,
  clock: m.clock,
  total_score: m.total_score,
  game_score: m.game_score,
  current_server: m.current_server,
  period_score: m.period_score,
  max_period_number: m.max_period_number,
  has_video: m.has_video,
});

describe('patchCatalogue: match_changed', () => {
  it('writes the new score and clock into the match and every list row, keeping equal objects', () => {
    const client = seeded();
    const clock = {
      ...(live.clock as NonNullable<Match['clock']>),
      match_time: 660,
      clock_updated_at: 61_000,
    };
    patchCatalogue(client, {
      type: 'match_changed',
      data: {
        match_id: 1,
        version: 6,
        match: { ...liveState(live), clock, total_score: { home: 1, away: 0 } },
      },
    });
    const match = client.getQueryData<Match>(catalogueKeys.match('en', 1));
    expect(match?.total_score).toEqual({ home: 1, away: 0 });
    expect(match?.clock?.match_time).toBe(660);
    expect(match?.version).toBe(6);
    // Deeply equal period scores keep their identity, so components holding them do not re-render.
    expect(match?.period_score).toBe(live.period_score);
    const rows = client.getQueryData<MatchesResponse>(allList)?.data;
    expect(rows?.[0]?.total_score).toEqual({ home: 1, away: 0 });
    expect(rows?.[1]).toBe(other);
  });

  it('ignores an event older than what is cached', () => {
    const client = seeded();
    patchCatalogue(client, {
      type: 'match_changed',
      data: { match_id: 1, version: 5, match: { ...liveState(live), total_score: { home: 9, away: 9 } } },
    });
    expect(client.getQueryData<Match>(catalogueKeys.match('en', 1))).toBe(live);
    expect(client.getQueryData(allList)).toEqual(page([live, other]));
  });
});

describe('patchCatalogue: markets_changed', () => {
  it('replaces only the changed outcome, in the markets list and the row main market', () => {
    const client = seeded();
    const before = client.getQueryData<{ data: Market[] }>(catalogueKeys.markets('en', 1))?.data ?? [];
    patchCatalogue(client, a1x2PriceMove(2.3));
    const after = client.getQueryData<{ data: Market[] }>(catalogueKeys.markets('en', 1))?.data ?? [];
    const [main, totals] = after;
    expect(main?.outcomes[0]).toMatchObject({ id: '1', name: 'Home FC', odds: 2.3 });
    expect(main?.outcomes[1]).toBe(before[0]?.outcomes[1]);
    expect(main?.version).toBe(2);
    expect(totals).toBe(total);
    const row = client.getQueryData<MatchesResponse>(liveList)?.data[0];
    expect(row?.main_market?.outcomes[0]?.odds).toBe(2.3);
    expect(row?.main_market?.outcomes[2]).toBe(live.main_market?.outcomes[2]);
    expect(client.getQueryData<MatchesResponse>(allList)?.data[1]).toBe(other);
  });

  it('suspends a market and drops a stale update', () => {
    const client = seeded();
    const outcomes = total.outcomes.map(({ id, active, odds }) => ({ id, active, odds }));
    patchCatalogue(client, {
      type: 'markets_changed',
      data: { match_id: 1, markets: [{ id: 18, specifier: 'total=2.5', status: -1, version: 4, outcomes }] },
    });
    patchCatalogue(client, {
      type: 'markets_changed',
      data: { match_id: 1, markets: [{ id: 18, specifier: 'total=2.5', status: 1, version: 3, outcomes }] },
    });
    const markets = client.getQueryData<{ data: Market[] }>(catalogueKeys.markets('en', 1))?.data;
    expect(markets?.[1]?.status).toBe(-1);
    expect(markets?.[1]?.outcomes[0]).toBe(total.outcomes[0]);
  });

  it('refetches the market list when a line it has never seen arrives', () => {
    const client = seeded();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    patchCatalogue(client, {
      type: 'markets_changed',
      data: {
        match_id: 1,
        markets: [
          {
            id: 18,
            specifier: 'total=3.5',
            status: 1,
            version: 1,
            outcomes: [{ id: 'over', active: true, odds: 2.5 as never }],
          },
        ],
      },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: catalogueKeys.markets('en', 1), exact: true });
  });
});

describe('patchCatalogue: match_status_changed', () => {
  it('takes a finished match out of the live list and marks it finished elsewhere', () => {
    const client = seeded();
    patchCatalogue(client, {
      type: 'match_status_changed',
      data: { match_id: 1, status: 4, isLive: false, isFinished: true },
    });
    expect(client.getQueryData<MatchesResponse>(liveList)).toMatchObject({
      data: [],
      pagination: { total: 0 },
    });
    expect(client.getQueryData<Match>(catalogueKeys.match('en', 1))).toMatchObject({
      status: 4,
      isFinished: true,
    });
    expect(client.getQueryData<MatchesResponse>(allList)?.data[0]?.isLive).toBe(false);
  });

  it('refetches a list that should now show the match', () => {
    const client = seeded();
    client.setQueryData(upcomingList, page([]));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    patchCatalogue(client, {
      type: 'match_status_changed',
      data: { match_id: 2, status: 1, isLive: true, isFinished: false },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: liveList, exact: true });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: upcomingList, exact: true });
  });
});

describe('patchCatalogue: provider_status_changed', () => {
  it('switches the provider in the cached settings', () => {
    const client = testQueryClient();
    client.setQueryData(catalogueKeys.settings('en'), {
      provider_statuses: { oddin: true },
    } as SettingsResponse);
    patchCatalogue(client, { type: 'provider_status_changed', data: { provider: 'oddin', enabled: false } });
    expect(client.getQueryData<SettingsResponse>(catalogueKeys.settings('en'))?.provider_statuses.oddin).toBe(
      false,
    );
  });
});

describe('parseCatalogueEvent', () => {
  it('returns the typed event for a valid publication', () => {
    const event = parseCatalogueEvent({
      type: 'provider_status_changed',
      data: { provider: 'oddin', enabled: true },
    });
    expect(event?.type).toBe('provider_status_changed');
  });

  it('drops and reports malformed publications without throwing', () => {
    const report = vi.fn();
    expect(parseCatalogueEvent({ type: 'markets_changed', data: { match_id: 'x' } }, report)).toBeNull();
    expect(parseCatalogueEvent('garbage', report)).toBeNull();
    expect(parseCatalogueEvent({ type: 'bet_changed', data: {} }, report)).toBeNull();
    expect(report).toHaveBeenCalledTimes(3);
    expect(report.mock.calls[0]?.[0]).toContain('markets_changed');
  });
});

describe('patchCatalogueEvents: a frame of events at once', () => {
  const price = (matchId: number, version: number, home: number): CatalogueEvent =>
    a1x2PriceMove(home, { matchId, version });
  const events: CatalogueEvent[] = [
    price(1, 2, 2.3),
    {
      type: 'match_changed' as const,
      data: { match_id: 1, version: 6, match: { ...liveState(live), total_score: { home: 1, away: 0 } } },
    },
    price(2, 2, 1.8),
    price(1, 3, 2.4),
    // A stale one after a newer one: dropped, as it would be one by one.
    price(1, 2, 9.9),
    {
      type: 'match_status_changed' as const,
      data: { match_id: 2, status: 1 as const, isLive: true, isFinished: false },
    },
    price(2, 3, 1.7),
  ];
  const keys = [
    catalogueKeys.match('en', 1),
    liveList,
    allList,
    upcomingList,
    catalogueKeys.markets('en', 1),
  ];

  it('leaves the cache as applying each event in order does', () => {
    const oneByOne = seeded();
    oneByOne.setQueryData(upcomingList, page([other]));
    for (const event of events) patchCatalogue(oneByOne, event);
    const batched = seeded();
    batched.setQueryData(upcomingList, page([other]));
    patchCatalogueEvents(batched, events);
    for (const key of keys) expect(batched.getQueryData(key)).toEqual(oneByOne.getQueryData(key));
    expect(batched.getQueryData<MatchesResponse>(allList)?.data[0]?.main_market?.outcomes[0]?.odds).toBe(2.4);
    expect(batched.getQueryData<MatchesResponse>(allList)?.data[1]?.main_market?.outcomes[0]?.odds).toBe(1.7);
  });

  it('writes each cached list once for a run of price changes', () => {
    const client = seeded();
    const writes = vi.spyOn(client, 'setQueryData');
    patchCatalogueEvents(client, [price(1, 2, 2.3), price(2, 2, 1.8), price(1, 3, 2.4)]);
    const written = writes.mock.calls.map(([key]) => JSON.stringify(key));
    // Match 1 and its markets, and the two lists holding its row (allList holds match 2's too): once each.
    expect(written.sort()).toEqual(
      [catalogueKeys.match('en', 1), catalogueKeys.markets('en', 1), allList, liveList]
        .map((k) => JSON.stringify(k))
        .sort(),
    );
  });
});
