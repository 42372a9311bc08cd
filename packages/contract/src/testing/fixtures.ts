/** Valid payloads for the schema tests; each test breaks one field of a copy. */
import type { CatalogueEvent, Market, Match } from '../index';

/** A valid market (1x2, no specifier). */
export function aMarket(overrides: Partial<Market> = {}): Market {
  return {
    match_urn_id: 'sr:match:1',
    id: 1,
    name: '1x2',
    status: 1,
    specifier: '',
    outcomes: [
      { id: '1', name: 'Home', active: true, odds: 1.95 as Market['outcomes'][number]['odds'] },
      { id: '2', name: 'Draw', active: true, odds: 3.4 as Market['outcomes'][number]['odds'] },
      { id: '3', name: 'Away', active: false, odds: 4.125 as Market['outcomes'][number]['odds'] },
    ],
    market_groups: ['main'],
    priority: 100,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'betradar',
    version: 1,
    ...overrides,
  };
}

/** A valid prematch match with a main market. */
export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 1,
    urn_id: 'sr:match:1',
    slug: 'home-fc-away-fc',
    type: 'match',
    name: 'Home FC - Away FC',
    tournament: { id: 10, slug: 'premier', name: 'Premier' },
    category: { id: 20, slug: 'england', name: 'England', country_code: 'GB' },
    sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
    home: { id: 100, name: 'Home FC', logo: '/api/v2/competitors/100/logo.svg' },
    away: { id: 101, name: 'Away FC', logo: null },
    stadium: null,
    city: null,
    status: 0,
    isLive: false,
    isFinished: false,
    stage: null,
    start_time: '2026-05-01T18:00:00.000Z',
    end_date: null,
    clock: null,
    total_score: null,
    game_score: null,
    current_server: null,
    period_score: [],
    max_period_number: null,
    available_markets: 40,
    main_market: aMarket(),
    secondary_market: null,
    top_markets: 5,
    has_video: false,
    provider: 'betradar',
    is_provider_stats_available: true,
    version: 1,
    ...overrides,
  };
}

type Odds = Market['outcomes'][number]['odds'];

/**
 * A realtime price move of match `matchId`'s 1x2 (market 1, outcomes '1', 'X', '2'): the home price is `home`,
 * draw 3.2 and away 3.5.
 */
export function a1x2PriceMove(
  home: number,
  {
    matchId = 1,
    version = 2,
    status = 1,
  }: { matchId?: number; version?: number; status?: Market['status'] } = {},
): Extract<CatalogueEvent, { type: 'markets_changed' }> {
  return {
    type: 'markets_changed',
    data: {
      match_id: matchId,
      markets: [
        {
          id: 1,
          specifier: '',
          status,
          version,
          outcomes: [
            { id: '1', active: true, odds: home as Odds },
            { id: 'X', active: true, odds: 3.2 as Odds },
            { id: '2', active: true, odds: 3.5 as Odds },
          ],
        },
      ],
    },
  };
}
