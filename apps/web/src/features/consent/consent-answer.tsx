'use client';
/**
 * Asks for cookie consent before any tracking and applies the answer; loaded once the page has hydrated
 * (features/shell's AppProviders), so none of it is in a page's first load. Until the visitor decides, the banner
 * (loaded after hydration, not part of the first load) shows and nothing tracks: no data layer, no tag manager,
 * no tracking cookie. Once decided (now or on an earlier visit: the layout reads the consent cookie), the
 * effects of the answer load (`consent-effects.ts`). Inside a host page's frame there is no banner and so no
 * tracking: the host page is where a visitor answers. The footer's "Cookie settings" link
 * (`#cookie-settings`, COOKIE_SETTINGS_HASH) brings the banner back with the choices as they stand, to change them.
 */
import { useEffect, useRef, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazy';
import { isEmbedded } from '@/lib/embedded';
import { COOKIE_SETTINGS_HASH, type Consent } from '@/lib/tracking/consent';
import { useSession } from '@/session/session';
import { markConsentReady } from './consent-ready';

const LazyConsentBanner = lazyComponent(() => import('./consent-banner').then((m) => m.ConsentBanner));
const loadEffects = () => import('./consent-effects');

export interface ConsentAnswerProps {
  /** The consent cookie's answer (read by the layout), null when the visitor has not decided. */
  consent: Consent | null;
  /** The tag manager's container id (`TAG_MANAGER_ID`), null when none is configured. */
  tagManagerId: string | null;
  /** Told each answer the visitor gives (what else waits for consent: features/chat). */
  onAnswer?: (consent: Consent) => void;
}

export function ConsentAnswer({ consent: stored, tagManagerId, onAnswer }: ConsentAnswerProps) {
  const [consent, setConsent] = useState(stored);
  // The landing URL's tracking tags, taken before any navigation can drop them from the address.
  const landingSearch = useRef<string | null>(null);
  const userId = useSession().player?.id ?? null;
  // The visitor asked to change their answer (the footer's link, or an address ending in #cookie-settings).
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    const reopen = () => {
      if (window.location.hash !== COOKIE_SETTINGS_HASH) return;
      // Read once: the fragment goes, so the link works again and a reload does not reopen.
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      setReopened(true);
    };
    reopen();
    window.addEventListener('hashchange', reopen);
    return () => window.removeEventListener('hashchange', reopen);
  }, []);

  useEffect(() => {
    landingSearch.current ??= window.location.search;
  }, []);

  useEffect(() => {
    if (!consent) return;
    void loadEffects().then((effects) =>
      effects.applyConsent(consent, {
        search: landingSearch.current ?? window.location.search,
        tagManagerId,
      }),
    );
  }, [consent, tagManagerId]);

  useEffect(() => {
    if (consent?.analytics) void loadEffects().then((effects) => effects.setTrackedUser(userId));
  }, [consent, userId]);

  const noBanner = Boolean(consent) || isEmbedded();
  useEffect(() => {
    if (noBanner) markConsentReady();
  }, [noBanner]);

  // Inside a host's frame the host page asks for consent, not the app: nothing tracks there.
  if (isEmbedded() || (consent && !reopened)) return null;
  return (
    <LazyConsentBanner
      current={reopened ? consent : null}
      onDecide={(answer) => {
        setReopened(false);
        setConsent(answer);
        onAnswer?.(answer);
      }}
    />
  );
}
