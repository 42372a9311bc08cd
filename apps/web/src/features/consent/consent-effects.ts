/**
 * What a consent answer does, loaded once the visitor has one (the banner has stored it), per category
 * - analytics: the device-id cookie (7300 days), `window.dataLayer` and the tag manager's snippet;
 * - marketing: the landing URL's tracking tags as cookies (affiliate `stag` 30 days and Secure, the others
 *   likewise), sent with sign-up (features/account) for attribution.
 * A category said no to writes nothing and removes what an earlier yes had stored.
 */
import { writeCookie } from '@/lib/cookies';
import {
  AFFILIATE_COOKIE,
  AFFILIATE_LIFETIME,
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_LIFETIME,
  attributionFromSearch,
  serializeOtherTags,
} from '@/lib/tracking/attribution';
import type { Consent } from '@/lib/tracking/consent';
import { enableDataLayer } from '@/lib/tracking/data-layer';
import { DEVICE_ID_COOKIE, DEVICE_ID_LIFETIME, deviceId } from '@/lib/tracking/device-id';

export { setTrackedUser } from '@/lib/tracking/data-layer';

/** The tag manager's script (Google Tag Manager) for a container id (spec: snippets are added by site id). */
const tagManagerUrl = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

const removeCookie = (name: string) => writeCookie(name, '', { days: 0 });

export interface ApplyOptions {
  /** The landing page's query string, where tracking tags come in. */
  search: string;
  tagManagerId: string | null;
}

export function applyConsent(consent: Consent, { search, tagManagerId }: ApplyOptions): void {
  if (consent.analytics) {
    writeCookie(DEVICE_ID_COOKIE, deviceId(), DEVICE_ID_LIFETIME);
    const layer = enableDataLayer();
    if (tagManagerId && !document.querySelector('script[data-tag-manager]')) {
      layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = document.createElement('script');
      script.async = true;
      script.src = tagManagerUrl(tagManagerId);
      script.dataset.tagManager = '';
      document.head.append(script);
    }
  } else removeCookie(DEVICE_ID_COOKIE);

  if (consent.marketing) {
    const tags = attributionFromSearch(search);
    if (tags.stag) writeCookie(AFFILIATE_COOKIE, tags.stag, AFFILIATE_LIFETIME);
    const others = serializeOtherTags(tags);
    if (others) writeCookie(ATTRIBUTION_COOKIE, others, ATTRIBUTION_LIFETIME);
  } else {
    removeCookie(AFFILIATE_COOKIE);
    removeCookie(ATTRIBUTION_COOKIE);
  }
}
