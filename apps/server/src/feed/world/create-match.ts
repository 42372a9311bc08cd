/**
 * Creates one match of a league: the public match record, its markets with lines centred on the prematch
 * expectation, the model parameters, and the opening prices.
 */
import { EventStatus, MarketStatus } from '@sportsbook/domain';
import { fillName, slugify } from '../localized.js';
import { applyPrices } from '../markets/apply-prices.js';
import { marketType, type Scope } from '../markets/market-types.js';
import { goalScores, outcomeNames, raceScores, specifierOf } from '../markets/outcome-names.js';
import type { Pmf } from '../pricing/distribution.js';
import { type ModelParams, type ModelState, priceMatch, scopeDistribution } from '../pricing/price-match.js';
import type { Random } from '../random.js';
import { distinctLines } from '../sports/market-plans.js';
import type { Expectation } from '../sports/sport-definition.js';
import type { FeedMarket, FeedMatch } from '../types.js';
import type { Contender, League } from './create-catalogue.js';
import { initialState, modelParams } from './model-params.js';

/** A new match with everything the live engine needs. */
export interface MatchSetup {
  match: FeedMatch;
  markets: FeedMarket[];
  params: ModelParams;
  state: ModelState;
  /** The match will be streamed: `hasVideo` turns on while it is in play, since a stream exists only then. */
  streamed: boolean;
}

/** Creates a prematch match of `league` between two of its contenders. */
export function createMatch(
  rng: Random,
  id: number,
  league: League,
  pair: readonly [Contender, Contender],
  startTime: number,
): MatchSetup {
  const [home, away] = pair;
  const { sport } = league;
  const params = modelParams(rng, league, home, away);
  const state = initialState(sport, rng);
  // Drawn where the record drew its flag before, so the match's own random stream is unchanged.
  const streamed = rng.chance(0.25);
  const match: FeedMatch = {
    id,
    urnId: `${sport.kind === 'cyber' ? 'od' : 'sr'}:match:${id}`,
    slug: `${slugify(home.competitor.name)}-${slugify(away.competitor.name)}-${id}`,
    tournamentId: league.tournament.id,
    type: 'match',
    homeId: home.competitor.id,
    awayId: away.competitor.id,
    outrightNames: null,
    startTime,
    endTime: null,
    status: EventStatus.prematch,
    clock: null,
    totalScore: null,
    gameScore: null,
    periodScores: [],
    maxPeriodNumber: sport.rules.model === 'race' ? sport.rules.bestOf : sport.rules.periods,
    currentServer: null,
    stage: null,
    hasVideo: false,
    stadium: home.venue,
    city: home.city,
    provider: sport.provider,
    updatedAt: startTime,
  };
  const markets = createMarkets(match, league, pair, params, state);
  applyPrices(markets, priceMatch({ params, state, markets }).probabilities, {
    live: false,
    suspended: false,
  });
  return { match, markets, params, state, streamed };
}

function createMarkets(
  match: FeedMatch,
  league: League,
  [home, away]: readonly [Contender, Contender],
  params: ModelParams,
  state: ModelState,
): FeedMarket[] {
  const { sport } = league;
  const expected = expectation(params, state);
  const context = {
    home: home.competitor.name,
    away: away.competitor.name,
    correctScores: params.model === 'race' ? raceScores(params.bestOf) : goalScores(),
  };
  const values = { home: context.home, away: context.away };
  // Bet-builder legs must share one joint distribution: goal grids and set scores have one, normal models not.
  const joint = params.model === 'race' || params.distribution === 'poisson';
  const markets: FeedMarket[] = [];
  for (const plan of sport.markets) {
    const type = marketType(plan.marketId);
    const lines = plan.lines ? distinctLines(plan.lines(expected)) : [null];
    for (const line of lines) {
      const groups =
        plan.marketId === sport.mainMarketId ? [...new Set(['main', ...type.groups])] : [...type.groups];
      markets.push({
        matchId: match.id,
        marketId: type.id,
        specifier: specifierOf(type.kind, line),
        names: fillName(type.names, values),
        status: MarketStatus.allowed,
        // Numbers start as non-integers so the objects keep one shape once real prices are written.
        outcomes: outcomeNames(type.kind, line ?? 0, context).map(({ id, names }) => ({
          id,
          names,
          odds: 1.5,
          active: true,
          probability: 0.5,
        })),
        groups,
        priority: type.priority,
        mostBalanced: false,
        customBetGroups: joint && type.scope !== 'games' ? [type.scope] : [],
        provider: sport.provider,
      });
    }
  }
  return markets;
}

/** Means of the prematch distributions, to centre the lines on. */
function expectation(params: ModelParams, state: ModelState): Expectation {
  const cache = new Map<Scope, { total: number; diff: number }>();
  const of = (scope: Scope) => {
    let known = cache.get(scope);
    if (!known) {
      const dist = scopeDistribution(params, state, scope);
      known = { total: mean(dist.total), diff: mean(dist.diff) };
      cache.set(scope, known);
    }
    return known;
  };
  return { total: (scope) => of(scope).total, diff: (scope) => of(scope).diff };
}

function mean(pmf: Pmf): number {
  let sum = 0;
  for (let i = 0; i < pmf.p.length; i++) sum += (pmf.min + i) * (pmf.p[i] ?? 0);
  return sum;
}
