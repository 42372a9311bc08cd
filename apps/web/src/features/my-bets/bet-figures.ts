/**
 * What a bet card shows, from a placed bet as GET /bets lists it: its name (the slip's naming rule, spec §4
 * "Doubles, trebles and accumulators are named by selection count"), its potential win while open and what it
 * paid once settled, and the currency its amounts are in. Integer minor units and bigint throughout.
 */

import { currencyOf } from '@sportsbook/contract/values';
import {
  type Bet,
  type BetName,
  binomial,
  type Currency,
  combinations,
  isFreebetType,
  isOpenBet,
  type Money,
  maxWinFor,
  money,
  oddsProductUnits,
  oddsUnits,
  payoutUnits,
} from '@sportsbook/domain';

/** Selections from which a combo is an accumulator (as the slip's `betName`). */
const ACCUMULATOR_FROM = 4;

/** The name of a placed bet: single, double, treble, accumulator, system or custom_bet. */
export function placedBetName(bet: Pick<Bet, 'type' | 'selections'>): BetName {
  if (bet.type !== 'combo') return bet.type;
  const count = bet.selections.length;
  if (count >= ACCUMULATOR_FROM) return 'accumulator';
  if (count === 3) return 'treble';
  if (count === 2) return 'double';
  return 'single';
}

/**
 * What the bet pays if every open selection wins, capped at the maximum win: stake x odds for a single, combo or
 * custom bet (the listed odds already hold any boost); for a system, the stake split evenly over its
 * C(total, win) lines and each line paid at the product of its odds. A freebet returns the winnings only.
 */
export function placedPotentialWin(bet: Bet): Money {
  const stake = BigInt(bet.stake.value);
  let payout: bigint;
  const system = bet.type === 'system' ? bet.system : null;
  if (
    system &&
    system.win_count >= 1 &&
    system.win_count <= Math.min(system.total_count, bet.selections.length)
  ) {
    const lines = binomial(system.total_count, system.win_count);
    const perLine = lines > 0 ? stake / BigInt(lines) : 0n;
    const odds = bet.selections.map((s) => s.odds);
    payout = combinations(odds, system.win_count).reduce(
      (sum, line) => sum + payoutUnits(perLine, oddsProductUnits(line)),
      0n,
    );
  } else {
    payout = payoutUnits(stake, oddsUnits(bet.odds));
  }
  if (bet.bonus && isFreebetType(bet.bonus.type)) payout = payout > stake ? payout - stake : 0n;
  const cap = BigInt(maxWinFor(bet.stake.subunits));
  return money(Number(payout > cap ? cap : payout));
}

/** The money line of a card: the potential win of an open bet, or what a settled one paid (0 when lost). */
export function betReturn(bet: Bet): { kind: 'potential' | 'paid'; amount: Money } {
  if (isOpenBet(bet.status)) return { kind: 'potential', amount: placedPotentialWin(bet) };
  return { kind: 'paid', amount: bet.win_amount ?? money(0) };
}

/**
 * The currency of a bet's amounts. A code outside the supported list still formats: as a fiat currency with the
 * bet's own subunits, which is how its stake was counted.
 */
export function betCurrency(bet: Pick<Bet, 'stake'>): Currency {
  return (
    currencyOf(bet.stake.currency) ?? {
      code: bet.stake.currency,
      fiat: true,
      subunits: bet.stake.subunits,
      subcurrencies: [],
    }
  );
}
