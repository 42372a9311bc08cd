'use client';
/**
 * Whether a provider's selections can be picked (settings.provider_statuses; realtime provider_status_changed
 * patches it). A provider missing from the map counts as on, and so does every provider while the settings are
 * not loaded.
 *
 * One query observer for the whole page, in `ProviderStatusesProvider` (mounted by AppProviders), and a context
 * read per odds block: every price tick re-renders the blocks whose market changed, and a `useQuery` in each
 * of them cost its re-render more than the buttons' own work (web.ticks' profile). The context holds the set of
 * providers switched off, the same object while that set is the same: settings arriving after hydration, or
 * changing elsewhere, re-render no odds block unless a provider was switched.
 */
import type { SettingsResponse } from '@sportsbook/contract';
import type { Provider } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { catalogueQueries } from '@/lib/queries/catalogue';

const NONE_OFF: ReadonlySet<string> = new Set();

const ProviderStatusesContext = createContext<ReadonlySet<string>>(NONE_OFF);

/** The providers switched off, as one comparable string ("" when none is). */
const switchedOff = (settings: SettingsResponse): string =>
  Object.entries(settings.provider_statuses)
    .filter(([, enabled]) => enabled === false)
    .map(([provider]) => provider)
    .sort()
    .join(',');

/** Keeps the site settings' query observed and hands its provider switches to every odds block below. */
export function ProviderStatusesProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { data = '' } = useQuery({ ...catalogueQueries.settings(locale), select: switchedOff });
  const off = useMemo(() => (data === '' ? NONE_OFF : new Set(data.split(','))), [data]);
  return <ProviderStatusesContext value={off}>{children}</ProviderStatusesContext>;
}

export function useProviderEnabled(provider: Provider): boolean {
  return !useContext(ProviderStatusesContext).has(provider);
}
