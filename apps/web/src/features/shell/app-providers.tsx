'use client';
/**
 * Client-side providers, mounted once by the locale layout: the query cache, the realtime connection (opened at
 * start, spec platform §4: once the page has hydrated and the browser is idle, so that the client library is not
 * part of the first load), alerts, the route progress bar, the body attributes and the bet slip behind every
 * odds button of the catalogue (`OddsSelectionProvider`). Once the page has hydrated, ./after-hydration.ts
 * brings the rest, none of which a page draws when it loads: the account listeners (auth and deposit dialogs,
 * URL opener, 401 hook, private channel), the responsible-gambling session loop, the bonus toast, the offline
 * alert, the consent banner and error reporting.
 */
import { isServer, QueryClientProvider } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ProviderStatusesProvider } from '@/catalogue/odds/provider-statuses';
import { OddsSelectionProvider } from '@/catalogue/odds/selectable-odds-button';
import { useIdlePreload } from '@/components/ui/lazy';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { slipOddsSelection } from '@/features/betslip';
import type { ConsentAnswerProps } from '@/features/consent';
import { HydratedProvider } from '@/lib/hydrated';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { playerQueries } from '@/lib/queries/player';
import { getQueryClient } from '@/lib/query-client';
import { configureRealtime, startRealtime } from '@/lib/realtime/connection';
import type { PublicConfig } from '@/lib/runtime-config';
import { SiteRulesProvider } from '@/session/site-rules';
import type { AfterHydrationProps } from './after-hydration';
import { BodyAttributes } from './body-attributes';
import { RouteProgress } from './route-progress';

export interface AppProvidersProps {
  config: PublicConfig;
  /** The consent cookie's answer, null when the visitor has not decided (features/consent). */
  consent: ConsentAnswerProps['consent'];
  children: ReactNode;
}

export function AppProviders({ config, consent, children }: AppProvidersProps) {
  const t = useTranslations('common');
  const locale = useLocale();
  const client = getQueryClient();
  // The session's and the site settings' queries start before the page hydrates rather than with the first part
  // that reads them: the account area knows sooner, and the parts that read them (the settings: the provider
  // switches' observer, the slip) do not see them start fetching right after hydration, which would re-render
  // them all at once in the task that runs hydration's effects. Every page reads both; each is asked once per
  // tab and staleTime.
  if (!isServer) {
    void client.prefetchQuery(playerQueries.me(locale));
    void client.prefetchQuery(catalogueQueries.settings(locale));
  }
  // Set during render, before any effect could start the connection.
  configureRealtime(config.realtimeUrl);
  useIdlePreload(startRealtime, 1500);
  // After hydration: the listeners, loops and banners that draw nothing a page loads with, and error reporting
  // (./after-hydration.ts).
  const [After, setAfter] = useState<ComponentType<AfterHydrationProps> | null>(null);
  useEffect(() => {
    import('./after-hydration').then(
      (after) => {
        after.startErrorReporting(config.errorReporting);
        setAfter(() => after.AfterHydration);
      },
      () => {},
    );
  }, [config.errorReporting]);

  return (
    <QueryClientProvider client={client}>
      <SiteRulesProvider rules={config.rules}>
        <HydratedProvider>
          <ProviderStatusesProvider>
            <OddsSelectionProvider value={slipOddsSelection}>{children}</OddsSelectionProvider>
          </ProviderStatusesProvider>
        </HydratedProvider>
        <LazyToaster label={t('alerts.region')} closeLabel={t('actions.close')} />
        <BodyAttributes />
        {After ? <After config={config} consent={consent} /> : null}
        {/* useSearchParams needs a Suspense boundary so static pages do not bail out of prerendering. */}
        <Suspense fallback={null}>
          <RouteProgress />
        </Suspense>
      </SiteRulesProvider>
    </QueryClientProvider>
  );
}
