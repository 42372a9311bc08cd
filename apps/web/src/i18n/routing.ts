/**
 * Locale routing (next-intl). The locale segment comes before the sports base path (`/es/sports/football`) and
 * is left out for the default locale unless NEXT_PUBLIC_LOCALE_IN_URL=always (spec: "omitted for the first
 * configured locale unless a setting forces it"). The locale comes from the URL only: no Accept-Language
 * detection and no cookie, because the spec reads it from the first path segment and nothing else.
 */
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** Where the sportsbook lives inside the site; every in-app path starts with it. */
export const BASE_PATH = '/sports';

/** True when the operator wants the locale in every URL, the default one included. */
const LOCALE_ALWAYS_IN_URL = process.env.NEXT_PUBLIC_LOCALE_IN_URL === 'always';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: LOCALE_ALWAYS_IN_URL ? 'always' : 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // hreflang links come from our metadata (lib/seo.ts) so they honour the base path and canonical rules.
  alternateLinks: false,
});

/**
 * The public path of `href` (a path without locale, e.g. `/sports/live`) in `locale`, by the prefix rule above.
 * For code that cannot use the navigation hooks: the proxy, metadata, tests.
 */
export function localizedPath(locale: string, href: string): string {
  const path = href === '/' ? '' : href;
  if (locale === routing.defaultLocale && !LOCALE_ALWAYS_IN_URL) return path || '/';
  return `/${locale}${path}`;
}

/** The URL of the current page in `locale`: same path (without the old prefix), search and hash. */
export function switchLocaleHref(locale: Locale, pathname: string, search: string, hash: string): string {
  return `${localizedPath(locale, pathname)}${search}${hash}`;
}
