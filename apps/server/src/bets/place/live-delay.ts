/**
 * The live delay: a bet on a live match is booked `submitted` (stake taken) and looked at again after the delay.
 * If every selection is still open and its price moved no further than the player's odds-change setting takes,
 * the bet is accepted (`waiting_results`) at today's prices; otherwise it is rejected and the stake handed back
 * (ledger kind bet_rollback). Timers live in memory; on start, bets left `submitted` (a crash, a restart) are
 * re-checked, at once when their delay is over. The bet row is locked and its status checked, so a second
 * instance or a late timer does nothing twice.
 */

import { type BetBonusRef, fromOddsUnits, oddsUnits } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { restoreBonusUse } from '../../bonuses/use-bonus.js';
import { betSelections, bets } from '../../db/schema/index.js';
import { type Tx, transfer } from '../../wallet/index.js';
import { loadCatalogueView } from '../current-selections.js';
import { needsApproval } from '../odds-acceptance.js';
import { oddsAcceptanceOf } from '../preferences/player-settings.js';
import type { Pricing } from '../pricing.js';
import type { BetRow, SelectionRow } from '../view/bet-view.js';
import { quoteCustomBet } from './quote-custom-bet.js';
import { repriced } from './stored-entry.js';

/** What a re-check decided, for the caller to announce after commit. */
export interface LiveDecision {
  betId: string;
  userId: string;
  accepted: boolean;
  /** The balance after a refund; null when nothing moved. */
  balance: number | null;
  currency: string;
}

/**
 * A rejected bet's bonus: its use given back and, for a freebet the house funded, that funding taken back (the
 * rollback credited the stake to cash; kind bonus, reference `unfreebet:<betId>`). Answers the balance after.
 */
async function giveBonusBack(tx: Tx, bet: BetRow, bonus: BetBonusRef): Promise<number | null> {
  await restoreBonusUse(tx, bet.userId, bonus);
  if (bet.freebetStake <= 0) return null;
  const moved = await transfer(tx, {
    userId: bet.userId,
    currency: bet.currency,
    amount: bet.freebetStake,
    direction: 'debit',
    kind: 'bonus',
    betId: bet.id,
    reference: `unfreebet:${bet.id}`,
  });
  return moved.balance;
}

/** Re-checks one submitted bet inside `tx`; null when it is not (or no longer) submitted. */
export async function recheckSubmitted(
  tx: Tx,
  betId: string,
  pricing: Pricing,
): Promise<LiveDecision | null> {
  const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
  if (bet?.status !== 'submitted') return null;
  const selections = await tx.select().from(betSelections).where(eq(betSelections.betId, betId));
  const prices = await currentPrices(tx, bet, selections, pricing);
  const now = new Date();
  const decided = { betId, userId: bet.userId, currency: bet.currency };
  if (prices === null) {
    await tx
      .update(bets)
      .set({ status: 'rejected', result: 'canceled', settledAt: now, updatedAt: now })
      .where(eq(bets.id, betId));
    const moved = await transfer(tx, {
      userId: bet.userId,
      currency: bet.currency,
      amount: bet.stake,
      direction: 'credit',
      kind: 'bet_rollback',
      betId,
      reference: `rollback:${betId}`,
    });
    const bonus = bet.bonus as BetBonusRef | null;
    const balance = bonus ? await giveBonusBack(tx, bet, bonus) : moved.balance;
    return { ...decided, accepted: false, balance: balance ?? moved.balance };
  }
  for (const [i, s] of selections.entries()) {
    const odds = prices.legs[i];
    if (odds !== undefined && odds !== s.odds)
      await tx.update(betSelections).set({ odds }).where(eq(betSelections.id, s.id));
  }
  const { odds, potentialWin } = repriced(bet, prices.legs, prices.custom);
  await tx
    .update(bets)
    .set({ status: 'waiting_results', odds, potentialWin, updatedAt: now })
    .where(eq(bets.id, betId));
  return { ...decided, accepted: true, balance: null };
}

/**
 * Today's prices of the bet's selections (units, in order) and custom odds, or null when the bet cannot stand:
 * a selection closed or suspended, or a price moved beyond what the player's setting takes.
 */
async function currentPrices(
  tx: Tx,
  bet: BetRow,
  selections: readonly SelectionRow[],
  pricing: Pricing,
): Promise<{ legs: number[]; custom: number | null } | null> {
  const view = await loadCatalogueView(tx, selections, pricing.operatorProviders);
  const mode = await oddsAcceptanceOf(tx, bet.userId);
  const legs: number[] = [];
  for (const s of selections) {
    const outcome = view.outcome(s);
    if (!outcome || !view.isOpen(s)) return null;
    const custom = bet.type === 'custom_bet';
    if (!custom && needsApproval(price(s.odds), price(outcome.odds), mode)) return null;
    legs.push(custom ? s.odds : outcome.odds);
  }
  if (bet.type !== 'custom_bet') return { legs, custom: null };
  const quote = quoteCustomBet(selections[0]?.matchId ?? 0, selections, view, pricing);
  if (!quote.ok || needsApproval(price(bet.odds), quote.odds, mode)) return null;
  return { legs, custom: Number(oddsUnits(quote.odds)) };
}

const price = (units: number) => fromOddsUnits(BigInt(units));
