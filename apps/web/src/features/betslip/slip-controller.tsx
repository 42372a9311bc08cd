'use client';
/**
 * The slip's controller, mounted once in the shell (renders nothing of its own):
 * - the host the slip's effects run with: locale, session, query client, translated error alerts;
 * - the rest of the slip's work (slip-sync.tsx: restore and persistence, settings, currency and balance,
 *   realtime, shared links, the panel's route rule), which comes with the slip's engine and so is not in the
 *   page's first load. It is fetched as soon as the page has hydrated; a failed fetch is told to the bettor
 *   when a pick was waiting for it, and tried again after a pause (longer each time, at most a minute).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { lazyComponent } from '@/components/ui/lazy';
import { useSession } from '@/features/account/session';
import { ApiError, isApiError, NETWORK_ERROR_CODE } from '@/lib/api';
import { configureSlipHost, slipEngineFailed } from './slip-store';

const SlipSync = lazyComponent(() => import('./slip-sync').then((m) => m.SlipSync));

/** Pause before fetching the slip's engine again after a failure: 2 s, doubling, at most a minute. */
export function engineRetryDelayMs(failures: number): number {
  return Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

/** True for an error that means "no answer from the server" (offline, DNS, a dropped connection). */
function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return error.code === NETWORK_ERROR_CODE;
  return typeof error === 'object' && error !== null && 'httpStatus' in error && error.httpStatus === null;
}

/** True once the slip's engine has loaded; retries a failed load. */
function useSlipEngineLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      SlipSync.preload().then(
        () => active && setLoaded(true),
        (error: unknown) => {
          if (!active) return;
          // A script that does not come is the connection (or a deploy that replaced it): told as no answer.
          const message = error instanceof Error ? error.message : String(error);
          slipEngineFailed(new ApiError(0, { code: NETWORK_ERROR_CODE, message }));
          timer = setTimeout(() => setFailures((n) => n + 1), engineRetryDelayMs(failures + 1));
        },
      );
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [failures]);
  return loaded;
}

export function SlipController() {
  const locale = useLocale();
  const t = useTranslations('betslip.error');
  const alerts = useTranslations('common.alerts');
  const queryClient = useQueryClient();
  const session = useSession();

  // First of the effects: the slip's work that loads next runs effects that fetch in this locale.
  useEffect(() => {
    configureSlipHost({
      locale,
      isLoggedIn: session.isLoggedIn,
      queryClient,
      reportError: (error) => {
        console.error('[betslip]', error);
        const network = isNetworkFailure(error);
        showAlert({
          title: network ? t('networkTitle') : alerts('errorTitle'),
          description: network ? t('network') : alerts('errorDescription'),
          variant: 'error',
        });
      },
    });
  }, [locale, session.isLoggedIn, queryClient, t, alerts]);

  return useSlipEngineLoaded() ? <SlipSync /> : null;
}
