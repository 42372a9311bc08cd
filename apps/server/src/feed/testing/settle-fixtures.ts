/**
 * Finished matches and markets to settle, for the settlement tests.
 */
import type { PeriodScore } from '@sportsbook/domain';
import { sameInAll } from '../localized.js';
import type { FeedMarket, FeedMatch } from '../types.js';

const names = sameInAll('x');

/** A finished match with these regular periods (and extra periods), the total being their sum. */
export function finishedMatch(
  periods: [number, number][],
  extra: Partial<PeriodScore>[] = [],
  maxPeriods = 2,
): FeedMatch {
  const periodScores: PeriodScore[] = periods.map(([home, away], i) => ({
    home,
    away,
    number: i + 1,
    type: 'regular_period',
    period_key: `p${i + 1}`,
    period_name: `p${i + 1}`,
  }));
  for (const e of extra) {
    periodScores.push({
      home: 0,
      away: 0,
      number: periodScores.length + 1,
      type: 'overtime',
      period_key: 'ot',
      period_name: 'ot',
      ...e,
    });
  }
  const total = periodScores.reduce((t, p) => ({ home: t.home + p.home, away: t.away + p.away }), {
    home: 0,
    away: 0,
  });
  return {
    id: 1,
    urnId: 'sr:match:1',
    slug: 'a-b-1',
    tournamentId: 1,
    type: 'match',
    homeId: 1,
    awayId: 2,
    outrightNames: null,
    startTime: 0,
    endTime: null,
    status: 4,
    clock: null,
    totalScore: total,
    gameScore: null,
    periodScores,
    maxPeriodNumber: maxPeriods,
    currentServer: null,
    stage: 'ended',
    hasVideo: false,
    stadium: null,
    city: null,
    provider: 'betradar',
    updatedAt: 0,
  };
}

/** A market of a match with these outcome ids. */
export function marketOf(marketId: number, specifier: string, ids: readonly string[]): FeedMarket {
  return {
    matchId: 1,
    marketId,
    specifier,
    names,
    status: 1,
    outcomes: ids.map((id) => ({ id, names, odds: 2, active: true, probability: 0.5 })),
    groups: [],
    priority: 1,
    mostBalanced: true,
    customBetGroups: [],
    provider: 'betradar',
  };
}
