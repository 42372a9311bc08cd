/**
 * A booked bet back as a slip entry at given prices, so a repriced bet (accepted after its live delay at today's
 * odds) gets its total odds and potential win from the domain's own arithmetic.
 */
import {
  type BetBonusRef,
  binomial,
  type DecimalOdds,
  fromOddsUnits,
  money,
  parseSystemId,
  potentialWin,
  type TicketEntry,
  totalOddsUnits,
} from '@sportsbook/domain';
import { currencyFor } from '../demo-rates.js';
import { STAND_IN } from '../odds-acceptance.js';
import type { BetRow } from '../view/bet-view.js';

/** The entry of `bet` with its selections at `odds` (units, in selection order); a custom bet at `customOdds`. */
function storedEntry(bet: BetRow, odds: readonly number[], customOdds: number | null): TicketEntry {
  const systemType = bet.systemId ? parseSystemId(bet.systemId) : null;
  const lines =
    bet.systemWinCount && bet.systemTotalCount ? binomial(bet.systemTotalCount, bet.systemWinCount) : 1;
  const currency = currencyFor(bet.currency);
  const bonus = bet.bonus as BetBonusRef | null;
  const freebetStake = bet.freebetStake > 0 ? money(bet.freebetStake) : null;
  return {
    stake: money(Math.floor(bet.stake / lines)),
    currency: currency.code,
    subunits: currency.subunits,
    betType: bet.type as TicketEntry['betType'],
    customOdds: customOdds === null ? null : fromOddsUnits(BigInt(customOdds)),
    selections: odds.map((units) => {
      const price: DecimalOdds = fromOddsUnits(BigInt(units));
      return { ...STAND_IN, odds: price, acceptedOdds: price, initialOdds: price };
    }),
    availableBonuses: [],
    bonus: bonus
      ? { id: bonus.id, type: bonus.type, amount: freebetStake, ranges: [], min_odds: null }
      : null,
    bonusOdds: bonus?.type === 'comboboost' ? bonus.odds : null,
    stakeSource: 'user',
    systemType,
    freebetStake,
    betId: bet.id,
    status: null,
    isVip: bet.isVip,
    messagesByBet: [],
    jackpots: [],
  };
}

/** Total odds (units) and potential win (capped) of a booked bet at new prices. */
export function repriced(bet: BetRow, odds: readonly number[], customOdds: number | null) {
  const entry = storedEntry(bet, odds, customOdds);
  const units = customOdds ?? Number(totalOddsUnits(entry));
  return { odds: units, potentialWin: potentialWin(entry).amount };
}
