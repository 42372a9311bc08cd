/**
 * Win probabilities of "first to N, win by 2" races: a tennis game (to 4 points), a tiebreak (to 7), a
 * volleyball set (to 25, or 15 in the fifth), a table-tennis set (to 11), a CS2 map (to 13 rounds; overtime is
 * approximated as win-by-2). And the tennis set, built game by game from hold probabilities.
 */
import type { Cell } from './distribution.js';

/** Scratch table of the race recursion, reused: pricing calls it on every point of every live set. */
let table = new Float64Array(32 * 32);

/**
 * Probability that A wins a race to `target` points with a 2-point margin from (a, b), when A wins each point
 * with probability p. Past target-1 all, the race is a deuce: A must win two in a row before B does. Filled
 * backwards from the finish, so each state reads the two it leads to.
 */
export function raceWin(target: number, a: number, b: number, p: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const atDeuce = (x: number, y: number) => (x === y ? deuce : x > y ? p + q * deuce : p * deuce);
  if (a >= target - 1 && b >= target - 1) return atDeuce(a, b);
  if (a >= target) return 1;
  if (b >= target) return 0;
  const size = target + 1;
  if (table.length < size * size) table = new Float64Array(size * size);
  for (let x = target; x >= a; x--) {
    for (let y = target; y >= b; y--) {
      let value: number;
      if (x >= target - 1 && y >= target - 1) value = atDeuce(x, y);
      else if (x === target) value = 1;
      else if (y === target) value = 0;
      else value = p * (table[(x + 1) * size + y] ?? 0) + q * (table[x * size + y + 1] ?? 0);
      table[x * size + y] = value;
    }
  }
  return table[a * size + b] ?? 0;
}

/** Local, not the shared helper: imported functions cost a getter call per use under dev-time loaders. */
function addAt(array: Float64Array, index: number, value: number): void {
  array[index] = (array[index] ?? 0) + value;
}

/** Where a tennis set stands. */
export interface TennisSetState {
  games: { home: number; away: number };
  /** Points of the current game, or of the tiebreak. */
  points: { home: number; away: number };
  server: 'home' | 'away';
  tiebreak: boolean;
}

/**
 * The distribution of the final games score of a tennis set (6:3, 7:6, ...). `serveHome` and `serveAway` are
 * the probabilities that each player wins a point on their own serve.
 */
export function tennisSetScores(serveHome: number, serveAway: number, state: TennisSetState): Cell[] {
  const holdHome = raceWin(4, 0, 0, serveHome);
  const holdAway = raceWin(4, 0, 0, serveAway);
  // A tiebreak alternates serve, so each point is won with the average of the two serving probabilities.
  const tiebreakPoint = (serveHome + 1 - serveAway) / 2;
  const cells = new Map<number, Cell>();
  const add = (home: number, away: number, p: number) => {
    const key = home * 100 + away;
    const cell = cells.get(key);
    if (cell) cell.p += p;
    else cells.set(key, { home, away, p });
  };
  const { games, points } = state;
  // mass[home games][away games][server: 0 home, 1 away] after the current game is decided
  const mass = new Float64Array(8 * 8 * 2);
  const at = (h: number, a: number, s: number) => (h * 8 + a) * 2 + s;
  if (state.tiebreak) {
    const win = raceWin(7, points.home, points.away, tiebreakPoint);
    add(7, 6, win);
    add(6, 7, 1 - win);
    return [...cells.values()];
  }
  const serverWins =
    state.server === 'home'
      ? raceWin(4, points.home, points.away, serveHome)
      : raceWin(4, points.away, points.home, serveAway);
  const homeWinsGame = state.server === 'home' ? serverWins : 1 - serverWins;
  const next = state.server === 'home' ? 1 : 0;
  settleGame(games.home + 1, games.away, homeWinsGame);
  settleGame(games.home, games.away + 1, 1 - homeWinsGame);

  function settleGame(h: number, a: number, p: number): void {
    if (p <= 0) return;
    if ((h >= 6 && h - a >= 2) || h === 7 || (a >= 6 && a - h >= 2) || a === 7) add(h, a, p);
    else addAt(mass, at(h, a, next), p);
  }
  for (let total = games.home + games.away + 1; total <= 12; total++) {
    for (let h = Math.max(0, total - 6); h <= Math.min(6, total); h++) {
      const a = total - h;
      for (let s = 0; s < 2; s++) {
        const p = mass[at(h, a, s)] ?? 0;
        if (p <= 0) continue;
        if (h === 6 && a === 6) {
          const win = raceWin(7, 0, 0, tiebreakPoint);
          add(7, 6, p * win);
          add(6, 7, p * (1 - win));
          continue;
        }
        const homeWins = s === 0 ? holdHome : 1 - holdAway;
        const afterServe = 1 - s;
        for (const [nh, na, q] of [
          [h + 1, a, homeWins],
          [h, a + 1, 1 - homeWins],
        ] as const) {
          if ((nh >= 6 && nh - na >= 2) || nh === 7 || (na >= 6 && na - nh >= 2) || na === 7)
            add(nh, na, p * q);
          else addAt(mass, at(nh, na, afterServe), p * q);
        }
      }
    }
  }
  return [...cells.values()];
}
