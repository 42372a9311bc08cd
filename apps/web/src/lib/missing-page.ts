/**
 * Pages that name nothing, found before rendering (src/proxy.ts). A page that calls notFound() gets a 404 from
 * Next.js but its not-found content only after hydration (an empty document with no lang and no text: next.js
 * issue #62228), so the proxy answers these itself with the not-found page rendered on the server:
 * - a path outside /sports that no custom page of site-settings.json takes (rendered by app/[locale]/404; the
 *   [...rest] catch-all would call notFound());
 * - /sports/404 itself;
 * - /sports/{sport}/{slug} where {sport} is a sport and the API resolves nothing for the slug (an old match).
 * Anything it cannot tell (another route, the API not answering) goes on to its page, which decides as before.
 */
import { type NextRequest, NextResponse } from 'next/server';
import { serverApiUrl } from './api/base-url';

/** How long a lookup may take before the page is left to decide. */
const LOOKUP_TIMEOUT_MS = 1_500;
/** Sport keys change only when the operator adds a sport: asked again after a minute. */
const SPORTS_TTL_MS = 60_000;

let sportKeys: { keys: ReadonlySet<string>; until: number } | null = null;

async function isSportKey(locale: string, key: string): Promise<boolean | null> {
  if (!sportKeys || sportKeys.until < Date.now()) {
    const answer = await fetch(`${serverApiUrl()}/api/v2/sports`, {
      headers: { 'accept-language': locale },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    }).catch(() => null);
    if (!answer?.ok) return null;
    const body = (await answer.json()) as { data?: { key: string }[] };
    sportKeys = { keys: new Set((body.data ?? []).map((s) => s.key)), until: Date.now() + SPORTS_TTL_MS };
  }
  return sportKeys.keys.has(key);
}

async function slugResolves(locale: string, sport: string, slug: string): Promise<boolean | null> {
  const query = new URLSearchParams({ sport, slug });
  const answer = await fetch(`${serverApiUrl()}/api/v2/resolve?${query}`, {
    headers: { 'accept-language': locale },
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  }).catch(() => null);
  if (!answer) return null;
  if (answer.ok) return true;
  return answer.status === 404 || answer.status === 400 ? false : null;
}

/**
 * The internal path (`/{locale}/...`, as routed) to render with a 404 for `path`, or null when `path` is not
 * known to name nothing.
 */
export async function missingPageOf(
  path: string,
  isCustomPage: (path: string) => boolean = () => false,
): Promise<string | null> {
  const decoded = path.split('/').filter(Boolean).map(decodedSegment);
  const segments = decoded.filter((segment): segment is string => segment !== null);
  const [locale, first, sport, slug, ...more] = segments;
  if (locale === undefined || decoded[0] === null) return null;
  // A segment whose percent-encoding is broken (`%E0%A4%A`) names nothing: the localised 404, not a crash.
  if (segments.length < decoded.length) return `/${locale}/404`;
  if (first === undefined) return null;
  if (first !== 'sports') return isCustomPage(`/${segments.slice(1).join('/')}`) ? null : `/${locale}/404`;
  if (sport === '404' && slug === undefined) return path;
  if (sport === undefined || slug === undefined || more.length > 0) return null;
  if ((await isSportKey(locale, sport)) !== true) return null;
  return (await slugResolves(locale, sport, slug)) === false ? `/${locale}/sports/404` : null;
}

/** A path segment decoded, or null when its percent-encoding is broken. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A 404 answer for a page request that names nothing, or null to keep `routed` (next-intl's answer: a rewrite to
 * the internal path, or a pass-through when the path has its locale). Redirects are kept as they are.
 */
export async function notFoundAnswer(
  request: NextRequest,
  routed: NextResponse,
  isCustomPage?: (path: string) => boolean,
): Promise<NextResponse | null> {
  if (routed.status >= 300 && routed.status < 400) return null;
  const rewrite = routed.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  const target = await missingPageOf(internal, isCustomPage);
  if (target === null) return null;
  const url = new URL(target, request.url);
  const answer = NextResponse.rewrite(url, { status: 404, request: { headers: request.headers } });
  // next-intl's own cookie (the chosen locale) goes along.
  for (const cookie of routed.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
  return answer;
}
