import { PAGE_SIZE } from '@sportsbook/domain';
import { InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBet, aPage, aSelection, cents, pagesOf, stubFetch, testQueryClient } from '@/testing/bets';
import {
  ALL_BETS,
  applyBetUpdateToPages,
  applyCashoutOfferToPages,
  type BetPages,
  betsKeys,
  betsQueries,
  betsQueryOf,
  findCachedBet,
  nextBetsPage,
  patchBetChanged,
  patchCashoutOffer,
} from './bets';

afterEach(() => vi.unstubAllGlobals());

const OPEN = { list: 'open', result: 'all' } as const;
const WON = { list: 'settled', result: 'win' } as const;

describe('bets paging', () => {
  it('asks for the next page until page equals last_page', () => {
    expect(nextBetsPage(aPage([], 1, 3))).toBe(2);
    expect(nextBetsPage(aPage([], 3, 3))).toBeUndefined();
    expect(nextBetsPage(aPage([], 1, 1))).toBeUndefined();
  });

  it('asks GET /bets for the statuses of the list filter, the result filter and pages of 500', () => {
    expect(betsQueryOf(OPEN, 2, 'es')).toEqual({
      status: ['waiting_results', 'ready_to_process', 'cashout_in_progress', 'submitted'],
      result: 'all',
      page: 2,
      limit: PAGE_SIZE,
      locale: 'es',
    });
    expect(betsQueryOf(ALL_BETS, 1, 'en').status).not.toContain('withdrawn');
  });

  it('loads page after page through the infinite query and stops at the last one', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname !== '/api/v3/bets') return undefined;
      const page = Number(url.searchParams.get('page'));
      return { body: aPage([aBet(`p${page}`)], page, 2, 2) };
    });
    const client = testQueryClient();
    const options = betsQueries.list('u1', 'en', WON);
    await client.fetchInfiniteQuery(options);
    const observer = new InfiniteQueryObserver(client, options);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    const second = await observer.fetchNextPage();
    expect(second.data?.pages.flatMap((p) => p.data.map((b) => b.id))).toEqual(['p1', 'p2']);
    expect(second.hasNextPage).toBe(false);
    const url = new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      status: 'cashed_out,done,cancelled,rejected',
      result: 'win',
      page: '2',
      limit: '500',
    });
  });
});

describe('bet_changed on a cached list', () => {
  const list = pagesOf(aPage([aBet('a'), aBet('b')], 1, 2, 3), aPage([aBet('c')], 2, 2, 3));

  it('replaces the bet by id, merges its selections and keeps the other pages as they were', () => {
    const update = aBet('c', {
      status: 'done',
      result: 'win_entire',
      win_amount: cents(2000),
      selections: [aSelection('c-1', { status: 'win_entire' })],
    });
    const next = applyBetUpdateToPages(list, update, ALL_BETS);
    expect(next?.pages[0]).toBe(list.pages[0]);
    expect(next?.pages[1]?.data[0]).toMatchObject({ status: 'done', win_amount: 2000 });
    expect(next?.pages[1]?.data[0]?.selections.map((s) => s.status)).toEqual(['win_entire']);
    expect(list.pages[1]?.data[0]?.status).toBe('waiting_results');
  });

  it('drops a bet that no longer passes the filters (settled while "open" shows)', () => {
    const next = applyBetUpdateToPages(list, aBet('a', { status: 'done', result: 'lose_entire' }), OPEN);
    expect(next?.pages[0]?.data.map((b) => b.id)).toEqual(['b']);
  });

  it('adds a new bet on top of the first page when it passes the filters, and only then', () => {
    const placed = aBet('n', { status: 'submitted' });
    const next = applyBetUpdateToPages(list, placed, OPEN);
    expect(next?.pages[0]?.data.map((b) => b.id)).toEqual(['n', 'a', 'b']);
    expect(next?.pages[0]?.pagination.total).toBe(4);
    expect(applyBetUpdateToPages(list, placed, WON)).toBeUndefined();
  });

  it('removes a vip bet that becomes rejected and never adds one', () => {
    const rejected = (id: string) => aBet(id, { is_vip: true, status: 'rejected' });
    expect(applyBetUpdateToPages(list, rejected('b'), ALL_BETS)?.pages[0]?.data.map((b) => b.id)).toEqual([
      'a',
    ]);
    expect(applyBetUpdateToPages(list, rejected('z'), ALL_BETS)).toBeUndefined();
  });

  it('patches every cached list of the player by its own filters', () => {
    const client = testQueryClient();
    client.setQueryData(betsKeys.list('u1', 'en', ALL_BETS), list);
    client.setQueryData(betsKeys.list('u1', 'en', OPEN), list);
    client.setQueryData(betsKeys.list('u2', 'en', ALL_BETS), list);
    patchBetChanged(client, 'u1', aBet('a', { status: 'cashed_out', result: 'cashed_out' }));
    const ids = (key: readonly unknown[]) =>
      client.getQueryData<BetPages>(key)?.pages[0]?.data.map((b) => `${b.id}:${b.status}`);
    expect(ids(betsKeys.list('u1', 'en', ALL_BETS))).toEqual(['a:cashed_out', 'b:waiting_results']);
    expect(ids(betsKeys.list('u1', 'en', OPEN))).toEqual(['b:waiting_results']);
    expect(ids(betsKeys.list('u2', 'en', ALL_BETS))).toEqual(['a:waiting_results', 'b:waiting_results']);
  });
});

describe('bet_cashout_changed on a cached list', () => {
  const list = pagesOf(aPage([aBet('a', { to_cashout: cents(900) }), aBet('b')]));

  it('sets the offer of that bet only, and changes nothing when the offer is the same', () => {
    const next = applyCashoutOfferToPages(list, 'a', cents(950));
    expect(next?.pages[0]?.data.map((b) => b.to_cashout)).toEqual([950, null]);
    expect(next?.pages[0]?.data[1]).toBe(list.pages[0]?.data[1]);
    expect(applyCashoutOfferToPages(list, 'a', cents(900))).toBeUndefined();
    expect(applyCashoutOfferToPages(list, 'zz', cents(1))).toBeUndefined();
  });

  it('reaches the bet in the cache, where the card and the cashout dialog read it', () => {
    const client = testQueryClient();
    client.setQueryData(betsKeys.list('u1', 'en', ALL_BETS), list);
    patchCashoutOffer(client, 'u1', 'a', null);
    expect(findCachedBet(client, 'u1', 'a')?.to_cashout).toBeNull();
  });
});
