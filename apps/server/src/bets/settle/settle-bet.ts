/**
 * Settles one bet from the results stored with its markets (markets.results, written by the feed's
 * match_settled in the same tick). The bet row is locked first, so settlement, cashout and the live delay take
 * turns on a bet; selections get their result whatever the bet's state, but only a bet waiting for results is
 * paid, once: its status moves to `done` under the lock, and the credit's reference `win:<betId>` is unique.
 * A bet with a bonus is paid what src/bonuses/use-bonus.ts settleBonus says (the domain's bonus-settlement
 * table: a freebet's winnings without its stake, a comboboost's boosted odds...).
 */
import type { BetBonusRef } from '@sportsbook/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PlayerBonusRow } from '../../bonuses/issue-bonus.js';
import { boostUnits, settleBonus } from '../../bonuses/use-bonus.js';
import { betSelections, bets, markets } from '../../db/schema/index.js';
import { settledNotification } from '../../notifications/bet-notifications.js';
import { writeNotification } from '../../notifications/write-notification.js';
import { type CountOutcome, countSettledBet } from '../../programmes/count-bet.js';
import { type Tx, transfer } from '../../wallet/index.js';
import { settlingBetOf } from '../cashout/offer-for-bet.js';
import type { SelectionRow } from '../view/bet-view.js';
import { betPayout, betResultOf, type SettledLeg, selectionResultOf } from './settlement-math.js';

/** What settling changed, for the caller to announce after commit. */
export interface SettleOutcome {
  betId: string;
  userId: string;
  currency: string;
  /** The bet was paid out (or lost) now. */
  settled: boolean;
  /** The balance after the credit; null when nothing was paid. */
  balance: number | null;
  /** A freebet issued by the settlement (a lost freebet_no_risk's stake), to announce. */
  issuedBonus?: PlayerBonusRow | null;
  /** What the bet counted for in the farming programmes (src/programmes), to announce. */
  programmes?: CountOutcome;
}

/** Settles what can be settled of one bet inside `tx`; null when nothing changed. */
export async function settleBet(tx: Tx, betId: string): Promise<SettleOutcome | null> {
  const [bet] = await tx.select().from(bets).where(eq(bets.id, betId)).for('update');
  if (!bet) return null;
  const selections = await tx.select().from(betSelections).where(eq(betSelections.betId, betId));
  const changed = await resolveSelections(tx, selections);
  const outcome: SettleOutcome = {
    betId,
    userId: bet.userId,
    currency: bet.currency,
    settled: false,
    balance: null,
  };
  if (bet.status !== 'waiting_results' || selections.some((s) => s.status === 'open'))
    return changed ? outcome : null;

  const legs = selections.map((s) => ({ odds: s.odds, result: s.status }) as SettledLeg);
  const settling = settlingBetOf(bet);
  const plain = betPayout(settling, legs);
  const result = betResultOf(settling, legs, plain);
  const now = new Date();
  const bonus = bet.bonus as BetBonusRef | null;
  let payout = plain;
  let issuedBonus: PlayerBonusRow | null = null;
  if (bonus) {
    const boost = boostUnits(bonus);
    const boosted = boost === null ? plain : betPayout(settling, [...legs, { odds: boost, result: 'win' }]);
    const settled = await settleBonus(
      tx,
      { ...bet, bonus },
      legs.map((l) => l.result),
      { plain, boosted },
      now,
    );
    payout = settled.cash;
    issuedBonus = settled.issued;
  }
  await tx
    .update(bets)
    .set({ status: 'done', result, winAmount: Number(payout), settledAt: now, updatedAt: now })
    .where(eq(bets.id, betId));
  await writeNotification(tx, settledNotification(bet, result, payout));
  const matchIds = [...new Set(selections.map((s) => s.matchId))];
  const programmes = await countSettledBet(tx, { ...bet, bonus }, result, matchIds, now);
  if (payout === 0n) return { ...outcome, settled: true, issuedBonus, programmes };
  const refund = result === 'refund_entire';
  const moved = await transfer(tx, {
    userId: bet.userId,
    currency: bet.currency,
    amount: Number(payout),
    direction: 'credit',
    kind: refund ? 'bet_refund' : 'bet_win',
    betId,
    reference: `${refund ? 'refund' : 'win'}:${betId}`,
  });
  return { ...outcome, settled: true, balance: moved.balance, issuedBonus, programmes };
}

/** Gives open selections their result where their market has one; updates `selections` in place. */
async function resolveSelections(tx: Tx, selections: SelectionRow[]): Promise<boolean> {
  const open = selections.filter((s) => s.status === 'open');
  if (open.length === 0) return false;
  const settled = await tx
    .select({
      matchId: markets.matchId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      results: markets.results,
    })
    .from(markets)
    .where(
      and(
        inArray(markets.matchId, [...new Set(open.map((s) => s.matchId))]),
        inArray(markets.marketId, [...new Set(open.map((s) => s.marketId))]),
        isNotNull(markets.results),
      ),
    );
  let changed = false;
  const now = new Date();
  for (const s of open) {
    const market = settled.find(
      (m) => m.matchId === s.matchId && m.marketId === s.marketId && m.specifier === s.specifier,
    );
    const raw = market?.results?.find((r) => r.id === s.outcomeId)?.result;
    const result = raw === undefined ? null : selectionResultOf(raw);
    if (result === null) continue;
    await tx.update(betSelections).set({ status: result, settledAt: now }).where(eq(betSelections.id, s.id));
    s.status = result;
    changed = true;
  }
  return changed;
}
