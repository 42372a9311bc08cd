/**
 * Locale routing (next-intl). The locale segment comes before the sports base path (`/es/sports/football`) and
 * is left out for the default locale unless the site settings' localeInUrl is `always` (spec: "omitted for the
 * first configured locale unless a setting forces it"). That rule is read when it is used, not at build time:
 * the proxy's redirects, links, canonical and hreflang links and the sitemap follow an edit of the site
 * settings file from the next request ({@link localeInUrl}). The locale comes from the URL only: no
 * Accept-Language detection and no cookie, because the spec reads it from the first path segment and nothing else.
 */
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';

/** Where the sportsbook lives inside the site; every in-app path starts with it. */
export const BASE_PATH = '/sports';

/** The site settings' localeInUrl: the locale in every URL (`always`) or not for the default one (`as-needed`). */
export type LocaleInUrl = 'always' | 'as-needed';

/** The global under which the server's reader of the rule is registered (lib/site-file.ts). */
export const LOCALE_IN_URL_READER = '__sportsbookLocaleInUrl';

/**
 * The locale-in-URL rule now. On the server: the site settings file's (or NEXT_PUBLIC_LOCALE_IN_URL over it), as
 * lib/site-file.ts reads it, re-read when the file changes. In the browser: the rule the page was rendered with
 * (`<html data-locale-in-url>`), so links made after hydration match the server's.
 */
export function localeInUrl(): LocaleInUrl {
  const read = (globalThis as { [LOCALE_IN_URL_READER]?: () => LocaleInUrl })[LOCALE_IN_URL_READER];
  if (read) return read();
  return typeof document !== 'undefined' && document.documentElement.dataset.localeInUrl === 'always'
    ? 'always'
    : 'as-needed';
}

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // next-intl keeps this object and reads its mode each time it builds a path or answers a request.
  localePrefix: {
    get mode() {
      return localeInUrl();
    },
  },
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
  if (locale === routing.defaultLocale && localeInUrl() === 'as-needed') return path || '/';
  return `/${locale}${path}`;
}

/** The URL of the current page in `locale`: same path (without the old prefix), search and hash. */
export function switchLocaleHref(locale: Locale, pathname: string, search: string, hash: string): string {
  return `${localizedPath(locale, pathname)}${search}${hash}`;
}
