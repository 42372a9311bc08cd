/**
 * Issuing a bonus to a player: one row of player_bonuses per (campaign, player), or per refunded bet for the
 * freebet a lost freebet_no_risk gives back. The issue key makes a repeat a no-op (a retried sign-up hook, a
 * promo code sent twice at once).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { playerBonuses, users } from '../db/schema/index.js';
import { writeNotification } from '../notifications/write-notification.js';
import type { Campaign } from './campaign-config.js';

/** An issued bonus row. */
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

/** How a bonus came. */
type IssueSource =
  | 'sign_up'
  | 'promo_code'
  | 'activation'
  | 'deposit'
  | 'open'
  | 'no_risk_refund'
  | 'programme';

const DAY_MS = 86_400_000;

/** When a bonus issued `now` stops being usable: `validity_days` later, never after the campaign's end. */
function expiryOf(c: Campaign, now: Date): Date | null {
  const byDays = c.validity_days === null ? null : new Date(now.getTime() + c.validity_days * DAY_MS);
  const end = c.valid_to ? new Date(c.valid_to) : null;
  if (byDays && end) return byDays < end ? byDays : end;
  return byDays ?? end;
}

/** The issue key of a campaign's one bonus per player. */
export const issueKeyOf = (campaignId: string, userId: string) => `${campaignId}:${userId}`;

/** What to issue. */
export interface IssueRequest {
  campaign: Campaign;
  userId: string;
  source: IssueSource;
  now: Date;
  /** Overrides: a refund's own type, amount, currency and key. */
  type?: string;
  amount?: number;
  currency?: string;
  issueKey?: string;
}

/**
 * Issues the bonus; answers the new row, or null when it was issued before (same key) or the campaign has no
 * amount in the player's currency. A freebet's amount is the campaign's in the player's current currency.
 */
export async function issueBonus(tx: Tx, r: IssueRequest): Promise<PlayerBonusRow | null> {
  const { campaign: c } = r;
  let currency = r.currency ?? null;
  let amount = r.amount ?? null;
  if (c.type !== 'comboboost' && amount === null) {
    if (currency === null) {
      const [user] = await tx.select({ currency: users.currency }).from(users).where(eq(users.id, r.userId));
      currency = user?.currency ?? null;
    }
    amount = currency === null ? null : (c.amounts[currency] ?? null);
    if (amount === null) return null;
  }
  const [row] = await tx
    .insert(playerBonuses)
    .values({
      userId: r.userId,
      campaignId: c.id,
      type: r.type ?? c.type,
      source: r.source,
      issueKey: r.issueKey ?? issueKeyOf(c.id, r.userId),
      currency,
      amount,
      usesCount: r.type === undefined ? c.uses_count : 1,
      activatedAt: r.source === 'activation' ? r.now : null,
      expiredAt: expiryOf(c, r.now),
      createdAt: r.now,
    })
    .onConflictDoNothing({ target: playerBonuses.issueKey })
    .returning();
  if (row && r.source !== 'open')
    await writeNotification(tx, {
      userId: r.userId,
      type: 'bonus_issued',
      objectType: 'bonus',
      objectId: row.id,
      params: { names: c.name },
    });
  return row ?? null;
}

/** The player's issued bonuses, newest first. */
export async function issuedBonusesOf(db: Db | Tx, userId: string): Promise<PlayerBonusRow[]> {
  return db
    .select()
    .from(playerBonuses)
    .where(eq(playerBonuses.userId, userId))
    .orderBy(sql`${playerBonuses.createdAt} desc`);
}
