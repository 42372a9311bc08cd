/**
 * What a settled bet pays and how its result is named, from its selections' results. Pure and exact: odds are
 * integer units (x1000), each leg's share of the stake is a fraction of bigints, and a line's payout is floored
 * to the minor unit once, at the end, so the book never pays a fraction it does not hold.
 */
import { type BetResult, combinations, ODDS_SCALE } from '@sportsbook/domain';

const SCALE = BigInt(ODDS_SCALE);

/** How one selection resolved, as stored in `bet_selections.status` ('open' until then). */
export const SELECTION_RESULTS = ['win', 'lose', 'refund', 'half_win', 'half_lose'] as const;
/** One of {@link SELECTION_RESULTS}. */
export type SelectionResult = (typeof SELECTION_RESULTS)[number];

/** Reads the feed's outcome result: 'void' is a refund; anything unknown is not a result. */
export function selectionResultOf(feedResult: string): SelectionResult | null {
  if (feedResult === 'void') return 'refund';
  return (SELECTION_RESULTS as readonly string[]).includes(feedResult)
    ? (feedResult as SelectionResult)
    : null;
}

/** A settled selection: its accepted odds in units and how it resolved. */
export interface SettledLeg {
  odds: number;
  result: SelectionResult;
}

/** A bet to settle: its type, total stake in minor units, system counts and (custom bet) odds in units. */
export interface SettlingBet {
  type: 'single' | 'combo' | 'system' | 'custom_bet';
  stake: number;
  /** Total odds in units; for a custom bet its quoted price. */
  odds: number;
  system: { winCount: number; totalCount: number } | null;
}

interface Fraction {
  num: bigint;
  den: bigint;
}

/**
 * The share of a leg's stake it returns: win pays the odds, lose nothing, refund the stake, a half win half the
 * stake at the odds and half back ((odds + 1) / 2), a half loss half back.
 */
export function legFactor(leg: SettledLeg): Fraction {
  const units = BigInt(leg.odds);
  switch (leg.result) {
    case 'win':
      return { num: units, den: SCALE };
    case 'lose':
      return { num: 0n, den: 1n };
    case 'refund':
      return { num: 1n, den: 1n };
    case 'half_win':
      return { num: units + SCALE, den: 2n * SCALE };
    case 'half_lose':
      return { num: 1n, den: 2n };
  }
}

/** floor(stake x product of the legs' factors). */
function linePayout(stake: bigint, legs: readonly SettledLeg[]): bigint {
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const f = legFactor(leg);
    num *= f.num;
    den *= f.den;
  }
  return num / den;
}

/**
 * What the bet pays in minor units:
 * - single, combo: one line, the product of the legs' factors (a void leg counts 1);
 * - system: the stake per line (total / C(total, win)) on every combination of `winCount` legs, each line floored;
 * - custom bet: its legs are priced together, so it pays its own odds when every leg wins, nothing when any leg
 *   loses (fully or in half), and the stake back otherwise (a void leg voids the combination it was priced in).
 */
export function betPayout(bet: SettlingBet, legs: readonly SettledLeg[]): bigint {
  const stake = BigInt(bet.stake);
  if (bet.type === 'custom_bet') {
    if (legs.some((l) => l.result === 'lose' || l.result === 'half_lose')) return 0n;
    if (legs.every((l) => l.result === 'win')) return (stake * BigInt(bet.odds)) / SCALE;
    return stake;
  }
  if (bet.type !== 'system' || bet.system === null) return linePayout(stake, legs);
  const lines = combinations(legs, bet.system.winCount);
  if (lines.length === 0) return 0n;
  const perLine = stake / BigInt(lines.length);
  return lines.reduce((sum, line) => sum + linePayout(perLine, line), 0n);
}

/**
 * The bet's result: lose_entire when it pays nothing, refund_entire when every leg was void (or a custom bet
 * handed its stake back), refund_half_win_other / refund_half_lose_other when a leg was settled in half, and
 * win_entire for any other payout (a combo with a void leg, a system with some lines lost).
 */
export function betResultOf(bet: SettlingBet, legs: readonly SettledLeg[], payout: bigint): BetResult {
  if (payout === 0n) return 'lose_entire';
  if (legs.every((l) => l.result === 'refund')) return 'refund_entire';
  if (bet.type === 'custom_bet')
    return legs.every((l) => l.result === 'win') ? 'win_entire' : 'refund_entire';
  if (legs.some((l) => l.result === 'half_win')) return 'refund_half_win_other';
  if (legs.some((l) => l.result === 'half_lose')) return 'refund_half_lose_other';
  return 'win_entire';
}
