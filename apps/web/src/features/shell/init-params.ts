/**
 * The query of /sports/init-sportsbook, the entry a host page (or a link from the operator's site) opens the
 * sportsbook through: `?locale=pt-BR&currency=BRL&path=/sports/live`. Pure so it can be tested.
 */
import { currencyOf } from '@sportsbook/contract/values';
import { type Locale, resolveLocale } from '@/i18n/locales';
import { BASE_PATH, localizedPath } from '@/i18n/routing';
import { type Platform, platformOf } from '@/lib/platform';

export interface InitParams {
  locale: Locale;
  currency: string | null;
  /** `platform=mobile_app` (an operator's native app) or `platform=web`; null to keep what is set. */
  platform: Platform | null;
  /** Where to land, localised: the sports home unless a safe in-app path was asked for. */
  target: string;
}

/**
 * Only a path inside the sportsbook: never another origin (`//evil`, `https:`), never outside /sports (the
 * sports home instead).
 */
export function safeInAppPath(path: string | null): string {
  if (path === null || path.startsWith('//') || path.includes('\\')) return BASE_PATH;
  const rest = path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : null;
  if (rest === null) return BASE_PATH;
  return rest === '' || rest.startsWith('/') || rest.startsWith('?') ? path : BASE_PATH;
}

export function parseInitParams(query: URLSearchParams, pathLocale: Locale): InitParams {
  const requested = query.get('locale') ?? query.get('lang');
  const locale = requested ? resolveLocale(requested, pathLocale) : pathLocale;
  const currency = currencyOf(query.get('currency')?.toUpperCase() ?? '');
  return {
    locale,
    currency: currency?.code ?? null,
    platform: platformOf(query.get('platform')),
    target: localizedPath(locale, safeInAppPath(query.get('path'))),
  };
}
