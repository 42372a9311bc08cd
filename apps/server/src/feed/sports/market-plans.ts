/**
 * Which markets each sport offers and where their lines sit. Lines are fixed when a match is created, centred
 * on the prematch expectation, and kept while the match is live (the most balanced flag moves instead), so a
 * bet's market keeps its identity. Football gets quarter and whole lines, which settle as half wins and refunds.
 */
import type { Expectation, MarketPlan, SportKey } from './sport-definition.js';

/** Lines `step` apart around the half-point nearest to `mean`. */
function linesAround(mean: number, step: number, count: number): number[] {
  const centre = Math.floor(mean) + 0.5;
  const lines: number[] = [];
  for (let i = 0; i < count; i++) lines.push(centre + (i - (count - 1) / 2) * step);
  return lines;
}

/** Asian lines near the mean: two quarter lines and the nearest whole number. */
function asianLines(mean: number): number[] {
  const quarter = Math.floor(mean * 2) / 2 + 0.25;
  return [quarter - 0.5, quarter, Math.round(mean)];
}

/** Sorted distinct lines, without the -0 that would print as "0" but compare oddly. */
export function distinctLines(lines: readonly number[]): number[] {
  return [...new Set(lines.map((l) => (Object.is(l, -0) ? 0 : l)))].sort((a, b) => a - b);
}

const footballHandicaps = (e: Expectation) => {
  const h = Math.round(-e.diff('regular') * 2) / 2;
  return [h - 1, h - 0.5, h - 0.25, h, h + 0.25, h + 0.5, h + 1];
};
const plan = (marketId: number, lines?: (e: Expectation) => number[]): MarketPlan =>
  lines ? { marketId, lines } : { marketId };
const fixed =
  (...lines: number[]) =>
  () =>
    lines;

const FOOTBALL: MarketPlan[] = [
  plan(1),
  plan(10),
  plan(11),
  plan(18, (e) => [0.5, 1.5, 2.5, 3.5, 4.5, ...asianLines(e.total('regular'))]),
  plan(16, footballHandicaps),
  plan(29),
  plan(19, fixed(0.5, 1.5)),
  plan(20, fixed(0.5, 1.5)),
  plan(26),
  plan(41),
  plan(60),
  plan(63),
  plan(68, fixed(0.5, 1.5)),
  plan(83),
  plan(90, fixed(0.5, 1.5)),
];

const HOCKEY: MarketPlan[] = [
  plan(1),
  plan(10),
  plan(219),
  plan(18, (e) => [...linesAround(e.total('regular'), 1, 3), Math.round(e.total('regular'))]),
  plan(16, (e) => linesAround(-e.diff('regular'), 1, 3)),
  plan(225, (e) => linesAround(e.total('full'), 1, 1)),
  plan(29),
  plan(26),
  plan(443),
  plan(446, fixed(0.5, 1.5)),
];

const pointsPlan = (step: number): MarketPlan[] => [
  plan(219),
  plan(223, (e) => linesAround(-e.diff('full'), step, 5)),
  plan(225, (e) => linesAround(e.total('full'), step, 5)),
  plan(1),
  plan(60),
  plan(68, (e) => linesAround(e.total('h1'), step, 3)),
  plan(26),
];

const HANDBALL: MarketPlan[] = [
  plan(1),
  plan(10),
  plan(11),
  plan(16, (e) => linesAround(-e.diff('regular'), 1, 5)),
  plan(18, (e) => linesAround(e.total('regular'), 2, 5)),
  plan(60),
  plan(68, (e) => linesAround(e.total('h1'), 1, 3)),
];

const BASEBALL: MarketPlan[] = [
  plan(219),
  plan(223, fixed(-1.5, 1.5)),
  plan(225, (e) => linesAround(e.total('full'), 1, 3)),
  plan(1),
  plan(26),
];

const TENNIS: MarketPlan[] = [
  plan(186),
  plan(188, fixed(-1.5, 1.5)),
  plan(189, (e) => linesAround(e.total('games'), 1, 5)),
  plan(187, (e) => linesAround(-e.diff('games'), 1, 5)),
  plan(199),
  plan(202),
];

const BEST_OF_FIVE: MarketPlan[] = [
  plan(186),
  plan(188, fixed(-2.5, -1.5, 1.5, 2.5)),
  plan(314, fixed(3.5, 4.5)),
  plan(199),
  plan(202),
];

const ESPORTS: MarketPlan[] = [
  plan(186),
  plan(327, fixed(-1.5, 1.5)),
  plan(328, fixed(2.5)),
  plan(329),
  plan(330),
];

/** The market offer of each sport, main market first. */
export const MARKET_PLANS: Record<SportKey, readonly MarketPlan[]> = {
  football: FOOTBALL,
  'ice-hockey': HOCKEY,
  basketball: pointsPlan(2),
  'american-football': pointsPlan(1),
  handball: HANDBALL,
  baseball: BASEBALL,
  tennis: TENNIS,
  volleyball: BEST_OF_FIVE,
  'table-tennis': BEST_OF_FIVE,
  cs2: ESPORTS,
  'dota-2': ESPORTS,
  'league-of-legends': ESPORTS,
};
