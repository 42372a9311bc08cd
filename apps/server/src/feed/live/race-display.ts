/**
 * What a set or map match shows: sets (maps) won as the total score, each set's games, points or rounds as
 * period scores, the current game or map score, who serves, and the stage.
 */
import type { MatchClock } from '@sportsbook/domain';
import type { RaceState } from '../pricing/race-model.js';
import type { LiveMatch, RaceSim } from './live-match.js';
import { ordinal, periodScore } from './match-display.js';

const TENNIS_POINTS = [0, 15, 30, 40] as const;

/** The points of a tennis game as shown: 0, 15, 30, 40, and 50 for advantage. */
function tennisGameScore(state: RaceState): { home: number; away: number } {
  const { home, away } = state.points;
  if (state.tiebreak) return { home, away };
  if (home >= 3 && away >= 3) {
    return { home: home > away ? 50 : 40, away: away > home ? 50 : 40 };
  }
  return { home: TENNIS_POINTS[home] ?? 40, away: TENNIS_POINTS[away] ?? 40 };
}

function mobaClock(sim: RaceSim, t: number): MatchClock {
  const elapsed = sim.phase === 'play' ? Math.max(0, Math.floor((t - sim.startedAt) / 1000)) : 0;
  return {
    match_time: elapsed,
    stoppage_time: null,
    stoppage_time_announced: null,
    remaining_time: null,
    remaining_time_in_period: null,
    stopped: sim.phase !== 'play',
    clock_updated_at: Math.round(t),
  };
}

/** Writes the race state into the public match record. */
export function showRace(m: LiveMatch, state: RaceState, sim: RaceSim, t: number): void {
  const { match, sport } = m;
  const noun = sport.periodNoun;
  match.totalScore = { ...state.sets };
  match.periodScores = state.setScores.map((s, i) => ({
    ...periodScore(noun, i + 1, 'regular_period', 0),
    home: s.home,
    away: s.away,
  }));
  const current = state.setScores[state.sets.home + state.sets.away];
  const unit = m.params.model === 'race' ? m.params.unit : 'points';
  if (unit === 'tennis') match.gameScore = tennisGameScore(state);
  else if (unit === 'moba') match.gameScore = { ...sim.kills };
  else match.gameScore = current ? { ...current } : { home: 0, away: 0 };
  match.currentServer = unit === 'moba' || sport.key === 'cs2' ? null : state.server;
  match.clock = unit === 'moba' ? mobaClock(sim, t) : null;
  match.stage = sim.phase === 'play' ? `${ordinal(state.sets.home + state.sets.away + 1)}_${noun}` : 'pause';
  match.updatedAt = Math.round(t);
  m.matchDirty = true;
}
