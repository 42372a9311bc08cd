'use client';
/**
 * Client-side providers and app-wide listeners, mounted once by the locale layout: the query cache, the
 * realtime connection (opened at start, spec platform §4), alerts, the route progress bar, the offline alert,
 * the body attributes and the account listeners (auth dialog, URL opener, 401 hook, private channel).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { getQueryClient } from '@/lib/query-client';
import { configureRealtime, getRealtimeClient } from '@/lib/realtime/connection';
import type { PublicConfig } from '@/lib/runtime-config';
import { AccountListeners } from '../account/account-listeners';
import { BodyAttributes } from './body-attributes';
import { OfflineAlert } from './offline-alert';
import { RouteProgress } from './route-progress';

export interface AppProvidersProps {
  config: PublicConfig;
  children: ReactNode;
}

export function AppProviders({ config, children }: AppProvidersProps) {
  const t = useTranslations('common');
  // Set during render: children's effects (useSubscription) run before this component's effects.
  configureRealtime(config.realtimeUrl);

  useEffect(() => {
    getRealtimeClient();
  }, []);

  return (
    <QueryClientProvider client={getQueryClient()}>
      {children}
      <Toaster label={t('alerts.region')} closeLabel={t('actions.close')} />
      <OfflineAlert />
      <BodyAttributes />
      <AccountListeners />
      {/* useSearchParams needs a Suspense boundary so static pages do not bail out of prerendering. */}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
    </QueryClientProvider>
  );
}
