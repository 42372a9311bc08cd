/**
 * The programmes in the database: seeded from the configuration at every start (upserted by id; one gone from
 * the file is disabled, its progress stays), each with the bonus_campaigns row its freebets hang from (trigger
 * `programme`: the engine neither lists nor issues it) and, for a tournament, its pool.
 */
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Campaign } from '../bonuses/campaign-config.js';
import { PROGRAMME_TRIGGER } from '../bonuses/campaign-store.js';
import type { Db, Tx } from '../db/client.js';
import { bonusCampaigns, bonusProgrammes, tournamentPools } from '../db/schema/index.js';
import type { Programme } from './programme-config.js';

/** A programme as stored. */
export type StoredProgramme = Programme & { enabled: boolean };

/** The campaign row of a programme's freebets: the engine's shape, no conditions of their own. */
export function freebetCampaignOf(p: Programme): Campaign {
  const campaign = {
    id: p.id,
    type: p.farming_freebet_type,
    trigger: PROGRAMME_TRIGGER,
    name: p.name,
    description: p.description,
    terms: p.terms,
    amounts: {},
    uses_count: 1,
    validity_days: p.freebet_validity_days,
    ranges: [],
    conditions: {
      min_odds: null,
      max_odds: null,
      selection_count_from: null,
      selection_count_to: null,
      match_status: 'any',
      event_conditions: {},
      only_verified: false,
      country_codes: [],
    },
    banners: null,
  };
  // The engine's campaign type knows the triggers of its own file; this row's trigger is the programmes' own.
  return campaign as unknown as Campaign;
}

/** Writes `programmes` (refusing an id a campaign of the bonus file has), disables the ones gone. */
export async function seedProgrammes(db: Db, programmes: readonly Programme[]): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = programmes.map((p) => p.id);
    if (ids.length > 0) {
      const taken = await tx
        .select({ id: bonusCampaigns.id })
        .from(bonusCampaigns)
        .where(and(inArray(bonusCampaigns.id, ids), sql`${bonusCampaigns.trigger} <> ${PROGRAMME_TRIGGER}`));
      if (taken.length > 0)
        throw new Error(`programme ids ${taken.map((t) => t.id).join(', ')} are bonus campaign ids already`);
    }
    for (const p of programmes) {
      const now = new Date();
      const row = {
        id: p.id,
        type: p.type,
        config: p,
        validFrom: p.valid_from ? new Date(p.valid_from) : null,
        validTo: p.valid_to ? new Date(p.valid_to) : null,
        enabled: true,
        updatedAt: now,
      };
      await tx
        .insert(bonusProgrammes)
        .values(row)
        .onConflictDoUpdate({ target: bonusProgrammes.id, set: row });
      const campaign = {
        id: p.id,
        type: p.farming_freebet_type,
        trigger: PROGRAMME_TRIGGER,
        promoCode: null,
        config: freebetCampaignOf(p),
        validFrom: null,
        validTo: null,
        enabled: true,
        updatedAt: now,
      };
      await tx
        .insert(bonusCampaigns)
        .values(campaign)
        .onConflictDoUpdate({ target: bonusCampaigns.id, set: campaign });
      if (p.type === 'tournament')
        await tx
          .insert(tournamentPools)
          .values({ programmeId: p.id, currency: p.currency, pool: p.initial_pool })
          .onConflictDoNothing();
    }
    const gone = ids.length > 0 ? not(inArray(bonusProgrammes.id, ids)) : sql`true`;
    await tx.update(bonusProgrammes).set({ enabled: false }).where(gone);
  });
}

const toStored = (row: typeof bonusProgrammes.$inferSelect): StoredProgramme => ({
  ...(row.config as Programme),
  enabled: row.enabled,
});

/** Every programme, enabled or not, by id. */
export async function allProgrammes(db: Db | Tx): Promise<StoredProgramme[]> {
  return (await db.select().from(bonusProgrammes).orderBy(bonusProgrammes.id)).map(toStored);
}

/** The programme `id`, or undefined. */
export async function programmeById(db: Db | Tx, id: string): Promise<StoredProgramme | undefined> {
  const [row] = await db.select().from(bonusProgrammes).where(eq(bonusProgrammes.id, id));
  return row ? toStored(row) : undefined;
}

/** Where a programme stands at `at`. */
export function programmeStatus(p: Programme, at: Date): 'upcoming' | 'active' | 'expired' {
  if (p.valid_from && new Date(p.valid_from) > at) return 'upcoming';
  if (p.valid_to && new Date(p.valid_to) <= at) return 'expired';
  return 'active';
}
