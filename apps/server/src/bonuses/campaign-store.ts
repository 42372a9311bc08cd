/**
 * The campaigns in the database: seeded from the configuration at every start (inserted or updated by id; a
 * campaign gone from the file is disabled, its issued bonuses stay), and read back as validated campaigns.
 */
import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { bonusCampaigns } from '../db/schema/index.js';
import type { Campaign } from './campaign-config.js';

/**
 * The trigger of the campaign rows src/programmes seeds for the freebets its programmes issue: never listed as a
 * campaign to take, never disabled by this seeding.
 */
export const PROGRAMME_TRIGGER = 'programme';

/** True for a row src/programmes seeded. */
export const isProgrammeCampaign = (c: StoredCampaign) => (c.trigger as string) === PROGRAMME_TRIGGER;

/** A campaign as stored: its configuration and whether it is still in the file. */
export interface StoredCampaign extends Campaign {
  enabled: boolean;
}

/** Writes `campaigns` into bonus_campaigns and disables the ones no longer listed. */
export async function seedCampaigns(db: Db, campaigns: readonly Campaign[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of campaigns) {
      const row = {
        id: c.id,
        type: c.type,
        trigger: c.trigger,
        promoCode: c.promo_code ?? null,
        config: c,
        validFrom: c.valid_from ? new Date(c.valid_from) : null,
        validTo: c.valid_to ? new Date(c.valid_to) : null,
        enabled: true,
        updatedAt: new Date(),
      };
      await tx.insert(bonusCampaigns).values(row).onConflictDoUpdate({ target: bonusCampaigns.id, set: row });
    }
    const ids = campaigns.map((c) => c.id);
    const gone = ids.length > 0 ? not(inArray(bonusCampaigns.id, ids)) : sql`true`;
    const ours = ne(bonusCampaigns.trigger, PROGRAMME_TRIGGER);
    await tx.update(bonusCampaigns).set({ enabled: false, promoCode: null }).where(and(gone, ours));
  });
}

const toStored = (row: typeof bonusCampaigns.$inferSelect): StoredCampaign => ({
  ...(row.config as Campaign),
  enabled: row.enabled,
});

/** Every campaign, enabled or not (issued bonuses of a disabled one still show). */
export async function allCampaigns(db: Db | Tx): Promise<StoredCampaign[]> {
  const rows = await db.select().from(bonusCampaigns).orderBy(bonusCampaigns.id);
  return rows.map(toStored);
}

/** The campaign `id`, or undefined. */
export async function campaignById(db: Db | Tx, id: string): Promise<StoredCampaign | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row ? toStored(row) : undefined;
}

/** The enabled campaign whose promo code is `code` (any case), or undefined. */
export async function campaignByCode(db: Db | Tx, code: string): Promise<StoredCampaign | undefined> {
  const [row] = await db
    .select()
    .from(bonusCampaigns)
    .where(sql`${bonusCampaigns.promoCode} = ${code.trim().toUpperCase()} and ${bonusCampaigns.enabled}`);
  return row ? toStored(row) : undefined;
}
