/**
 * A bonus's life after the checks: used by a booked bet (inside the placing transaction, on the row
 * held-bonuses.ts locked), and what settlement does with it (packages/domain bonus-settlement.ts decides the
 * amounts): the cash a bonus bet pays, a void freebet's use given back, the freebet a lost freebet_no_risk returns.
 */
import { type BetBonusRef, type LegResult, oddsUnits, settleBonusBet } from '@sportsbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { playerBonuses } from '../db/schema/index.js';
import { issuedStatus } from './bonus-view.js';
import { campaignById } from './campaign-store.js';
import type { HeldBonus } from './held-bonuses.js';
import { issueBonus, issueKeyOf, type PlayerBonusRow } from './issue-bonus.js';

/**
 * Counts one use of `held` (locked by the caller's transaction): false, with nothing written, when its uses are
 * spent already (a second bet of the same request naming it). The row turns bonus_over on its last use.
 */
export async function useBonus(tx: Tx, held: HeldBonus, now: Date): Promise<boolean> {
  const { row } = held;
  if (row.usesCount !== null && row.timesUsed >= row.usesCount) return false;
  const timesUsed = row.timesUsed + 1;
  const status = row.usesCount !== null && timesUsed >= row.usesCount ? 'bonus_over' : row.status;
  const activatedAt = row.activatedAt ?? now;
  await tx.update(playerBonuses).set({ timesUsed, status, activatedAt }).where(eq(playerBonuses.id, row.id));
  Object.assign(row, { timesUsed, status, activatedAt });
  held.status = issuedStatus(row, now);
  return true;
}

/** Gives one use of the player's bonus `bonus` back (a void or rejected bet did not use it). */
export async function restoreBonusUse(tx: Tx, userId: string, bonus: BetBonusRef): Promise<void> {
  const which =
    bonus.type === 'comboboost'
      ? eq(playerBonuses.issueKey, issueKeyOf(bonus.id, userId))
      : sql`${playerBonuses.id}::text = ${bonus.id}`;
  await tx
    .update(playerBonuses)
    .set({
      timesUsed: sql`${playerBonuses.timesUsed} - 1`,
      status: sql`case when ${playerBonuses.status} = 'bonus_over' then 'active' else ${playerBonuses.status} end`,
    })
    .where(and(which, eq(playerBonuses.userId, userId), sql`${playerBonuses.timesUsed} > 0`));
}

/** A settled bet with a bonus, as stored. */
export interface BonusBetRow {
  id: string;
  userId: string;
  currency: string;
  stake: number;
  bonus: BetBonusRef;
}

/** What settling a bonus bet does beyond the cash: the freebet issued back, if any. */
export interface BonusSettled {
  cash: bigint;
  issued: PlayerBonusRow | null;
}

/**
 * Settles the bonus side of bet `bet` whose legs pay `payout` (and `boostedPayout` with a comboboost's odds
 * joined): answers the cash to credit, gives a void freebet's use back, issues a lost freebet_no_risk's stake
 * as a freebet of the same campaign (once per bet: key `no_risk:<betId>`).
 */
export async function settleBonus(
  tx: Tx,
  bet: BonusBetRow,
  results: readonly LegResult[],
  payout: { plain: bigint; boosted: bigint },
  now: Date,
): Promise<BonusSettled> {
  const settled = settleBonusBet({
    type: bet.bonus.type,
    stake: BigInt(bet.stake),
    payout: payout.plain,
    boostedPayout: payout.boosted,
    results,
  });
  if (settled.restoreUse) await restoreBonusUse(tx, bet.userId, bet.bonus);
  let issued: PlayerBonusRow | null = null;
  if (settled.freebetBack > 0n) {
    const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, bet.bonus.id));
    const campaign = row ? await campaignById(tx, row.campaignId) : undefined;
    if (campaign)
      issued = await issueBonus(tx, {
        campaign,
        userId: bet.userId,
        source: 'no_risk_refund',
        now,
        type: 'freebet',
        amount: Number(settled.freebetBack),
        currency: bet.currency,
        issueKey: `no_risk:${bet.id}`,
      });
  }
  return { cash: settled.cash, issued };
}

/** The odds units of a comboboost's bonus odds on a stored bet, or null. */
export function boostUnits(bonus: BetBonusRef | null): number | null {
  return bonus?.type === 'comboboost' && bonus.odds !== null ? Number(oddsUnits(bonus.odds)) : null;
}
