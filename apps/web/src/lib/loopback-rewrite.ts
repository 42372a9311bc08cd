/**
 * Pages of a web app started bound to a loopback address (`next start -H 127.0.0.1`), src/proxy.ts. Next.js
 * hands the proxy its request URL, and takes back its rewrite, on `localhost` (NextURL renames 127.0.0.1 and
 * [::1] so), while its router, listening on 127.0.0.1, takes as its own only a rewrite to `http://127.0.0.1:…`:
 * next-intl's rewrite of `/sports` to `/en/sports` is then fetched as an external site, over HTTP to this same
 * server, where next-intl would redirect the default locale's prefix back to `/sports`: a 307 loop. So every
 * rewrite carries a mark only this process knows, and a request bearing it (the router's fetch of that rewrite)
 * goes straight to the page it names. Bound to any other address the rewrite stays internal and the mark unused.
 */
import { type NextRequest, NextResponse } from 'next/server';

/** The request header that marks a rewrite of this process. */
const REWRITE_MARK_HEADER = 'x-sportsbook-rewrite';
/** The request header that carries a marked rewrite's status when it is not 200 (a page that names nothing). */
const REWRITE_STATUS_HEADER = 'x-sportsbook-rewrite-status';

/** Next.js' cache-busting search parameter of the router's requests. */
const RSC_PARAM = '_rsc';

/** Random per process: a browser cannot send it to skip the locale redirects. */
const mark = crypto.randomUUID();

/**
 * `response` (an answer to `request`) with its rewrite marked, and carrying the request's `_rsc` (the router's
 * cache-busting parameter, which the page checks and which Next.js forwards to an external rewrite only when not
 * empty); as it was when not a rewrite.
 */
export function markRewrite(request: NextRequest, response: NextResponse): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (!rewrite) return response;
  const rsc = request.nextUrl.searchParams.get(RSC_PARAM);
  const target = new URL(rewrite);
  if (rsc !== null && !target.searchParams.has(RSC_PARAM)) {
    target.searchParams.set(RSC_PARAM, rsc);
    response.headers.set('x-middleware-rewrite', target.toString());
  }
  const marks = { [REWRITE_MARK_HEADER]: mark, [REWRITE_STATUS_HEADER]: String(response.status) };
  const overridden = response.headers.get('x-middleware-override-headers');
  response.headers.set(
    'x-middleware-override-headers',
    [overridden, ...Object.keys(marks)].filter(Boolean).join(','),
  );
  for (const [name, value] of Object.entries(marks))
    response.headers.set(`x-middleware-request-${name}`, value);
  return response;
}

/** Whether `request` is the router's fetch of a rewrite this process made. */
export const isOwnRewrite = (request: NextRequest): boolean =>
  request.headers.get(REWRITE_MARK_HEADER) === mark;

/**
 * The page the marked request names, rendered as it is (its locale prefix is the rewrite's), without the marks,
 * and with the rewrite's status: the fetched page's status is what the browser gets, so a page that names nothing
 * (lib/missing-page.ts: rewritten with 404) renders with that status here (Next.js sets a proxy answer's status
 * on the response before the page renders, as for an internal rewrite).
 */
export function renderOwnRewrite(request: NextRequest): NextResponse {
  const status = Number(request.headers.get(REWRITE_STATUS_HEADER) ?? 200);
  const headers = new Headers(request.headers);
  headers.delete(REWRITE_MARK_HEADER);
  headers.delete(REWRITE_STATUS_HEADER);
  return NextResponse.next({ status, request: { headers } });
}
