/**
 * The layout lock (spec page shell: "a layout-lock class applies when an access key is set in the environment").
 * With `LAYOUT_LOCK_KEY` set the whole site is a locked preview: the root element carries the `layout-locked`
 * class, and a page asked for without the key is answered 401 with the spec's locked page (/sports/locked). The key
 * opens it once in the address (`?access_key=...`): the answer keeps it in an http-only cookie and redirects to
 * the same address without it, so the key does not stay in the history or in shared links.
 */
import { type NextRequest, NextResponse } from 'next/server';

export const LAYOUT_LOCKED_CLASS = 'layout-locked';
const KEY_PARAM = 'access_key';
const KEY_COOKIE = 'layout_key';
const KEY_COOKIE_DAYS = 30;

/** The access key (`LAYOUT_LOCK_KEY`), or null when the site is not locked. */
export function layoutLockKey(): string | null {
  const key = process.env.LAYOUT_LOCK_KEY;
  return key ? key : null;
}

/** Whether two strings are equal, in a time that does not tell how much of them matched. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The lock's answer to a page request, or null to let it through: no key configured, the visitor's cookie holds
 * it, or the locked page itself. `routed` is next-intl's answer (its rewrite names the locale).
 */
export function lockAnswer(
  request: NextRequest,
  routed: NextResponse,
  key = layoutLockKey(),
  secure = process.env.NODE_ENV === 'production',
): NextResponse | null {
  if (key === null) return null;
  const given = request.nextUrl.searchParams.get(KEY_PARAM);
  if (given !== null && same(given, key)) {
    const url = request.nextUrl.clone();
    url.searchParams.delete(KEY_PARAM);
    const answer = NextResponse.redirect(url);
    answer.cookies.set(KEY_COOKIE, key, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
      maxAge: KEY_COOKIE_DAYS * 86_400,
    });
    return answer;
  }
  const cookie = request.cookies.get(KEY_COOKIE)?.value;
  if (cookie !== undefined && same(cookie, key)) return null;
  if (routed.status >= 300 && routed.status < 400) return null;
  const rewrite = routed.headers.get('x-middleware-rewrite');
  const internal = rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname;
  const locale = internal.split('/')[1] ?? 'en';
  const lockedPath = `/${locale}/sports/locked`;
  if (internal === lockedPath) return null;
  return NextResponse.rewrite(new URL(lockedPath, request.url), {
    status: 401,
    request: { headers: request.headers },
  });
}
