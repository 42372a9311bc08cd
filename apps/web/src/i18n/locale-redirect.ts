/** Where a path whose first segment is a language tag we do not serve verbatim should go (see proxy.ts). */
import { LOCALE_ALIASES } from '@sportsbook/contract/values';
import { isLocale, resolveLocale } from './locales';
import { BASE_PATH, localizedPath } from './routing';

const LANGUAGE_TAG = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i;
/** Aliases that lead somewhere (`br`, `sr`) also redirect on their own, without the base path after them. */
const EXPLICIT_ALIASES = new Set(Object.keys(LOCALE_ALIASES));

/**
 * The path to redirect to, or null to leave the request alone. Only a language-looking first segment followed by
 * the base path (or a known alias on its own) counts, so a future top-level page such as `/faq` is never taken
 * for a locale.
 */
export function localeAliasRedirect(pathname: string): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  if (first === '' || isLocale(first) || !LANGUAGE_TAG.test(first)) return null;
  const underBase = `/${rest[0] ?? ''}` === BASE_PATH;
  if (!underBase && !EXPLICIT_ALIASES.has(first.toLowerCase())) return null;
  const locale = resolveLocale(first);
  const href = rest.length === 0 ? BASE_PATH : `/${rest.join('/')}`;
  return localizedPath(locale, href);
}
