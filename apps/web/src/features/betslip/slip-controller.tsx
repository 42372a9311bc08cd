'use client';
/**
 * The slip's controller, mounted once in the shell (renders nothing of its own):
 * - the host the slip's effects run with: locale, session, query client, translated error alerts;
 * - the rest of the slip's work (slip-sync.tsx: restore and persistence, settings, currency and balance,
 *   realtime, shared links, the panel's route rule), which comes with the slip's engine and so is not in the
 *   page's first load. It is fetched as soon as the page has hydrated. A failed fetch cannot be tried again in
 *   the same page (the bundler keeps the failed chunk), so the bettor is told to reload: at once when a pick
 *   was waiting for it, else at the next one (slip-store.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { lazyComponent } from '@/components/ui/lazy';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api';
import { useSession } from '@/session/session';
import { configureSlipHost, SlipEngineError, slipEngineFailed } from './slip-store';

const SlipSync = lazyComponent(() => import('./slip-sync').then((m) => m.SlipSync));

/** True for an error that means "no answer from the server" (offline, DNS, a dropped connection). */
function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return error.code === NETWORK_ERROR_CODE;
  return typeof error === 'object' && error !== null && 'httpStatus' in error && error.httpStatus === null;
}

/** True once the slip's engine has loaded. */
function useSlipEngineLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    // In a task of its own, right after the one that runs hydration's effects (already the page's longest).
    const timer = setTimeout(() =>
      SlipSync.preload().then(
        () => active && setLoaded(true),
        (error: unknown) => {
          if (active) slipEngineFailed(error);
        },
      ),
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
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
        if (error instanceof SlipEngineError) {
          showAlert({ title: t('unavailableTitle'), description: t('unavailable'), variant: 'error' });
          return;
        }
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
