/**
 * Paths of the sportsbook's screens (spec core-betting §2), without the locale: pass them to the Link of
 * `@/i18n/navigation`, which adds the locale prefix when the routing rules want one.
 */
import { BASE_PATH } from '@/i18n/routing';

export const paths = {
  home: BASE_PATH,
  live: `${BASE_PATH}/live`,
  cybersport: `${BASE_PATH}/cybersport`,
  favorites: `${BASE_PATH}/favorites`,
  schedule: `${BASE_PATH}/schedule`,
  results: `${BASE_PATH}/results`,
  promotions: `${BASE_PATH}/promotions`,
  generalRules: `${BASE_PATH}/general-rules`,
  about: `${BASE_PATH}/about`,
  terms: `${BASE_PATH}/terms-and-conditions`,
  helpCenter: `${BASE_PATH}/help-center`,
  notFound: `${BASE_PATH}/404`,
  error: `${BASE_PATH}/500`,
  blocked: `${BASE_PATH}/blocked`,
  locked: `${BASE_PATH}/locked`,
  /** The account centre (features/profile); its sections are under it. */
  profile: `${BASE_PATH}/profile`,
  profileLimits: `${BASE_PATH}/profile/limits`,
  profileTransactions: `${BASE_PATH}/profile/wallet/transactions`,
  /** A sport page: /sports/{sport.key}. */
  sport: (sportKey: string) => `${BASE_PATH}/${encodeURIComponent(sportKey)}`,
  /**
   * A category, league or match page: /sports/{sport.key}/{slug}, the spec's /{sport}/{category|league|match}.
   * The [sport]/[slug] page tells them apart by looking the slug up.
   */
  sportItem: (sportKey: string, slug: string) =>
    `${BASE_PATH}/${encodeURIComponent(sportKey)}/${encodeURIComponent(slug)}`,
} as const;

/** Links the app never rewrites (spec: http, sms: and mailto: links are left untouched). */
export function isExternalHref(href: string): boolean {
  return /^(https?:|sms:|mailto:)/i.test(href);
}

/**
 * The spec's active-link rule: a link is active when its target equals the current path with the base path
 * removed. Both sides are compared without the base path, a trailing slash, search or hash.
 */
export function isActivePath(target: string, currentPath: string): boolean {
  const strip = (p: string) => {
    const path = p.split(/[?#]/)[0] ?? '';
    const withoutBase =
      path === BASE_PATH || path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length) : path;
    return withoutBase.replace(/\/+$/, '') || '/';
  };
  return strip(target) === strip(currentPath);
}
