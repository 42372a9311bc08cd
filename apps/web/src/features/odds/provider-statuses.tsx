'use client';
/**
 * Whether a provider's selections can be picked (settings.provider_statuses; realtime provider_status_changed
 * patches it). A provider missing from the map counts as on, and so does every provider while the settings are
 * not loaded.
 *
 * One query observer for the whole page, in `ProviderStatusesProvider` (mounted by AppProviders), and a context
 * read per odds block: every price tick re-renders the blocks whose market changed, and a `useQuery` in each
 * of them cost its re-render more than the buttons' own work (web.ticks' profile). `select` keeps the
 * statuses one object while they are equal, so a settings change re-renders the blocks only when a provider
 * was switched.
 */
import type { SettingsResponse } from '@sportsbook/contract';
import type { Provider } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { createContext, type ReactNode, useContext } from 'react';
import { catalogueQueries } from '@/lib/queries/catalogue';

type ProviderStatuses = SettingsResponse['provider_statuses'];

const ProviderStatusesContext = createContext<ProviderStatuses | null>(null);

const statusesOf = (settings: SettingsResponse): ProviderStatuses => settings.provider_statuses;

/** Keeps the site settings' query observed and hands its provider switches to every odds block below. */
export function ProviderStatusesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { data } = useQuery({ ...catalogueQueries.settings(locale), select: statusesOf });
  return <ProviderStatusesContext value={data ?? null}>{children}</ProviderStatusesContext>;
}

export function useProviderEnabled(provider: Provider): boolean {
  return useContext(ProviderStatusesContext)?.[provider] !== false;
}
