/**
 * Worlds for the betting tests: the route fixture plus prematch football matches with an Asian total line
 * (total=2.25, settled in halves), so every settlement result can be produced by hand.
 */
import type { MarketResult, OutcomeResult, World } from '../../src/feed/types.js';
import { aMarket, aMatch, anOutcome, names } from '../builders/feed.js';
import { fixtureWorld, IDS, T0 } from '../builders/fixture-world.js';
import { sel } from './payloads.js';

/** Ids of the added matches. */
export const EXTRA: readonly number[] = Array.from({ length: 13 }, (_, i) => 8001 + i);

/** The fixture with the added matches, each with a 1x2 (2.0 / 3.4 / 3.8) and a total 2.25 (1.9 / 1.9). */
export function bettingWorld(): World {
  const world = fixtureWorld();
  for (const [i, id] of EXTRA.entries()) {
    world.matches.push(
      aMatch({
        id,
        tournamentId: IDS.laliga,
        homeId: 1001,
        awayId: 1002,
        startTime: T0 + (i + 3) * 3_600_000,
      }),
    );
    world.markets.push(
      aMarket({
        matchId: id,
        marketId: 1,
        names: names('1x2'),
        groups: ['main'],
        priority: 1,
        outcomes: [anOutcome('1', 2.0), anOutcome('X', 3.4), anOutcome('2', 3.8)],
      }),
      aMarket({
        matchId: id,
        marketId: 18,
        specifier: 'total=2.25',
        names: names('Total'),
        groups: ['totals'],
        priority: 4,
        outcomes: [anOutcome('over', 1.9), anOutcome('under', 1.9)],
      }),
    );
  }
  return world;
}

/** Selections of an added match. */
export const on = (matchId: number) => ({
  home: sel(matchId, 1, '', '1', 2.0),
  draw: sel(matchId, 1, '', 'X', 3.4),
  over: sel(matchId, 18, 'total=2.25', 'over', 1.9),
});

/** The match_settled results of an added match: the 1x2 and the total as given. */
export function results(home: OutcomeResult, over: OutcomeResult): MarketResult[] {
  const flip: Record<OutcomeResult, OutcomeResult> = {
    win: 'lose',
    lose: 'win',
    refund: 'refund',
    void: 'void',
    half_win: 'half_lose',
    half_lose: 'half_win',
  };
  return [
    {
      marketId: 1,
      specifier: '',
      outcomes: [
        { id: '1', result: home },
        { id: 'X', result: home === 'void' ? 'void' : 'lose' },
        { id: '2', result: flip[home] === 'win' ? 'win' : home === 'void' ? 'void' : 'lose' },
      ],
    },
    {
      marketId: 18,
      specifier: 'total=2.25',
      outcomes: [
        { id: 'over', result: over },
        { id: 'under', result: flip[over] },
      ],
    },
  ];
}
