/**
 * Bonuses a deposit earns: every running `deposit` campaign whose rule the credited deposit meets is issued in
 * the deposit's own transaction (so a bonus exists exactly when its deposit does), once per campaign and player.
 */
import type { Tx } from '../db/client.js';
import { fitsViewer, inDates } from './bonus-view.js';
import { allCampaigns } from './campaign-store.js';
import { issueBonus, type PlayerBonusRow } from './issue-bonus.js';
import { depositCount, viewerOf } from './list-bonuses.js';

/** A deposit just credited (its ledger row written in `tx`). */
export interface CreditedDeposit {
  userId: string;
  currency: string;
  /** Minor units. */
  amount: number;
  now: Date;
}

/** Issues what `d` earns; answers the rows issued now (none twice: the issue key is the campaign's). */
export async function issueForDeposit(tx: Tx, d: CreditedDeposit): Promise<PlayerBonusRow[]> {
  const running = (await allCampaigns(tx)).filter(
    (c) => c.enabled && c.trigger === 'deposit' && c.deposit && inDates(c, d.now),
  );
  if (running.length === 0) return [];
  const viewer = await viewerOf(tx, d.userId);
  if (!viewer) return [];
  const first = (await depositCount(tx, d.userId)) === 1;
  const issued: PlayerBonusRow[] = [];
  for (const campaign of running) {
    const rule = campaign.deposit;
    const min = rule?.min_amounts[d.currency];
    if (!rule || min === undefined || d.amount < min) continue;
    if (rule.first_deposit_only && !first) continue;
    if (!fitsViewer(campaign, viewer)) continue;
    const row = await issueBonus(tx, {
      campaign,
      userId: d.userId,
      source: 'deposit',
      now: d.now,
      currency: d.currency,
    });
    if (row) issued.push(row);
  }
  return issued;
}
