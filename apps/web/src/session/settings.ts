'use client';
/**
 * Saving the bettor's sportsbook preferences (stake presets, odds-change acceptance, odds format). The cached
 * settings (`catalogueQueries.settings(locale)`) change at once; a signed-in player's change is then POSTed to
 * /api/v2/settings, whose answer (the settings with the player's values merged in) replaces the cache. A
 * visitor's change stays in this tab's cache only.
 */
import type { SettingsResponse, SettingsUpdate } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { useSession } from './session';

/** `settings` with the preferences of `patch` applied (the push subscription does not show in settings). */
export function applySettingsPatch(settings: SettingsResponse, patch: SettingsUpdate): SettingsResponse {
  if ('one_signal_push_notification_subscription' in patch) return settings;
  return {
    ...settings,
    ...(patch.stakes ? { stakes: [...patch.stakes] } : {}),
    ...(patch.auto_accept_odds_change ? { auto_accept_odds_change: patch.auto_accept_odds_change } : {}),
    ...(patch.odds_type ? { odds_types: { ...settings.odds_types, selected: patch.odds_type } } : {}),
  };
}

/**
 * The function saving a settings patch. It rejects with the `ApiError` of a failed save, after putting the
 * cache back as it was.
 */
export function useUpdateSettings(): (patch: SettingsUpdate) => Promise<void> {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const { isLoggedIn } = useSession();

  return useCallback(
    async (patch: SettingsUpdate) => {
      const key = catalogueKeys.settings(locale);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SettingsResponse>(key);
      if (previous) queryClient.setQueryData(key, applySettingsPatch(previous, patch));
      if (!isLoggedIn) return;
      try {
        const saved = await apiFetch<SettingsResponse>('/api/v2/settings', {
          locale,
          method: 'POST',
          body: patch,
        });
        queryClient.setQueryData(key, saved);
      } catch (error) {
        if (previous) queryClient.setQueryData(key, previous);
        throw error;
      }
    },
    [queryClient, locale, isLoggedIn],
  );
}
