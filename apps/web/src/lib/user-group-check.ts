/**
 * The user-group checker (spec platform §3: "A user-group checker, when enabled, sends the user to the platform
 * front-end origin if not logged in, or logged in without the configured group status"). The proxy asks it for
 * every page, so the page a visitor may not see is never rendered, not even for a moment.
 *
 * - Switched off (the default), it costs nothing: no cookie read, no call.
 * - No session cookie: sent away at once, without asking the API.
 * - A session cookie: one call to the API's GET /api/platform/player with it (statuses), answered within
 *   {@link PLAYER_TIMEOUT_MS}. 401 (an expired session) or a player without the status: sent away.
 * - The API down or slow (no answer, a 5xx): the page is let through (fail open). Without the API the sportsbook
 *   shows nobody anything of theirs and takes no bet, so a blip must not throw every signed-in player of the
 *   group out to the platform; the API keeps enforcing what it enforces.
 * - Documents only (`Sec-Fetch-Dest: document`, or none from a client that is not a browser). Inside a frame
 *   (`iframe`) nothing is checked: the host page is the platform itself, which decides who sees the sportsbook,
 *   and a frame sent to the platform's origin would embed the sportsbook again, a loop. Nor are the app's own
 *   fetches of a page (`empty`: client-side navigations and prefetches), which a frame makes too: sent to another
 *   origin they would only fail. A session that ends while a page is open is caught on the next page load.
 * - Visitors go to the platform's origin, its front page: its paths are not the sportsbook's.
 */
import type { UserGroupChecker } from '@sportsbook/contract/site';
import { type NextRequest, NextResponse } from 'next/server';
import { serverApiUrl } from './api/base-url';

/** The API's session cookie (apps/server/src/auth/cookies.ts). */
export const SESSION_COOKIE = 'sb_session';
/** How long a page waits for the API's answer before it is let through. */
const PLAYER_TIMEOUT_MS = 2_000;

export interface GroupCheck {
  checker: UserGroupChecker | null;
  frontendOrigin: string | null;
}

/** The player's statuses from the API, `unauthorized` for an expired session, or null when the API did not answer. */
export type StatusesOf = (cookieHeader: string) => Promise<string[] | 'unauthorized' | null>;

let warned = false;

/** Asks the API for the signed-in player's statuses with the browser's cookies. */
export const apiStatusesOf: StatusesOf = async (cookieHeader) => {
  try {
    const answer = await fetch(`${serverApiUrl()}/api/platform/player`, {
      headers: { cookie: cookieHeader, accept: 'application/json' },
      signal: AbortSignal.timeout(PLAYER_TIMEOUT_MS),
      cache: 'no-store',
    });
    if (answer.status === 401) return 'unauthorized';
    if (!answer.ok) throw new Error(`GET /api/platform/player answered ${answer.status}`);
    const player = (await answer.json()) as { statuses?: unknown };
    if (!Array.isArray(player.statuses)) throw new Error('GET /api/platform/player: no statuses');
    return player.statuses.map((s: { id?: unknown }) => String(s?.id));
  } catch (error) {
    if (!warned) {
      warned = true;
      console.error(`user-group checker: the API did not answer, pages are let through: ${error}`);
    }
    return null;
  }
};

/** A redirect to the platform when this request may not see the page; null to let it through. */
export async function userGroupAnswer(
  request: NextRequest,
  { checker, frontendOrigin }: GroupCheck,
  statusesOf: StatusesOf = apiStatusesOf,
): Promise<NextResponse | null> {
  if (!checker?.enabled || frontendOrigin === null) return null;
  const destination = request.headers.get('sec-fetch-dest');
  if (destination !== null && destination !== 'document') return null;
  const away = () => NextResponse.redirect(new URL('/', frontendOrigin), 307);
  if (!request.cookies.has(SESSION_COOKIE)) return away();
  const statuses = await statusesOf(request.headers.get('cookie') ?? '');
  if (statuses === null) return null;
  if (statuses === 'unauthorized' || !statuses.includes(checker.status)) return away();
  return null;
}
