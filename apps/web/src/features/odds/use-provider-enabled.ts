'use client';
/**
 * Whether a provider's selections can be picked (settings.provider_statuses; realtime provider_status_changed
 * patches it). A provider missing from the map counts as on. `select` keeps this a boolean, so a settings
 * change re-renders only the components whose answer flipped.
 */
import type { Provider } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { catalogueQueries } from '@/lib/queries/catalogue';

export function useProviderEnabled(provider: Provider): boolean {
  const locale = useLocale();
  const { data } = useQuery({
    ...catalogueQueries.settings(locale),
    select: (settings) => settings.provider_statuses[provider] !== false,
  });
  return data ?? true;
}
