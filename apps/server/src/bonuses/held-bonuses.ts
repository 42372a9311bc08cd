/**
 * The bonuses the bets of a request name, read (and, when placing, locked: SELECT ... FOR UPDATE) inside the
 * caller's transaction, so two placements of one freebet take turns and the second sees it used. An open
 * comboboost gets its issued row on first use (insert, then lock), which counts its uses the same way.
 */
import type { PayloadBonus } from '@sportsbook/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { playerBonuses } from '../db/schema/index.js';
import type { Viewer } from './bonus-view.js';
import { campaignStatus, issuedStatus } from './bonus-view.js';
import { allCampaigns, type StoredCampaign } from './campaign-store.js';
import { issueBonus, issueKeyOf, type PlayerBonusRow } from './issue-bonus.js';

/** A bonus a bet names: its campaign, the player's row of it, and its status now. */
export interface HeldBonus {
  campaign: StoredCampaign;
  row: PlayerBonusRow;
  status: ReturnType<typeof issuedStatus>;
}

/** The key of a bet's bonus in the map {@link heldBonuses} answers. */
export const heldKey = (b: { id: string; type: string }) => `${b.type}:${b.id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The condition on player_bonuses that finds the player's rows of `refs`: a freebet by its issued id (a uuid;
 * anything else names nothing), a comboboost by its issue key. Null when `refs` name no row.
 */
export function namedRows(userId: string, refs: readonly { id: string; type: string }[]): SQL | null {
  const ids = [...new Set(refs.filter((r) => r.type !== 'comboboost' && UUID.test(r.id)).map((r) => r.id))];
  const keys = refs.filter((r) => r.type === 'comboboost').map((r) => issueKeyOf(r.id, userId));
  if (ids.length === 0 && keys.length === 0) return null;
  const byId = ids.length > 0 ? inArray(playerBonuses.id, ids) : sql`false`;
  const byKey = keys.length > 0 ? inArray(playerBonuses.issueKey, keys) : sql`false`;
  return and(eq(playerBonuses.userId, userId), sql`(${byId} or ${byKey})`) ?? null;
}

/**
 * The held bonuses of `refs` for `viewer`, locked for update. A freebet is found by its issued id; a comboboost by
 * its campaign id (issued to the player now when it is open to them and they had none). Unknown ones are left out.
 */
export async function heldBonuses(
  tx: Tx,
  viewer: Viewer,
  refs: readonly PayloadBonus[],
  now: Date,
): Promise<Map<string, HeldBonus>> {
  const held = new Map<string, HeldBonus>();
  if (refs.length === 0) return held;
  const campaigns = new Map((await allCampaigns(tx)).map((c) => [c.id, c]));
  const comboIds = [...new Set(refs.filter((r) => r.type === 'comboboost').map((r) => r.id))];
  for (const id of comboIds) {
    const c = campaigns.get(id);
    if (c?.type !== 'comboboost' || campaignStatus(c, viewer, now) !== 'active') continue;
    await issueBonus(tx, { campaign: c, userId: viewer.userId, source: 'open', now });
  }
  const which = namedRows(viewer.userId, refs);
  if (which === null) return held;
  const rows = await tx.select().from(playerBonuses).where(which).orderBy(playerBonuses.id).for('update');
  for (const row of rows) {
    const campaign = campaigns.get(row.campaignId);
    if (!campaign) continue;
    const id = row.type === 'comboboost' ? row.campaignId : row.id;
    held.set(heldKey({ id, type: row.type }), { campaign, row, status: issuedStatus(row, now) });
  }
  return held;
}
