import type { Bonus } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSeen, timeFilterOf } from './bonus-queries';

const bonus = (patch: Partial<Bonus>): Bonus =>
  ({ id: 'b', type: 'freebet', status: 'active', valid_from: null, issued: null, ...patch }) as Bonus;
const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('timeFilterOf', () => {
  it('puts spent and ended bonuses in Past, later ones in Upcoming, the rest in Valid', () => {
    for (const status of ['expired', 'bonus_over', 'deactivated', 'overridden'] as const)
      expect(timeFilterOf(bonus({ status }), NOW)).toBe('past');
    expect(timeFilterOf(bonus({ status: 'not_available', valid_from: '2027-01-01T00:00:00Z' }), NOW)).toBe(
      'upcoming',
    );
    expect(timeFilterOf(bonus({ status: 'available', valid_from: '2026-01-01T00:00:00Z' }), NOW)).toBe(
      'valid',
    );
    expect(timeFilterOf(bonus({ status: 'not_available' }), NOW)).toBe('valid');
  });
});

describe('markSeen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the unseen bonuses, and nothing when none', async () => {
    const fetch = vi.fn(
      async () => new Response('{"updated":1}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const issued = (seen: boolean) => ({ seen }) as Bonus['issued'];
    expect(await markSeen('en', [bonus({ id: 'a', issued: issued(true) }), bonus({ id: 'c' })])).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    expect(
      await markSeen('en', [
        bonus({ id: 'a', issued: issued(false) }),
        bonus({ id: 'd', issued: issued(true) }),
      ]),
    ).toBe(true);
    expect(
      JSON.parse(
        String(
          (fetch.mock.calls[0] as unknown[])[1] &&
            ((fetch.mock.calls[0] as unknown[])[1] as RequestInit).body,
        ),
      ),
    ).toEqual([{ id: 'a', type: 'freebet' }]);
  });
});
