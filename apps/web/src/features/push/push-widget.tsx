'use client';
/**
 * Loads the configured push service (site settings `pushNotifications`) once the page has hydrated (features/shell's
 * after-hydration), and only once the visitor has given analytics consent: a push service identifies the browser.
 * Never inside a host page's frame (the host has its own). The subscription id the service reports is saved as
 * the signed-in player's (POST /api/v2/settings `one_signal_push_notification_subscription`), again after a
 * later sign-in; once per page for each player and id.
 */
import type { PushSettings } from '@sportsbook/contract/site';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { addScript } from '@/lib/add-script';
import { isEmbedded } from '@/lib/embedded';
import type { Consent } from '@/lib/tracking/consent';
import { useSession } from '@/session/session';
import { useUpdateSettings } from '@/session/settings';
import { pushLoader, queuePushStart } from './push-loaders';

export interface PushWidgetProps {
  push: PushSettings;
  /** The visitor's consent as it stands (null: undecided). */
  consent: Consent | null;
}

const SCRIPT_ID = 'push-sdk';

export function PushWidget({ push, consent }: PushWidgetProps) {
  const t = useTranslations('siteswitches.push');
  const labels = { title: t('title'), body: t('body'), allow: t('allow'), later: t('later') };
  const allowed = consent?.analytics === true;
  const [subscription, setSubscription] = useState<string | null>(null);
  const { player } = useSession();
  const save = useUpdateSettings();
  const saved = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per page; the loader follows the settings
  useEffect(() => {
    if (!allowed || isEmbedded() || document.getElementById(SCRIPT_ID)) return;
    const loader = pushLoader(push, labels);
    queuePushStart(window as unknown as Record<string, unknown>, loader, setSubscription);
    addScript(SCRIPT_ID, loader.src);
  }, [allowed, push.type, push.appId]);

  const playerId = player?.id ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `save` changes with the locale, the saved id does not
  useEffect(() => {
    if (playerId === null || subscription === null) return;
    const key = `${playerId}:${subscription}`;
    if (saved.current === key) return;
    saved.current = key;
    // A failed save is tried again on the next page: nothing the bettor has to act on.
    save({ one_signal_push_notification_subscription: subscription }).catch(() => {
      saved.current = null;
    });
  }, [playerId, subscription]);

  return null;
}
