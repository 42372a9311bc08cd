import type { SettingsResponse } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { AccountProviders, aPlayer, json, mockApi, sentBody, testQueryClient } from '@/testing/session';
import { applySettingsPatch, useUpdateSettings } from './settings';

afterEach(cleanup);

const settings = {
  stakes: [100, 500],
  auto_accept_odds_change: 'none',
  odds_types: { available: ['european', 'american'], selected: 'european' },
  updated_at: null,
} as unknown as SettingsResponse;

function renderUpdate(signedIn: boolean) {
  const client = testQueryClient();
  client.setQueryData(playerKeys.me(), signedIn ? aPlayer() : null);
  client.setQueryData(playerKeys.accounts(), { data: [] });
  client.setQueryData(catalogueKeys.settings('en'), settings);
  const { result } = renderHook(() => useUpdateSettings(), {
    wrapper: ({ children }) => <AccountProviders client={client}>{children}</AccountProviders>,
  });
  return { client, update: result.current };
}

describe('applySettingsPatch', () => {
  it('changes only what the patch names', () => {
    expect(applySettingsPatch(settings, { odds_type: 'american' }).odds_types).toEqual({
      available: ['european', 'american'],
      selected: 'american',
    });
    const next = applySettingsPatch(settings, { stakes: [money(200)], auto_accept_odds_change: 'any' });
    expect(next).toMatchObject({
      stakes: [200],
      auto_accept_odds_change: 'any',
      odds_types: settings.odds_types,
    });
    expect(applySettingsPatch(settings, { one_signal_push_notification_subscription: 'x' })).toBe(settings);
  });
});

describe('useUpdateSettings', () => {
  it('only updates the cache for a visitor', async () => {
    const fetchMock = mockApi({});
    const { client, update } = renderUpdate(false);
    await update({ odds_type: 'american' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData<SettingsResponse>(catalogueKeys.settings('en'))?.odds_types.selected).toBe(
      'american',
    );
  });

  it("POSTs a player's change and keeps the server's answer", async () => {
    const saved = {
      ...settings,
      odds_types: { ...settings.odds_types, selected: 'american' },
      updated_at: 'now',
    };
    const fetchMock = mockApi({ 'POST /api/v2/settings': () => json(saved) });
    const { client, update } = renderUpdate(true);
    await update({ odds_type: 'american' });
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ odds_type: 'american' });
    expect(client.getQueryData(catalogueKeys.settings('en'))).toEqual(saved);
  });

  it('puts the cache back and rejects when saving fails', async () => {
    mockApi({ 'POST /api/v2/settings': () => json({ code: 'invalid_param', message: 'no' }, 400) });
    const { client, update } = renderUpdate(true);
    await expect(update({ stakes: [money(300)] })).rejects.toMatchObject({ code: 'invalid_param' });
    expect(client.getQueryData(catalogueKeys.settings('en'))).toEqual(settings);
  });
});
