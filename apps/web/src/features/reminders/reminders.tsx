'use client';
/**
 * The deposit and sign-up reminders (spec platform §4 "Reminders"): mounted once the page has hydrated
 * (features/shell/after-hydration.ts), each waits for its delay from the site settings (GET /settings:
 * `deposit_reminder`, `sign_up_reminder_seconds`), then shows once: the deposit reminder once a day by its cookie,
 * the sign-up reminder once a session by its session item. Not inside a host page's frame: the host has its own
 * cashier and sign-up. The timers live as long as the app, across in-app navigations.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { readCookie, writeCookie } from '@/lib/cookies';
import { isEmbedded } from '@/lib/embedded';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { useAuthDialogStore } from '@/session/auth-dialog-store';
import { useDepositDialog } from '@/session/deposit-dialog-store';
import { useSession } from '@/session/session';
import {
  DEPOSIT_REMINDER_COOKIE,
  DEPOSIT_REMINDER_LIFETIME,
  depositReminderDelay,
  SIGN_UP_REMINDER_KEY,
  signUpReminderDelay,
} from './reminder-rules';

const LazyReminderCard = lazyComponent(() => import('./reminder-card').then((m) => m.ReminderCard));

const depositReminderInvoked = () => readCookie(document.cookie, DEPOSIT_REMINDER_COOKIE) !== undefined;

function signUpReminderShown(): boolean {
  try {
    return sessionStorage.getItem(SIGN_UP_REMINDER_KEY) !== null;
  } catch {
    return false;
  }
}

function markSignUpReminderShown(): void {
  try {
    sessionStorage.setItem(SIGN_UP_REMINDER_KEY, '1');
  } catch {
    // Storage refused (private mode): it may come again next page load, never twice on this one.
  }
}

export function Reminders() {
  const locale = useLocale();
  const settings = useQuery(catalogueQueries.settings(locale)).data;
  const { status, player } = useSession();
  const [shown, setShown] = useState<'deposit' | 'signUp' | null>(null);
  const embedded = isEmbedded();

  const depositDelay =
    settings && !embedded
      ? depositReminderDelay(
          settings.deposit_reminder,
          status === 'logged_in' ? player : null,
          depositReminderInvoked(),
        )
      : null;
  const signUpDelay =
    settings && !embedded
      ? signUpReminderDelay(
          settings.sign_up_reminder_seconds,
          status === 'not_logged_in',
          signUpReminderShown(),
        )
      : null;

  useEffect(() => {
    if (depositDelay === null) return;
    const timer = setTimeout(() => {
      if (depositReminderInvoked()) return; // another tab showed it meanwhile
      writeCookie(DEPOSIT_REMINDER_COOKIE, '1', DEPOSIT_REMINDER_LIFETIME);
      // A player already in the cashier needs no reminder; it counts as shown all the same.
      if (!useDepositDialog.getState().open) setShown('deposit');
    }, depositDelay);
    return () => clearTimeout(timer);
  }, [depositDelay]);

  useEffect(() => {
    if (signUpDelay === null) return;
    const timer = setTimeout(() => {
      markSignUpReminderShown();
      if (useAuthDialogStore.getState().form === null) setShown('signUp');
    }, signUpDelay);
    return () => clearTimeout(timer);
  }, [signUpDelay]);

  // Signing in hides the sign-up reminder; signing out, the deposit one.
  const current =
    (shown === 'signUp' && status === 'not_logged_in') || (shown === 'deposit' && status === 'logged_in')
      ? shown
      : null;
  return current ? (
    <Suspense fallback={null}>
      <LazyReminderCard kind={current} onClose={() => setShown(null)} />
    </Suspense>
  ) : null;
}
