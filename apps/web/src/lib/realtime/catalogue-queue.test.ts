import type { Match, MatchesResponse } from '@sportsbook/contract';
import { a1x2PriceMove } from '@sportsbook/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMatch, testQueryClient } from '@/testing/catalogue';
import { catalogueKeys } from '../queries/catalogue';
import {
  FRAME_TARGET_MS,
  flushCatalogueEvents,
  loadCataloguePatcher,
  MAX_BUDGET,
  MIN_BUDGET,
  nextBudget,
  queueCatalogueEvent,
} from './catalogue-queue';

const list = catalogueKeys.matches('en', {});
const price = (version: number, home: number) => a1x2PriceMove(home, { version });

function seeded() {
  const client = testQueryClient();
  client.setQueryData<MatchesResponse>(list, {
    data: [aMatch({ id: 1 })],
    pagination: { total: 1, page: 1, limit: 50, last_page: 1 },
  });
  return client;
}
const homeOdds = (client: ReturnType<typeof seeded>) =>
  client.getQueryData<MatchesResponse>(list)?.data[0]?.main_market?.outcomes[0]?.odds;

afterEach(() => vi.useRealTimers());

describe('the catalogue queue', () => {
  it('applies nothing in the publication callback, and everything queued at the next frame, in order', async () => {
    await loadCataloguePatcher();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const client = seeded();
    const seen: string[] = [];
    queueCatalogueEvent(client, price(2, 2.3), (e) => seen.push(e.type));
    queueCatalogueEvent(client, price(3, 2.4));
    expect(homeOdds(client)).toBe(2.1);
    // One frame for both.
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    expect(homeOdds(client)).toBe(2.4);
    expect(seen).toEqual(['markets_changed']);
    vi.unstubAllGlobals();
  });

  it('drops (and reports) what is not a catalogue event, applying the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = seeded();
    queueCatalogueEvent(client, { type: 'markets_changed', data: { match_id: 'x' } });
    queueCatalogueEvent(client, price(2, 2.6));
    await flushCatalogueEvents(client);
    expect(homeOdds(client)).toBe(2.6);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('keeps the rows it did not change', async () => {
    const client = seeded();
    const before = client.getQueryData<MatchesResponse>(list)?.data[0] as Match;
    queueCatalogueEvent(client, price(1, 9.9));
    await flushCatalogueEvents(client);
    expect(client.getQueryData<MatchesResponse>(list)?.data[0]).toBe(before);
  });
});

describe('the frame budget', () => {
  it('shrinks in proportion to a frame over the target, grows by half under it when it was used, within its bounds', () => {
    expect(nextBudget(400, FRAME_TARGET_MS * 4, true)).toBe(100);
    expect(nextBudget(400, FRAME_TARGET_MS * 4, false)).toBe(100);
    expect(nextBudget(100, FRAME_TARGET_MS / 2, true)).toBe(150);
    expect(nextBudget(100, FRAME_TARGET_MS, true)).toBe(150);
    // A short frame that applied less than its budget does not grow it.
    expect(nextBudget(100, FRAME_TARGET_MS / 2, false)).toBe(100);
    expect(nextBudget(MIN_BUDGET, 10_000, true)).toBe(MIN_BUDGET);
    expect(nextBudget(MAX_BUDGET, 1, true)).toBe(MAX_BUDGET);
  });

  /** Twenty matches in one list, frames driven by hand with their time stamps. */
  function twenty() {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    const client = testQueryClient();
    client.setQueryData<MatchesResponse>(list, {
      data: Array.from({ length: 20 }, (_, i) => aMatch({ id: i + 1 })),
      pagination: { total: 20, page: 1, limit: 50, last_page: 1 },
    });
    const home = (id: number) =>
      client.getQueryData<MatchesResponse>(list)?.data.find((m) => m.id === id)?.main_market?.outcomes[0]
        ?.odds;
    let clock = 0;
    /** Runs the frame asked for, `ms` after the previous one; false when none was asked for. */
    const frame = (ms: number) => {
      clock += ms;
      const next = frames.shift();
      next?.(clock);
      return next !== undefined;
    };
    const move = (matchId: number, version: number, odds: number) =>
      queueCatalogueEvent(client, a1x2PriceMove(odds, { matchId, version }));
    /** Long frames (500 ms): the budget stays at its floor, where it starts. */
    const slowDown = () => {
      for (const version of [2, 3, 4]) {
        move(1, version, 2 + version / 10);
        expect(frame(500)).toBe(true);
      }
      expect(frame(500)).toBe(true);
    };
    return { client, home, frame, move, slowDown };
  }

  it('starts at its floor, and applies everything each frame once short frames have grown it', async () => {
    await loadCataloguePatcher();
    const { home, frame, move } = twenty();
    const applied = (odds: number) => Array.from({ length: 20 }, (_, i) => home(i + 1) === odds);
    const first = (n: number) => Array.from({ length: 20 }, (_, i) => i < n);
    // Short frames grow the budget by half: 8 matches, then 12 (all 20 in two frames), then 18, then 27.
    for (let id = 1; id <= 20; id++) move(id, 2, 2.2);
    expect(frame(16)).toBe(true);
    expect(applied(2.2)).toEqual(first(MIN_BUDGET));
    expect(frame(16)).toBe(true);
    expect(applied(2.2)).toEqual(first(20));
    for (let id = 1; id <= 20; id++) move(id, 3, 2.3);
    expect(frame(16)).toBe(true);
    expect(applied(2.3)).toEqual(first(18));
    // From 27 on, a frame applies all twenty.
    for (let round = 0; round < 3; round++) {
      for (let id = 1; id <= 20; id++) move(id, 4 + round, 2.4 + round / 10);
      expect(frame(16)).toBe(true);
      expect(applied(2.4 + round / 10)).toEqual(first(20));
    }
    // The frame after the last batch measures it and asks for no other.
    expect(frame(16)).toBe(true);
    expect(frame(16)).toBe(false);
    vi.unstubAllGlobals();
  });

  it('does not grow while a calm feed applies less than the budget, so a rush starts at the measured share', async () => {
    await loadCataloguePatcher();
    const { home, frame, move } = twenty();
    // Forty short frames, each applying one match's change: none of them used the budget.
    for (let version = 2; version < 42; version++) {
      move(1, version, 2 + version / 100);
      expect(frame(16)).toBe(true);
    }
    for (let id = 1; id <= 20; id++) move(id, 50, 5.5);
    expect(frame(16)).toBe(true);
    expect(Array.from({ length: 20 }, (_, i) => home(i + 1) === 5.5)).toEqual(
      Array.from({ length: 20 }, (_, i) => i < MIN_BUDGET),
    );
    vi.unstubAllGlobals();
  });

  it('on long frames applies the matches that waited longest first, each with its latest changes', async () => {
    await loadCataloguePatcher();
    const { client, home, frame, move, slowDown } = twenty();
    slowDown();
    for (let id = 1; id <= 20; id++) move(id, 10, 5.5);
    // The first frame: the budget is the floor, so the eight matches queued first.
    expect(frame(500)).toBe(true);
    const applied = () => Array.from({ length: 20 }, (_, i) => home(i + 1) === 5.5);
    expect(applied()).toEqual(Array.from({ length: 20 }, (_, i) => i < MIN_BUDGET));
    // Match 12 moves again while it waits: it keeps its place and takes the newer price; match 3 moves again
    // after its price was applied, and queues behind the others.
    move(12, 11, 6.5);
    move(3, 11, 6.5);
    expect(frame(500)).toBe(true);
    expect([9, 10, 11, 13, 14, 15, 16].map(home)).toEqual(Array(7).fill(5.5));
    expect(home(12)).toBe(6.5);
    expect(home(3)).toBe(5.5);
    expect(frame(500)).toBe(true);
    expect([17, 18, 19, 20].map(home)).toEqual(Array(4).fill(5.5));
    expect(home(3)).toBe(6.5);
    // A flush that must apply everything (a resync) does, whatever the budget.
    for (let id = 1; id <= 20; id++) move(id, 12, 7.5);
    await flushCatalogueEvents(client);
    for (let id = 1; id <= 20; id++) expect(home(id)).toBe(7.5);
    vi.unstubAllGlobals();
  });

  it('applies a status change with everything queued before it, whatever the budget', async () => {
    await loadCataloguePatcher();
    const { client, home, frame, move, slowDown } = twenty();
    slowDown();
    for (let id = 1; id <= 20; id++) move(id, 10, 5.5);
    queueCatalogueEvent(client, {
      type: 'match_status_changed',
      data: { match_id: 20, status: 1, isLive: true, isFinished: false },
    });
    expect(frame(500)).toBe(true);
    for (let id = 1; id <= 20; id++) expect(home(id)).toBe(5.5);
    expect(client.getQueryData<MatchesResponse>(list)?.data.find((m) => m.id === 20)?.isLive).toBe(true);
    vi.unstubAllGlobals();
  });
});
