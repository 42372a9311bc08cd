/**
 * What the app starts once a page has hydrated (AppProviders loads this module then, so none of it is in a page's
 * first load): the account's listeners and dialogs (features/account), the responsible-gambling loop, the bonus
 * toast, the deposit and sign-up reminders (features/reminders), the notification bell (features/notifications), the jackpot-hit modal (features/jackpots), the offline alert, the consent banner and what its answer turns on (features/consent), the site settings' chat widget (features/chat) and push service (features/push), the idle preload of the sign-in and sign-up dialog when its feature flags are on (features/account), and error
 * reporting when a DSN is configured (its SDK in a chunk of its own, loaded only then). None of them draws
 * anything a page shows when it loads.
 */
import { createElement, useState } from 'react';
import { AccountListeners, AuthDialogPreload } from '@/features/account';
import { ChatWidget } from '@/features/chat';
import { ConsentAnswer, type ConsentAnswerProps } from '@/features/consent';
import { JackpotHitHost } from '@/features/jackpots';
import { NotificationsHost } from '@/features/notifications';
import { BonusHost } from '@/features/promotions';
import { PushWidget } from '@/features/push';
import { Reminders } from '@/features/reminders';
import { ResponsibleGambling } from '@/features/responsible-gambling';
import type { ErrorReportingConfig } from '@/lib/error-reporting/config';
import type { PublicConfig } from '@/lib/runtime-config';
import { OfflineAlert } from './offline-alert';

export function startErrorReporting(config: ErrorReportingConfig | null): void {
  if (config)
    import('@/lib/error-reporting/browser').then(
      (reporting) => reporting.initBrowserReporting(config),
      () => {},
    );
}

export interface AfterHydrationProps {
  config: PublicConfig;
  consent: ConsentAnswerProps['consent'];
}

/** The app-wide parts mounted once the page has hydrated. */
export function AfterHydration({ config, consent: stored }: AfterHydrationProps) {
  // The consent as it stands: the chat widget of a tracking service waits for it.
  const [consent, setConsent] = useState(stored);
  return [
    createElement(OfflineAlert, { key: 'offline' }),
    createElement(ConsentAnswer, {
      key: 'consent',
      consent: stored,
      tagManagerId: config.tagManagerId,
      onAnswer: setConsent,
    }),
    config.chat ? createElement(ChatWidget, { key: 'chat', chat: config.chat, consent }) : null,
    config.push ? createElement(PushWidget, { key: 'push', push: config.push, consent }) : null,
    createElement(AuthDialogPreload, {
      key: 'auth-preload',
      when: config.preload.signIn || config.preload.signUp,
    }),
    createElement(AccountListeners, { key: 'account' }),
    createElement(BonusHost, { key: 'bonus' }),
    createElement(Reminders, { key: 'reminders' }),
    createElement(NotificationsHost, { key: 'notifications' }),
    createElement(JackpotHitHost, { key: 'jackpot-hit' }),
    createElement(ResponsibleGambling, {
      key: 'rg',
      // The site settings' feature flags switch either loop off.
      activityMs: config.loops.activity_tracking ? config.activityTrackMs : null,
      realityCheckMs: config.loops.responsible_gambling ? config.realityCheckMs : null,
    }),
  ];
}
