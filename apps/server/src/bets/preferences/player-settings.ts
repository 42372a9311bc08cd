/**
 * A player's own sportsbook settings (POST /api/v2/settings): stake presets, odds-change acceptance, odds format
 * and the push subscription, stored in `settings`; GET /settings merges them over the site defaults.
 */
import type { SettingsResponse, SettingsUpdate } from '@sportsbook/contract';
import { type Money, ODDS_ACCEPTANCE_MODES, ODDS_FORMATS, type OddsAcceptance } from '@sportsbook/domain';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '../../catalogue/get-settings.js';
import { settings } from '../../db/schema/index.js';
import type { Queryable } from '../../wallet/index.js';

type Row = typeof settings.$inferSelect;

const isMode = (v: string | null | undefined): v is OddsAcceptance =>
  (ODDS_ACCEPTANCE_MODES as readonly (string | null | undefined)[]).includes(v);
const isFormat = (v: string | null | undefined): v is (typeof ODDS_FORMATS)[number] =>
  (ODDS_FORMATS as readonly (string | null | undefined)[]).includes(v);

async function rowOf(db: Queryable, userId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.userId, userId));
  return row;
}

/** The odds-change acceptance a stored value means: the value, or the site default when unset or unknown. */
export const oddsAcceptanceFrom = (stored: string | null | undefined): OddsAcceptance =>
  isMode(stored) ? stored : DEFAULT_SETTINGS.auto_accept_odds_change;

/** The player's odds-change acceptance, or the site default. */
export async function oddsAcceptanceOf(db: Queryable, userId: string): Promise<OddsAcceptance> {
  return oddsAcceptanceFrom((await rowOf(db, userId))?.autoAcceptOddsChange);
}

/** `site` (GET /settings' defaults) with the player's own values over it. */
export async function withPlayerSettings(
  db: Queryable,
  userId: string,
  site: SettingsResponse,
): Promise<SettingsResponse> {
  const row = await rowOf(db, userId);
  if (!row) return site;
  return {
    ...site,
    stakes: row.stakes && row.stakes.length > 0 ? (row.stakes as Money[]) : site.stakes,
    auto_accept_odds_change: isMode(row.autoAcceptOddsChange)
      ? row.autoAcceptOddsChange
      : site.auto_accept_odds_change,
    odds_types: {
      ...site.odds_types,
      selected: isFormat(row.oddsType) ? row.oddsType : site.odds_types.selected,
    },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Saves the fields of `update` that are set; the others keep their values. */
export async function updatePlayerSettings(
  db: Queryable,
  userId: string,
  update: SettingsUpdate,
): Promise<void> {
  const set: Partial<typeof settings.$inferInsert> = { updatedAt: new Date() };
  if ('one_signal_push_notification_subscription' in update)
    set.pushSubscription = update.one_signal_push_notification_subscription;
  if ('stakes' in update && update.stakes) set.stakes = update.stakes;
  if ('auto_accept_odds_change' in update && update.auto_accept_odds_change)
    set.autoAcceptOddsChange = update.auto_accept_odds_change;
  if ('odds_type' in update && update.odds_type) set.oddsType = update.odds_type;
  await db
    .insert(settings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: settings.userId, set });
}
