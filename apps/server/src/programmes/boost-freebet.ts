/**
 * A lootbox's box boosting one of the player's freebets (spec platform §3 Lootbox `freebets_to_boost`, Freebet
 * `issued.boost_multiplier` and `boost_data`; §7 POST /bonuses/{id}/boost): which freebets a box can boost, and
 * the boost itself, in one transaction with the box it spends.
 */
import type { BoostableFreebet } from '@sportsbook/contract';
import { type BonusType, boostedAmount, isFreebetType, money } from '@sportsbook/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { issuedStatus } from '../bonuses/bonus-view.js';
import { allCampaigns } from '../bonuses/campaign-store.js';
import type { PlayerBonusRow } from '../bonuses/issue-bonus.js';
import type { Db, Tx } from '../db/client.js';
import { playerBonuses, programmeProgress } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { lockProgress } from './count-bet.js';
import type { ProgrammeOf } from './programme-config.js';
import { programmeStatus, type StoredProgramme } from './programme-store.js';

type Lootbox = StoredProgramme & ProgrammeOf<'lootbox'>;

const textIn = (names: Record<string, string>, locale: string) => names[locale] ?? names.en ?? '';

/**
 * Why the freebet `row` cannot be boosted now, or null when it can: a freebet type with an amount, active (not
 * spent, expired or deactivated) and never boosted.
 */
function refusalOf(row: PlayerBonusRow, now: Date): ApiError | null {
  if (row.boostMultiplierBp !== null)
    return new ApiError(
      409,
      'freebet_already_boosted',
      'This freebet has been boosted already',
      'freebet_id',
    );
  if (!isFreebetType(row.type as BonusType) || row.amount === null || row.currency === null)
    return new ApiError(
      422,
      'freebet_not_boostable',
      'Only a freebet with an amount can be boosted',
      'freebet_id',
    );
  if (issuedStatus(row, now) !== 'active' || row.timesUsed > 0)
    return new ApiError(
      422,
      'freebet_not_boostable',
      'This freebet is used, expired or no longer active',
      'freebet_id',
    );
  return null;
}

/** The player's freebets a box of `p` can boost now (newest first), with what one box makes of each. */
export async function boostableFreebets(
  db: Db,
  p: Lootbox,
  userId: string,
  locale: string,
  now: Date,
): Promise<BoostableFreebet[]> {
  const rows = await db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), isNull(playerBonuses.boostMultiplierBp)))
    .orderBy(desc(playerBonuses.createdAt));
  const fit = rows.filter((r) => refusalOf(r, now) === null);
  if (fit.length === 0) return [];
  const campaigns = new Map((await allCampaigns(db)).map((c) => [c.id, c]));
  return fit.map((r) => ({
    id: r.id,
    type: r.type as BonusType,
    name: textIn(campaigns.get(r.campaignId)?.name ?? {}, locale),
    amount: money(r.amount ?? 0),
    boosted_amount: money(Number(boostedAmount(BigInt(r.amount ?? 0), p.boost_multiplier_bp))),
    currency: r.currency ?? '',
    expired_at: r.expiredAt ? r.expiredAt.toISOString() : null,
  }));
}

/**
 * Spends one box of lootbox `p` on the player's freebet `freebetId`: its amount becomes
 * {@link boostedAmount} (floored to the minor unit), `boost_multiplier_bp` and `boost_data` record it, and the box
 * is counted used (`converted_points`), all in `tx`. The freebet row is locked first, then the lootbox progress
 * (the order settlement takes them), so two boosts of one freebet or of one last box take turns and the second
 * is refused. Refusals: 422 lootbox_not_active (ended or disabled), 404 freebet_not_found (not the player's),
 * 409 freebet_already_boosted, 422 freebet_not_boostable (not a freebet with an amount, or spent, expired,
 * deactivated), 422 lootbox_empty (no box farmed and unused).
 */
export async function boostFreebet(
  tx: Tx,
  p: Lootbox,
  userId: string,
  currency: string,
  freebetId: string,
  now: Date,
): Promise<PlayerBonusRow> {
  if (!p.enabled || programmeStatus(p, now) !== 'active')
    throw new ApiError(422, 'lootbox_not_active', 'This lootbox is not running now', 'id');
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, freebetId), eq(playerBonuses.userId, userId)))
    .for('update');
  if (!row) throw new ApiError(404, 'freebet_not_found', 'You hold no such freebet', 'freebet_id');
  const refused = refusalOf(row, now);
  if (refused) throw refused;
  const { row: progress, mine } = await lockProgress(tx, p.id, userId, currency);
  if (progress.points - progress.convertedPoints <= 0)
    throw new ApiError(422, 'lootbox_empty', 'No lootbox box is waiting to be used', 'id');
  const before = row.amount ?? 0;
  const after = Number(boostedAmount(BigInt(before), p.boost_multiplier_bp));
  const [boosted] = await tx
    .update(playerBonuses)
    .set({
      amount: after,
      boostMultiplierBp: p.boost_multiplier_bp,
      boostData: {
        lootbox_id: p.id,
        boosted_at: now.toISOString(),
        multiplier_bp: p.boost_multiplier_bp,
        amount_before: before,
        amount_after: after,
      },
    })
    .where(and(eq(playerBonuses.id, row.id), isNull(playerBonuses.boostMultiplierBp)))
    .returning();
  if (!boosted)
    throw new ApiError(409, 'freebet_already_boosted', 'This freebet has been boosted already', 'freebet_id');
  await tx
    .update(programmeProgress)
    .set({ convertedPoints: progress.convertedPoints + 1 })
    .where(mine);
  return boosted;
}
