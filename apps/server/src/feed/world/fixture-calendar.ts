/**
 * Who plays whom, and when a team can play. Every league plays a double round robin built by the circle method
 * (each pair meets once at each ground per season; a season starts again when it ends), and its fixtures are
 * handed out round by round: a round's fixtures are all scheduled before the next round's. A team's matches
 * are booked as slots of the sport's longest match plus a rest, so no team is in two matches at once and each
 * rests between matches; a fixture and its reverse are in different halves of the season, and share a team,
 * so they are never in play together.
 */
import type { SportDefinition } from '../sports/sport-definition.js';
import type { Contender, League } from './create-catalogue.js';

const MINUTE = 60_000;

/**
 * A match can run well past its sport's typical length (extra innings, five-set tennis, overtime): the
 * longest seen over simulated days was 1.75 times typical (tennis), so a slot reserves 2.5 times.
 */
const LONGEST_MATCH_FACTOR = 2.5;
/** The rest after the longest match before the team's next start: one typical match, at least 30 minutes. */
const MIN_REST_MINUTES = 30;

/** How long a team is held by one match: from its start, the longest it can run plus the rest. */
function slotMs(sport: SportDefinition): number {
  const typical = sport.live.typicalMinutes;
  return Math.ceil(LONGEST_MATCH_FACTOR * typical + Math.max(MIN_REST_MINUTES, typical)) * MINUTE;
}

/**
 * The rounds of a double round robin of `teams` teams (indices), by the circle method: the first team stays,
 * the others turn one place a round; with an odd count a bye joins the circle and its partner sits out. The
 * second half is the first with grounds swapped.
 */
export function roundRobin(teams: number): [number, number][][] {
  const circle = Array.from({ length: teams + (teams % 2) }, (_, i) => (i < teams ? i : -1));
  const size = circle.length;
  const half: [number, number][][] = [];
  for (let round = 0; round < size - 1; round++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < size / 2; i++) {
      const a = circle[i] as number;
      const b = circle[size - 1 - i] as number;
      if (a < 0 || b < 0) continue;
      // The fixed team alternates by round, the turning ones by board: each team is about as often at home
      // as away, and never more than three matches running at the same ground.
      pairs.push((i === 0 ? round % 2 === 0 : i % 2 === 1) ? [a, b] : [b, a]);
    }
    half.push(pairs);
    circle.splice(1, 0, circle.pop() as number);
  }
  return [...half, ...half.map((pairs) => pairs.map(([a, b]): [number, number] => [b, a]))];
}

/** A league's place in its fixture list. */
export interface FixtureCalendar {
  league: League;
  rounds: [number, number][][];
  round: number;
  /** The fixtures of the current round not scheduled yet. */
  left: [number, number][];
}

/** A new calendar at the first round of the season. */
export function calendarOf(league: League): FixtureCalendar {
  const rounds = roundRobin(league.contenders.length);
  return { league, rounds, round: 0, left: [...(rounds[0] ?? [])] };
}

/** The booked match starts of every team. */
export class TeamSlots {
  private readonly starts = new Map<number, number[]>();

  /** Slots booked as {@link TeamSlots.saved} returned them. */
  static restore(saved: readonly [number, number[]][]): TeamSlots {
    const slots = new TeamSlots();
    for (const [team, starts] of saved) slots.starts.set(team, [...starts]);
    return slots;
  }

  /** Every team's booked starts, in booking order (a snapshot of the feed). */
  saved(): [number, number[]][] {
    return [...this.starts].map(([team, starts]) => [team, [...starts]]);
  }

  /**
   * The earliest time from `from`, on a multiple of `step`, at which every one of the teams is free for a slot
   * of `slot` ms: no booked start within a slot before or after it.
   */
  earliestFree(teams: readonly number[], from: number, slot: number, step: number): number {
    let t = Math.ceil(from / step) * step;
    for (let moved = true; moved; ) {
      moved = false;
      for (const team of teams) {
        for (const start of this.starts.get(team) ?? []) {
          if (start < t + slot && t < start + slot) {
            t = Math.ceil((start + slot) / step) * step;
            moved = true;
          }
        }
      }
    }
    return t;
  }

  /** Books a match start for each team. */
  book(teams: readonly number[], start: number): void {
    for (const team of teams) {
      const list = this.starts.get(team);
      if (list) list.push(start);
      else this.starts.set(team, [start]);
    }
  }

  /** Releases a start booked for each team (its match has left the world). */
  release(teams: readonly number[], start: number): void {
    for (const team of teams) {
      const list = this.starts.get(team);
      const at = list?.indexOf(start) ?? -1;
      if (list && at >= 0) list.splice(at, 1);
    }
  }
}

/** A fixture placed in time, not yet taken from its calendar. */
export interface PlacedFixture {
  calendar: FixtureCalendar;
  index: number;
  start: number;
}

/**
 * The fixture to play next among the leagues' calendars, tried in order: the first whose current round has a
 * fixture free to start by `latest` (its earliest fixture), else the earliest of all.
 */
export function placeFixture(
  calendars: readonly FixtureCalendar[],
  slots: TeamSlots,
  from: number,
  latest: number,
  step: number,
): PlacedFixture {
  let best: PlacedFixture | null = null;
  for (const calendar of calendars) {
    const slot = slotMs(calendar.league.sport);
    const ids = calendar.league.contenders.map((c) => c.competitor.id);
    let own: PlacedFixture | null = null;
    for (const [index, [home, away]] of calendar.left.entries()) {
      const start = slots.earliestFree([ids[home] as number, ids[away] as number], from, slot, step);
      if (!own || start < own.start) own = { calendar, index, start };
    }
    if (own && own.start <= latest) return own;
    if (own && (!best || own.start < best.start)) best = own;
  }
  if (!best) throw new Error('no league has a fixture to play');
  return best;
}

/** The home and away sides of a placed fixture. */
export function fixturePair({ calendar, index }: PlacedFixture): [Contender, Contender] {
  const pair = calendar.left[index];
  if (!pair) throw new Error('fixture already taken');
  const { contenders } = calendar.league;
  return [contenders[pair[0]] as Contender, contenders[pair[1]] as Contender];
}

/** Takes a placed fixture from its calendar (moving to the next round when the round is done) and books it. */
export function takeFixture(placed: PlacedFixture, slots: TeamSlots): void {
  const [home, away] = fixturePair(placed);
  const { calendar, index, start } = placed;
  calendar.left.splice(index, 1);
  if (calendar.left.length === 0) {
    calendar.round = (calendar.round + 1) % calendar.rounds.length;
    calendar.left = [...(calendar.rounds[calendar.round] ?? [])];
  }
  slots.book([home.competitor.id, away.competitor.id], start);
}
