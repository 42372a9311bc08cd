// GET /sports/init-sportsbook - the initialisation entry: apply the host's locale and currency, then go home
/**
 * A route handler rather than a page: it only redirects, and a handler can set the currency cookie on the way.
 * `token` (a platform session hand-over) is left for the accounts issue, which owns sessions.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { CURRENCY_COOKIE, parseInitParams } from '@/features/shell';
import { resolveLocale } from '@/i18n/locales';
import type { LocaleRouteContext } from '@/lib/route-props';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export async function GET(request: NextRequest, { params }: LocaleRouteContext) {
  const { locale } = await params;
  const init = parseInitParams(request.nextUrl.searchParams, resolveLocale(locale));
  const response = NextResponse.redirect(new URL(init.target, request.nextUrl.origin), 307);
  if (init.currency) {
    response.cookies.set(CURRENCY_COOKIE, init.currency, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' });
  }
  return response;
}
