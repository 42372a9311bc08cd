/**
 * Request proxy (Next 16's name for middleware). Three jobs:
 * 0. `/api/*` goes to the API server named by API_URL when the app starts. next.config.ts has the same rewrite,
 *    but config rewrites are fixed at build time, and one build must serve any API (e2e, staging, operators).
 * 1. Locale aliases and near-misses in the first segment (`/br/sports`, `/pt-br/sports`, `/es-MX/sports`) are
 *    redirected to the supported locale by the spec's fallback order, so such links from host pages keep working.
 * 2. Everything else goes to next-intl, which strips or adds the locale prefix and rewrites to app/[locale].
 */

import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { localeAliasRedirect } from './i18n/locale-redirect';
import { routing } from './i18n/routing';
import { serverApiUrl } from './lib/api/base-url';

const intl = createMiddleware(routing);

export function proxy(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith('/api/'))
    return NextResponse.rewrite(new URL(`${pathname}${search}`, serverApiUrl()));

  const target = localeAliasRedirect(pathname);
  if (target !== null) {
    const url = request.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url);
  }
  return intl(request);
}

export const config = {
  // The API, and every page: not Next internals or files (anything with a dot, e.g. favicon.ico, robots.txt).
  matcher: ['/api/:path*', '/((?!api|_next|_vercel|.*\\..*).*)'],
};
