/**
 * GET /settings: the site defaults (the domain's Settings), with provider switches from the catalogue and the
 * provider of each sport kind from its sports. Per-player settings are merged in by the auth work.
 */
import type { SettingsResponse } from '@sportsbook/contract';
import { SiteSettingsSchema, siteSettingsAnswer } from '@sportsbook/contract/site';
import {
  DEFAULT_STAKE_PRESETS_MAJOR,
  type Money,
  ODDS_FORMATS,
  type Provider,
  type SportKind,
} from '@sportsbook/domain';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { providers, sports } from '../db/schema/index.js';

/** Minor units per major unit of the default currency (EUR) the preset stakes are given in. */
const DEFAULT_SUBUNITS = 100;

/** Settings before the catalogue and the player are consulted. */
export const DEFAULT_SETTINGS: SettingsResponse = {
  // The site settings file's defaults; GET /settings answers the file's values (src/site).
  ...siteSettingsAnswer(SiteSettingsSchema.parse({})),
  stakes: DEFAULT_STAKE_PRESETS_MAJOR.map((major) => (major * DEFAULT_SUBUNITS) as Money),
  auto_accept_odds_change: 'none',
  odds_types: { available: [...ODDS_FORMATS], selected: 'european' },
  updated_at: null,
  video_settings: { enabled: true },
  provider_statuses: {},
  sport_type_providers: { regular: 'betradar', cyber: 'oddin' },
};

/** The settings answer. */
export async function getSettings(db: Db): Promise<SettingsResponse> {
  const switches = await db.select().from(providers).orderBy(asc(providers.provider));
  const kinds = await db
    .select({ kind: sports.kind, provider: sports.provider })
    .from(sports)
    .orderBy(asc(sports.priority));
  const sportTypeProviders: Partial<Record<SportKind, Provider>> = {};
  for (const { kind, provider } of kinds) sportTypeProviders[kind] ??= provider;
  return {
    ...DEFAULT_SETTINGS,
    provider_statuses: Object.fromEntries(switches.map((p) => [p.provider, p.enabled])),
    sport_type_providers: { ...DEFAULT_SETTINGS.sport_type_providers, ...sportTypeProviders },
  };
}
