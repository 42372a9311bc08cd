import { describe, expect, it } from 'vitest';
import { foldFeedEvents, marketKey } from '../../src/catalogue/fold-feed-events.js';
import { aMarket, aMatch, anOutcome } from '../builders/feed.js';

describe('foldFeedEvents', () => {
  it('keeps the last record of a match and of a market', () => {
    const tick = foldFeedEvents([
      { type: 'match_changed', match: aMatch({ id: 1, tournamentId: 1, stage: 'first' }) },
      {
        type: 'markets_changed',
        matchId: 1,
        markets: [aMarket({ matchId: 1, marketId: 1, outcomes: [anOutcome('1', 2)] })],
      },
      { type: 'match_changed', match: aMatch({ id: 1, tournamentId: 1, stage: 'second' }) },
      {
        type: 'markets_changed',
        matchId: 1,
        markets: [aMarket({ matchId: 1, marketId: 1, outcomes: [anOutcome('1', 3)] })],
      },
    ]);
    expect(tick.matches.get(1)?.stage).toBe('second');
    expect(tick.markets.get(marketKey(1, 1, ''))?.outcomes[0]?.odds).toBe(3);
  });

  it('amends a match record with a later status event, and lets a later record supersede a status', () => {
    const tick = foldFeedEvents([
      { type: 'match_status_changed', matchId: 1, status: 1 },
      { type: 'match_changed', match: aMatch({ id: 1, tournamentId: 1, status: 1 }) },
      { type: 'match_status_changed', matchId: 1, status: 4 },
      { type: 'match_status_changed', matchId: 2, status: 1 },
    ]);
    expect(tick.matches.get(1)?.status).toBe(4);
    expect(tick.statuses.has(1)).toBe(false);
    expect(tick.statuses.get(2)).toBe(1);
  });

  it('collects added matches with their markets, provider switches and settlements', () => {
    const tick = foldFeedEvents([
      {
        type: 'match_added',
        match: aMatch({ id: 9, tournamentId: 1 }),
        markets: [aMarket({ matchId: 9, marketId: 1 })],
      },
      { type: 'provider_status_changed', provider: 'oddin', enabled: false },
      { type: 'provider_status_changed', provider: 'oddin', enabled: true },
      { type: 'match_settled', matchId: 3, results: [] },
    ]);
    expect([...tick.added]).toEqual([9]);
    expect(tick.markets.has(marketKey(9, 1, ''))).toBe(true);
    expect(tick.providers.get('oddin')).toBe(true);
    expect(tick.settled).toEqual([{ matchId: 3, results: [] }]);
  });

  it('does not mutate the events it folds', () => {
    const match = aMatch({ id: 1, tournamentId: 1, status: 1 });
    foldFeedEvents([
      { type: 'match_changed', match },
      { type: 'match_status_changed', matchId: 1, status: 4 },
    ]);
    expect(match.status).toBe(1);
  });
});
