// GET /sports/init-sportsbook - the initialisation entry: apply the host's locale, currency and platform, then go
/**
 * A route handler rather than a page: it only redirects, and a handler can set cookies on the way: the
 * visitor's currency, and the platform (`platform=mobile_app` for an operator's native app, for the web view's
 * session; `platform=web` ends it; lib/platform.ts). A player's session is handed over by a host page through
 * the embed SDK's `iframe_integration` (features/embed), not here.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { parseInitParams } from '@/features/shell';
import { resolveLocale } from '@/i18n/locales';
import { PLATFORM_COOKIE } from '@/lib/platform';
import type { LocaleRouteContext } from '@/lib/route-props';
import { CURRENCY_COOKIE, VISITOR_CURRENCY_MAX_AGE_S } from '@/session/visitor-currency';

export async function GET(request: NextRequest, { params }: LocaleRouteContext) {
  const { locale } = await params;
  const init = parseInitParams(request.nextUrl.searchParams, resolveLocale(locale));
  const response = NextResponse.redirect(new URL(init.target, request.nextUrl.origin), 307);
  // Opened in a frame of another site, only partitioned cookies are kept (CHIPS).
  const crossSiteFrame =
    request.headers.get('sec-fetch-dest') === 'iframe' &&
    request.headers.get('sec-fetch-site') === 'cross-site';
  const attributes = crossSiteFrame
    ? ({ path: '/', sameSite: 'none', secure: true, partitioned: true } as const)
    : ({ path: '/', sameSite: 'lax' } as const);
  if (init.currency) {
    response.cookies.set(CURRENCY_COOKIE, init.currency, {
      ...attributes,
      maxAge: VISITOR_CURRENCY_MAX_AGE_S,
    });
  }
  if (init.platform === 'mobile_app') response.cookies.set(PLATFORM_COOKIE, init.platform, attributes);
  if (init.platform === 'web') response.cookies.delete({ name: PLATFORM_COOKIE, ...attributes });
  return response;
}
