// GET /sports/init-sportsbook - the initialisation entry: apply the host's locale and currency, then go home
/**
 * A route handler rather than a page: it only redirects, and a handler can set the currency cookie on the way.
 * `token` (a platform session hand-over) is left for the accounts issue, which owns sessions.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { parseInitParams } from '@/features/shell';
import { resolveLocale } from '@/i18n/locales';
import type { LocaleRouteContext } from '@/lib/route-props';
import { CURRENCY_COOKIE, VISITOR_CURRENCY_MAX_AGE_S } from '@/session/visitor-currency';

export async function GET(request: NextRequest, { params }: LocaleRouteContext) {
  const { locale } = await params;
  const init = parseInitParams(request.nextUrl.searchParams, resolveLocale(locale));
  const response = NextResponse.redirect(new URL(init.target, request.nextUrl.origin), 307);
  if (init.currency) {
    // Opened in a frame of another site, only a partitioned cookie is kept (CHIPS).
    const crossSiteFrame =
      request.headers.get('sec-fetch-dest') === 'iframe' &&
      request.headers.get('sec-fetch-site') === 'cross-site';
    response.cookies.set(CURRENCY_COOKIE, init.currency, {
      path: '/',
      maxAge: VISITOR_CURRENCY_MAX_AGE_S,
      ...(crossSiteFrame ? { sameSite: 'none', secure: true, partitioned: true } : { sameSite: 'lax' }),
    });
  }
  return response;
}
