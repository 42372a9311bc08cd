/**
 * Stakes and payouts of a bet in the slip. Money is integer minor units and odds are integer odds units, so all of
 * this is bigint arithmetic: floats never touch an amount. Payouts are floored to the minor unit.
 */
import { MAX_WIN_MAJOR_UNITS, ODDS_SCALE } from '../constants';
import { type Money, money, ZERO } from '../money/money';
import { type DecimalOdds, oddsUnits } from '../odds/decimal-odds';
import type { TicketEntry } from '../ticket/types';
import { betLines } from './bet-lines';
import { effectiveStake, keepsStakeOnWin } from './effective-stake';
import { payoutUnits } from './odds-product';
import { lineCount } from './system-types';

const SCALE = BigInt(ODDS_SCALE);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The stake of a bet split into what one line costs, how many lines there are and what the whole bet costs. */
export interface StakeFigures {
  perLine: Money;
  total: Money;
  lines: number;
}

/** The potential win of a bet and whether the maximum-win cap cut it. */
export interface PotentialWin {
  amount: Money;
  capped: boolean;
}

/**
 * The stake of a bet per line and in total. `TicketEntry.stake` of a system bet is the stake PER LINE; the bet
 * costs (and the place payload debits) perLine x C(totalCount, winCount). Other bets are one line. A freebet bet
 * is staked with its `freebetStake` (see effectiveStake), per line like any stake. A system without a type has no
 * lines and costs nothing.
 */
export function stakeFigures(bet: TicketEntry): StakeFigures {
  const perLine = effectiveStake(bet);
  let lines = 1;
  if (bet.betType === 'system') lines = bet.systemType === null ? 0 : lineCount(bet.systemType);
  return { perLine, total: money(perLine * lines), lines };
}

/** The maximum win of one bet in minor units: MAX_WIN_MAJOR_UNITS major units of a currency of `subunits`. */
export function maxWinFor(subunits: number): Money {
  return money(MAX_WIN_MAJOR_UNITS * subunits);
}

/** The bet's payout before any cap: the sum over its lines of floor(perLine x line odds), minus the stake for a freebet. */
function uncappedWin(bet: TicketEntry): bigint {
  const perLine = BigInt(effectiveStake(bet));
  const payout = betLines(bet).reduce((sum, line) => sum + payoutUnits(perLine, line), 0n);
  if (!keepsStakeOnWin(bet)) return payout;
  const net = payout - BigInt(stakeFigures(bet).total);
  return net > 0n ? net : 0n;
}

/**
 * What a bet pays if it wins, in minor units, from the selections' current `odds`:
 * - single, combo, custom_bet: floor(stake x total odds) (bonus odds included, see totalOdds);
 * - system: the sum over every combination of floor(perLine x product of its odds), i.e. the case where all
 *   selections win; a system whose type does not match its selection count pays 0 (it cannot be placed);
 * - freebet and freebet_only_win bets: the stake is the bonus's, not the bettor's, and is not returned: payout
 *   minus stake (freebet_all_win pays the whole payout; bonus/bonus-settlement.ts);
 * - capped at `maxWin` (default {@link maxWinFor} the bet's subunits); `capped` says the cap applied.
 *
 * A stake of 0 or below wins 0.
 */
export function potentialWin(bet: TicketEntry, maxWin: Money = maxWinFor(bet.subunits)): PotentialWin {
  const win = uncappedWin(bet);
  if (win > BigInt(maxWin)) return { amount: maxWin, capped: true };
  return { amount: money(Number(win)), capped: false };
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * The smallest stake (per line for a system) whose {@link potentialWin} reaches at least `target`, for a bettor who
 * types the win they want. Rounding the stake up means the win shown afterwards is never below what was typed.
 *
 * - The target is first cut to `maxWin` (default maxWinFor(bet.subunits)): no stake wins more than the cap, and
 *   the smallest stake that reaches the cap is the useful answer.
 * - Non-freebet bets: the win grows by at least 1 for each unit of stake, so
 *   `stakeForPotentialWin(bet, potentialWin(bet).amount)` gives the bet's stake back exactly when not capped.
 * - Freebet bets (win = payout - stake): below odds of 2 the win grows slower than the stake, so several stakes
 *   share a win and the smallest one is returned.
 * - 0 when the target is 0 or below, or when the bet has no line that can win (no selections, system mismatch).
 * - A stake beyond Number.MAX_SAFE_INTEGER (absurd targets on tiny freebet margins) is clamped to it.
 */
export function stakeForPotentialWin(
  bet: TicketEntry,
  target: Money,
  maxWin: Money = maxWinFor(bet.subunits),
): Money {
  const goal = BigInt(Math.min(target, maxWin));
  if (goal <= 0n) return ZERO;
  // What each unit of stake earns per line, in odds units: the whole payout, or the payout less the freebet stake.
  const kept = keepsStakeOnWin(bet) ? SCALE : 0n;
  const margins = betLines(bet).map((line) => line - kept);
  const marginSum = margins.reduce((sum, m) => sum + m, 0n);
  if (marginSum <= 0n) return ZERO;
  const winAt = (stake: bigint): bigint => margins.reduce((sum, m) => sum + payoutUnits(stake, m), 0n);
  // Each line floors away less than one minor unit, so the answer lies between these bounds.
  let low = ceilDiv(goal * SCALE, marginSum);
  let high = ceilDiv((goal + BigInt(margins.length)) * SCALE, marginSum);
  while (low < high) {
    const mid = (low + high) / 2n;
    if (winAt(mid) >= goal) high = mid;
    else low = mid + 1n;
  }
  return money(Number(low > MAX_SAFE ? MAX_SAFE : low));
}

/**
 * The new stake of a bet whose stake is anchored to its potential win (`stakeSource` potential_win) when its total
 * odds move: stake x old / new, so the win the bettor typed stays (about) where it was. Bigint, rounded half up.
 * Returns the stake unchanged when the new odds are not positive (nothing sensible to divide by).
 */
export function rescaleAnchoredStake(
  stake: Money,
  oldTotalOdds: DecimalOdds,
  newTotalOdds: DecimalOdds,
): Money {
  const newUnits = oddsUnits(newTotalOdds);
  if (newUnits <= 0n) return stake;
  const scaled = (2n * BigInt(stake) * oddsUnits(oldTotalOdds) + newUnits) / (2n * newUnits);
  return money(Number(scaled));
}
