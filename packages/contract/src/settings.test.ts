import { describe, expect, it } from 'vitest';
import { SettingsSchema } from './settings';
import { SiteSettingsSchema, siteSettingsAnswer } from './site';

const settings = {
  ...siteSettingsAnswer(SiteSettingsSchema.parse({})),
  custom_bet_allow_single: false,
  custom_bet_enabled: true,
  stakes: [500, 1000],
  auto_accept_odds_change: 'none',
  odds_types: { available: ['european', 'american'], selected: 'european' },
  updated_at: null,
  video_settings: { enabled: true },
  provider_statuses: { betradar: true },
  sport_type_providers: { regular: 'betradar', cyber: 'oddin' },
  multi_bet_settings: { available_by_provider: { betradar: true } },
  additional_providers: { horse_racing: false, lotto: false },
  allow_multiple_active_user_freebets: false,
};

describe('SettingsSchema', () => {
  it('accepts settings with partial provider maps', () => {
    expect(SettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('rejects fractional stakes, unknown odds formats and unknown providers', () => {
    expect(SettingsSchema.safeParse({ ...settings, stakes: [5.5] }).success).toBe(false);
    expect(
      SettingsSchema.safeParse({ ...settings, odds_types: { available: [], selected: 'roman' } }).success,
    ).toBe(false);
    expect(SettingsSchema.safeParse({ ...settings, provider_statuses: { acme: true } }).success).toBe(false);
  });
});
