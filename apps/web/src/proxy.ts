/**
 * Request proxy (Next 16's name for middleware). Five jobs:
 * 0. `/api/*` goes to the API server named by API_URL when the app starts. next.config.ts has the same rewrite,
 *    but config rewrites are fixed at build time, and one build must serve any API (e2e, staging, operators).
 * 1. Locale aliases and near-misses in the first segment (`/br/sports`, `/pt-br/sports`, `/es-MX/sports`) are
 *    redirected to the supported locale by the spec's fallback order, so such links from host pages keep working.
 * 2. Everything else goes to next-intl, which strips or adds the locale prefix and rewrites to app/[locale]; whether
 *    the default locale has a prefix is the site settings' localeInUrl, read from the file on each request
 *    (i18n/routing.ts `localeInUrl`), so an edit needs no rebuild.
 * 2a. With `LAYOUT_LOCK_KEY` set, a page asked for without the access key is the locked page, 401
 *    (lib/layout-lock.ts).
 * 2c. With the site settings' user-group checker on, a visitor not signed in, or signed in without its status,
 *    is sent to the platform's front end (lib/user-group-check.ts).
 * 3. A page that names nothing (lib/missing-page.ts) is answered 404 with its not-found content rendered on the
 *    server, which a page calling notFound() does not get from Next.js; a custom page of site-settings.json
 *    (lib/site-pages.ts) names something.
 * 2b. Bound to a loopback address, Next.js fetches next-intl's rewrite over HTTP as an external one: that fetch
 *    is marked and goes straight to its page (lib/loopback-rewrite.ts).
 * 4. Every page answer gets its security headers (lib/security-headers.ts): a Content-Security-Policy with a
 *    nonce made for this request (also handed to the page's render in request headers) and frame-ancestors
 *    from the embedding whitelist (frame-src adds a custom page's `frameOrigins`, for its iframe blocks), HSTS in
 *    production, Referrer-Policy, nosniff, a Permissions-Policy.
 */

import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { localeAliasRedirect } from './i18n/locale-redirect';
import { routing } from './i18n/routing';
import { serverApiUrl } from './lib/api/base-url';
import { lockAnswer } from './lib/layout-lock';
import { isOwnRewrite, markRewrite, renderOwnRewrite } from './lib/loopback-rewrite';
import { notFoundAnswer } from './lib/missing-page';
import { readPublicConfig } from './lib/runtime-config';
import { NONCE_HEADER, newNonce, pageHeaders, pagePolicy, parseOrigins } from './lib/security-headers';
import { readSite } from './lib/site-file';
import { sitePage } from './lib/site-pages';
import { SESSION_COOKIE, userGroupAnswer } from './lib/user-group-check';

const intl = createMiddleware(routing);

/**
 * A page for someone not signed in: revalidated on every visit (no-cache) and private to this browser, but
 * without `no-store`, which Next sends for every dynamic page and which keeps a page out of the back/forward
 * cache: going back then re-renders and refetches everything. Nothing in such a page is the bettor's own.
 */
const ANONYMOUS_PAGE_CACHE = 'private, no-cache, max-age=0, must-revalidate';
const production = process.env.NODE_ENV === 'production';

const isCustomPage = (path: string) => path !== '/' && sitePage(path) !== null;

/** The iframe origins of the configured page at `pathname` (with or without its locale prefix). */
function pageFrameOrigins(pathname: string): readonly string[] {
  const [, first = '', ...rest] = pathname.split('/');
  const path = (routing.locales as readonly string[]).includes(first) ? `/${rest.join('/')}` : pathname;
  return sitePage(path === '/sports' ? '/' : path)?.frameOrigins ?? [];
}

async function withSecurityHeaders(
  request: NextRequest,
  answer: (request: NextRequest) => NextResponse | Promise<NextResponse>,
  // The router's fetch of this process's own rewrite renders with the nonce its first pass chose.
  nonce = newNonce(),
): Promise<NextResponse> {
  const config = readPublicConfig();
  const policy = pagePolicy({
    nonce,
    realtimeUrl: config.realtimeUrl,
    frameAncestors: parseOrigins(process.env.EMBED_ALLOWED_ORIGINS),
    // The cashier and the racing and lottery games come from the payment provider's origin.
    frameSources: [
      ...parseOrigins(process.env.PAYMENT_PROVIDER_URL ?? 'http://localhost:4500'),
      ...pageFrameOrigins(request.nextUrl.pathname),
    ],
    // The tag manager's hosts only where a container is configured (its script still waits for consent).
    tagManager: config.tagManagerId !== null,
    // The chat service's hosts only where the site settings configure one (features/chat).
    chat: config.chat?.type ?? null,
    // The push service's hosts likewise (features/push).
    push: config.push?.type ?? null,
    development: !production,
  });
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  const response = await answer(new NextRequest(request, { headers }));
  response.headers.set('Content-Security-Policy', policy);
  if (!request.cookies.has(SESSION_COOKIE)) response.headers.set('Cache-Control', ANONYMOUS_PAGE_CACHE);
  for (const [name, value] of Object.entries(pageHeaders(production))) response.headers.set(name, value);
  return response;
}

export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith('/api/'))
    return NextResponse.rewrite(new URL(`${pathname}${search}`, serverApiUrl()));

  if (isOwnRewrite(request))
    return withSecurityHeaders(request, renderOwnRewrite, request.headers.get(NONCE_HEADER) ?? undefined);
  return withSecurityHeaders(request, async (withNonce) => {
    const target = localeAliasRedirect(pathname);
    if (target !== null) {
      const url = withNonce.nextUrl.clone();
      url.pathname = target;
      return NextResponse.redirect(url);
    }
    const response = intl(withNonce);
    const locked = lockAnswer(withNonce, response);
    if (locked) return markRewrite(withNonce, locked);
    if (response.status < 300 || response.status >= 400) {
      const { userGroupChecker, platformSettings } = readSite().settings;
      const away = await userGroupAnswer(withNonce, {
        checker: userGroupChecker,
        frontendOrigin: platformSettings.frontendOrigin,
      });
      if (away) return away;
    }
    return markRewrite(withNonce, (await notFoundAnswer(withNonce, response, isCustomPage)) ?? response);
  });
}

export const config = {
  // The API, and every page: not Next internals, the error reporter's tunnel (/monitoring), the front end's own
  // calls (/fe-api/: the image proxy, the icon sprite) or files (anything with a dot, e.g. favicon.ico).
  matcher: ['/api/:path*', '/((?!api|fe-api/|_next|_vercel|monitoring$|.*\\..*).*)'],
};
