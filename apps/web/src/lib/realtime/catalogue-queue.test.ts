import type { Match, MatchesResponse } from '@sportsbook/contract';
import { a1x2PriceMove } from '@sportsbook/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMatch, testQueryClient } from '@/features/events/test-support';
import { catalogueKeys } from '../queries/catalogue';
import { flushCatalogueEvents, loadCataloguePatcher, queueCatalogueEvent } from './catalogue-queue';

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
