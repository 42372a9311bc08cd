import { SPORT_KEYS, type SportKey } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { Random } from '../random.js';
import type { FeedMatch } from '../types.js';
import { createCatalogue } from '../world/create-catalogue.js';
import { createMatch } from '../world/create-match.js';
import { advanceMatch, startMatch } from './advance-match.js';
import { type LiveMatch, liveMatchOf } from './live-match.js';

const catalogue = createCatalogue(new Random(5));

function matchOf(sport: SportKey, seed = 1): LiveMatch {
  const league = catalogue.leagues.find((l) => l.sport.key === sport);
  if (!league) throw new Error(`no league of ${sport}`);
  const [home, away] = league.contenders;
  if (!home || !away) throw new Error('a league needs two contenders');
  const rng = new Random(seed);
  return liveMatchOf(createMatch(rng, seed, league, [home, away], 0), league, rng);
}

/** Plays a match from kick-off, recording every version of the match record it shows. */
function playToEnd(m: LiveMatch): { results: ReturnType<typeof advanceMatch>; shown: FeedMatch[] } {
  startMatch(m, 0);
  const shown: FeedMatch[] = [];
  for (let t = 10_000; t < 8 * 3_600_000; t += 10_000) {
    const results = advanceMatch(m, t);
    shown.push(structuredClone(m.match));
    if (results) return { results, shown };
  }
  return { results: null, shown };
}

describe('advanceMatch', () => {
  it.each(SPORT_KEYS)('plays %s to the end and settles every outcome of every market', (sport) => {
    const m = matchOf(sport);
    const { results } = playToEnd(m);
    expect(m.match.status).toBe(4);
    expect(m.match.stage).toBe('ended');
    expect(results?.map((r) => `${r.marketId}/${r.specifier}`)).toEqual(
      m.markets.map((k) => `${k.marketId}/${k.specifier}`),
    );
    for (const [i, result] of (results ?? []).entries()) {
      expect(result.outcomes).toHaveLength(m.markets[i]?.outcomes.length ?? -1);
    }
    expect(m.markets.every((k) => k.status === -3 && k.outcomes.every((o) => !o.active))).toBe(true);
  });

  it('plays football in two halves with added time, and adds up the score', () => {
    const m = matchOf('football', 3);
    const { shown } = playToEnd(m);
    const { periodScores, totalScore, clock } = m.match;
    expect(periodScores.map((p) => p.period_key)).toEqual(['1st_half', '2nd_half']);
    expect(totalScore?.home).toBe(periodScores.reduce((a, p) => a + p.home, 0));
    expect(clock?.match_time).toBeGreaterThanOrEqual(90 * 60);
    expect(shown.some((s) => s.stage === 'halftime' && s.clock?.stopped)).toBe(true);
    expect(shown.some((s) => (s.clock?.stoppage_time_announced ?? 0) > 0)).toBe(true);
  });

  it('counts a basketball quarter down', () => {
    const m = matchOf('basketball', 4);
    const { shown } = playToEnd(m);
    const inPlay = shown.filter((s) => s.stage === '2nd_quarter');
    const remaining = inPlay.map((s) => s.clock?.remaining_time_in_period ?? -1);
    expect(remaining.length).toBeGreaterThan(2);
    expect(remaining[0]).toBeGreaterThan(remaining[remaining.length - 1] ?? 0);
  });

  it('breaks a hockey tie with overtime or a shootout', () => {
    for (let seed = 1; seed < 60; seed++) {
      const m = matchOf('ice-hockey', seed);
      playToEnd(m);
      const extra = m.match.periodScores.filter((p) => p.type !== 'regular_period');
      if (extra.length === 0) continue;
      expect(m.match.totalScore?.home).not.toBe(m.match.totalScore?.away);
      return;
    }
    throw new Error('no hockey match went to overtime in 60 tries');
  });

  it('shows tennis points as 0, 15, 30, 40 or advantage, with the server', () => {
    const m = matchOf('tennis', 2);
    const { shown } = playToEnd(m);
    const points = new Set(
      shown.filter((s) => s.stage !== 'pause').flatMap((s) => [s.gameScore?.home, s.gameScore?.away]),
    );
    for (const p of points) expect([0, 15, 30, 40, 50, 1, 2, 3, 4, 5, 6, 7, 8, 9]).toContain(p);
    expect(shown.every((s) => s.status !== 1 || s.currentServer !== null)).toBe(true);
    expect(m.match.totalScore?.home === 2 || m.match.totalScore?.away === 2).toBe(true);
  });

  it('wins e-sports maps one by one, best of three', () => {
    const m = matchOf('dota-2', 6);
    playToEnd(m);
    const maps = m.match.periodScores.map((p) => p.home + p.away);
    expect(maps.every((n) => n === 1)).toBe(true);
    expect(Math.max(m.match.totalScore?.home ?? 0, m.match.totalScore?.away ?? 0)).toBe(2);
  });
});
