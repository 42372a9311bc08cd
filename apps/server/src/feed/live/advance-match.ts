/**
 * Runs one match through time: kick-off, the simulator's events, dangerous moments that suspend the markets
 * for a few seconds, checks after a score, repricing as time passes, and the end with every market's result.
 * Matches are independent, each with its own random stream, so the order they are advanced in does not matter.
 */
import { EventStatus } from '@sportsbook/domain';
import { applyPrices, closeMarkets, suspendMarkets } from '../markets/apply-prices.js';
import { settleMatch } from '../markets/settle-market.js';
import { priceMatch } from '../pricing/price-match.js';
import type { MarketResult } from '../types.js';
import { clockSimulator } from './clock-simulator.js';
import type { LiveMatch } from './live-match.js';
import { raceSimulator } from './race-simulator.js';
import type { Simulator } from './simulator.js';

const simulatorOf = (m: LiveMatch): Simulator =>
  m.sport.rules.model === 'scoring' ? clockSimulator : raceSimulator;

function nextDanger(m: LiveMatch, t: number): number {
  return t + m.rng.exponential(m.sport.live.dangerPerHour / 3600) * 1000;
}

/** Brings a live match's model state up to time t (time played), e.g. before pricing it from outside. */
export function syncMatch(m: LiveMatch, t: number): void {
  simulatorOf(m).sync(m, t);
}

/** Prices every market from where the match stands now. */
export function repriceMatch(m: LiveMatch, t: number): void {
  simulatorOf(m).sync(m, t);
  const { probabilities } = priceMatch({ params: m.params, state: m.state, markets: m.markets });
  applyPrices(m.markets, probabilities, { live: true, suspended: m.reopenAt !== null });
  m.marketsDirty = true;
}

/** Suspends every market of a live match until `seconds` of match time after t, as a dangerous moment does. */
export function suspend(m: LiveMatch, t: number, seconds: number): void {
  suspendMarkets(m.markets);
  m.reopenAt = Math.max(m.reopenAt ?? 0, t + seconds * 1000);
  m.marketsDirty = true;
}

/** Takes a prematch match live at time t (its start time). */
export function startMatch(m: LiveMatch, t: number): void {
  simulatorOf(m).start(m, t);
  m.match.status = EventStatus.live;
  m.match.hasVideo = m.streamed;
  m.match.updatedAt = Math.round(t);
  m.startedInTick = true;
  m.matchDirty = true;
  m.nextDangerAt = nextDanger(m, t);
  repriceMatch(m, t);
  m.nextRepriceAt = nextReprice(m, t);
}

/**
 * Runs a live match's events up to time `until` (sim epoch ms). Returns the results of every market when the
 * match finished on the way, otherwise null. `priced: false` skips the prices on the way (fast-forwarding a
 * match to where the world starts); pricing draws no random numbers, so the play is the same either way.
 */
export function advanceMatch(m: LiveMatch, until: number, priced = true): MarketResult[] | null {
  const simulator = simulatorOf(m);
  const { live } = m.sport;
  while (m.finishedAt === null) {
    const t = Math.min(
      m.nextEventAt,
      m.nextDangerAt,
      m.reopenAt ?? Number.POSITIVE_INFINITY,
      m.nextRepriceAt,
    );
    if (t > until) break;
    if (t === m.nextEventAt) {
      const step = simulator.step(m, t);
      if (step.finished) return finishMatch(m, t);
      if (step.scored && live.scoreSuspendSeconds > 0) suspend(m, t, live.scoreSuspendSeconds);
      else if ((step.scored || step.phaseChanged) && m.reopenAt === null) repriceAfterPlay(m, t, priced);
    } else if (t === m.reopenAt) {
      m.reopenAt = null;
      repriceAfterPlay(m, t, priced);
    } else if (t === m.nextDangerAt) {
      m.nextDangerAt = nextDanger(m, t);
      if (simulator.playing(m)) suspend(m, t, live.dangerSeconds);
    } else {
      m.nextRepriceAt = nextReprice(m, t);
      // Prices of the scoring model drift with time played (in a break they stand still); set and map prices
      // move only with points, which reprice on their own.
      const drifts = m.params.model === 'scoring' && simulator.playing(m);
      if (m.reopenAt === null && priced && drifts) repriceMatch(m, t);
    }
  }
  // Called over (Feed.endMatch): what was played up to now stands, and every market settles on it.
  if (m.endRequested && m.finishedAt === null) return finishMatch(m, until);
  return null;
}

/** Reprices after a score or a reopening, and restarts the drift timer: a timed reprice right after is waste. */
function repriceAfterPlay(m: LiveMatch, t: number, priced: boolean): void {
  m.nextRepriceAt = nextReprice(m, t);
  if (priced) repriceMatch(m, t);
}

/**
 * When the next timed reprice is due. Jittered: periods and breaks end on whole minutes, and without jitter
 * the matches that kicked off together would keep repricing in the same tick, making the tick's cost spiky.
 */
function nextReprice(m: LiveMatch, t: number): number {
  return t + m.sport.live.repriceSeconds * 1000 * m.rng.range(0.75, 1.25);
}

/** Ends a match at t: final status and clock, every market closed, and the result of every market. */
function finishMatch(m: LiveMatch, t: number): MarketResult[] {
  const { match } = m;
  match.status = EventStatus.finished;
  match.hasVideo = false;
  match.stage = 'ended';
  match.currentServer = null;
  if (match.clock) match.clock = { ...match.clock, stopped: true, clock_updated_at: Math.round(t) };
  match.updatedAt = Math.round(t);
  m.finishedAt = t;
  m.nextEventAt = Number.POSITIVE_INFINITY;
  m.reopenAt = null;
  m.matchDirty = true;
  m.marketsDirty = true;
  const results = settleMatch(match, m.markets);
  closeMarkets(m.markets);
  return results;
}
