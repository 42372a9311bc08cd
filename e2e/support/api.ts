/**
 * Shortcuts through the real API for the steps a journey is not about (a second player, a deposit, a live match
 * to bet on, ending a match). Calls go through the web app's `/api` proxy with the page's cookies, so the
 * browser shares the session they create. Mutating calls send the CSRF header the server asks for.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_PORT } from './servers';

/** The API server the e2e config starts (playwright.config.ts). */
const API_URL = `http://localhost:${API_PORT}`;

export interface MatchSummary {
  id: number;
  slug: string;
  name: string;
  status: number;
  sport: { key: string };
  tournament: { slug: string; name: string };
  /** The feed's stage key of a live match ("1st_half", "halftime", "pause", ...). */
  stage?: string | null;
  /** The main market (1x2 in football) with its prices. */
  main_market?: { status: number; outcomes: { active: boolean; odds: number }[] } | null;
}

/** A fresh e-mail address, unique per call. */
export const uniqueEmail = (tag = 'player') => `${tag}-${randomUUID().slice(0, 8)}@e2e.test`;

async function csrfOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sb_csrf');
  if (!cookie) throw new Error('no sb_csrf cookie: sign in first');
  return cookie.value;
}

/** Signs up a new player through the API; the context is signed in afterwards. */
export async function signUpByApi(
  context: BrowserContext,
  request: APIRequestContext,
  email = uniqueEmail(),
  password = 'e2e-password-1',
): Promise<{ email: string; password: string }> {
  const signUp = () =>
    request.post('/api/platform/users/sign_up', { data: { email, password, currency: 'EUR' } });
  let answer = await signUp();
  // The suite signs up every player from one address, which the auth limit holds to 10 a minute: a refusal is
  // waited out as its Retry-After says, as a client would (tests/client-address.spec.ts checks the limit itself).
  for (let i = 0; answer.status() === 429 && i < 3; i++) {
    const after = Number(answer.headers()['retry-after'] ?? '5');
    await new Promise((resolve) => setTimeout(resolve, (after + 1) * 1000));
    answer = await signUp();
  }
  if (!answer.ok()) throw new Error(`sign up: ${answer.status()} ${await answer.text()}`);
  // page.request and the browser share the context's cookie jar.
  await csrfOf(context);
  return { email, password };
}

/** A fresh mobile number in E.164, unique enough per call. */
export const uniquePhone = () => `+4915${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;

/** The 6-digit code the server last texted to `number` (its outbox, GET /dev/mailbox). */
export async function textedCode(request: APIRequestContext, number: string): Promise<string> {
  const mailbox = await request.get(`${API_URL}/dev/mailbox?to=${encodeURIComponent(number)}`);
  const code = /\b(\d{6})\b/.exec(await mailbox.text())?.[1];
  if (!code) throw new Error(`no code texted to ${number}`);
  return code;
}

/**
 * Fills the deposit profile the e2e server requires before a deposit (DEPOSIT_FIELDS_REQUIRED): the names, and
 * a phone verified with the texted code. `headers` authenticate the calls (CSRF for a cookie session, or a
 * bearer token); nothing is sent when the profile is complete.
 */
export async function completeDepositProfile(
  request: APIRequestContext,
  headers: Record<string, string>,
  base = '',
): Promise<void> {
  const player = await request.get(`${base}/api/platform/player`, { headers });
  if (!player.ok()) throw new Error(`player: ${player.status()} ${await player.text()}`);
  const missed = ((await player.json()) as { auth_fields_missed: string[] }).auth_fields_missed;
  const names = Object.fromEntries(
    [
      ['first_name', 'Alex'],
      ['last_name', 'Tester'],
    ].filter(([field]) => missed.includes(field as string)),
  );
  const call = async (method: 'post' | 'patch', path: string, data: object) => {
    const answer = await request[method](`${base}/api/platform${path}`, { data, headers });
    if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
  };
  if (Object.keys(names).length > 0) await call('patch', '/player/profile', names);
  if (!missed.includes('mobile_phone')) return;
  const number = uniquePhone();
  await call('post', '/player/phone', { phone_number: number });
  await call('post', '/player/phone/verify', { code: await textedCode(request, number) });
}

/** Deposits `amount` minor units of `currency` for the signed-in player of the context. */
export async function depositByApi(
  context: BrowserContext,
  request: APIRequestContext,
  amount: number,
  currency = 'EUR',
): Promise<void> {
  const csrf = { 'x-csrf-token': await csrfOf(context) };
  await completeDepositProfile(request, csrf);
  const answer = await request.post('/api/platform/payments/deposit', {
    data: { currency, amount },
    headers: { ...csrf, 'Idempotency-Key': randomUUID() },
  });
  if (!answer.ok()) throw new Error(`deposit: ${answer.status()} ${await answer.text()}`);
}

/** Matches from GET /api/v2/matches with the given query. */
async function findMatches(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<MatchSummary[]> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await request.get(`/api/v2/matches?${search}`);
  if (!answer.ok()) throw new Error(`matches: ${answer.status()}`);
  return ((await answer.json()) as { data: MatchSummary[] }).data;
}

/** The in-app path of a match page. */
export const matchPath = (match: MatchSummary) => `/sports/${match.sport.key}/${match.slug}`;

/** POST to one of the feed's development controls, with the CSRF header when the context is signed in. */
async function feedControl(request: APIRequestContext, path: string, data?: object): Promise<void> {
  const { cookies } = await request.storageState();
  const csrf = cookies.find((c) => c.name === 'sb_csrf')?.value;
  const answer = await request.post(`${API_URL}/dev/feed/matches/${path}`, {
    headers: csrf ? { 'x-csrf-token': csrf } : {},
    data,
  });
  if (answer.status() !== 202) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
}

/**
 * Ends a live match (or decides an open outright) now: it finishes and settles at the next tick. The session
 * cookie of a signed-in context goes along (cookies ignore ports), so the CSRF header does too.
 */
export const endMatchByApi = (request: APIRequestContext, matchId: number) =>
  feedControl(request, `${matchId}/end`);

/** Suspends a live match's markets for `seconds` of match time, published at the feed's next tick. */
export const suspendMatchByApi = (request: APIRequestContext, matchId: number, seconds: number) =>
  feedControl(request, `${matchId}/suspend`, { seconds });

/** `count` matches from GET /api/v2/matches (the query's `limit`), failing when the feed has fewer. */
export async function needMatches(
  request: APIRequestContext,
  query: Record<string, string | number>,
  count: number,
): Promise<[MatchSummary, ...MatchSummary[]]> {
  const matches = await findMatches(request, { ...query, limit: count });
  const [first, ...rest] = matches;
  if (!first || matches.length < count)
    throw new Error(`fewer than ${count} matches for ${JSON.stringify(query)}`);
  return [first, ...rest];
}

/**
 * A main-market home price that moves as the match is played: open, and far from the ladder's ends. A lopsided
 * score puts the favourite at the least odds (1.01), where minutes played no longer change the price.
 */
function homePriceMoves(match: MatchSummary): boolean {
  const home = match.main_market?.outcomes[0];
  return match.main_market?.status === 1 && home?.active === true && home.odds >= 1.2 && home.odds <= 15;
}

/**
 * The first of `count` live matches whose clock runs and whose home price can move: in a break (half-time lasts
 * three minutes at 5x) a live match is not repriced, and a lopsided one keeps its favourite at the least odds, so
 * a journey waiting for a price to move must not pick either. Late in a run the feed may have only a few live
 * matches of a sport, all in a break or lopsided for a while: the list is asked again until `waitMs` has passed.
 */
export async function needPlayingMatch(
  request: APIRequestContext,
  query: Record<string, string | number>,
  count = 20,
  waitMs = 60_000,
): Promise<MatchSummary> {
  const until = Date.now() + waitMs;
  for (;;) {
    const matches = await findMatches(request, { ...query, limit: count });
    const playing = matches.find((m) => m.stage !== 'halftime' && m.stage !== 'pause' && homePriceMoves(m));
    if (playing) return playing;
    if (Date.now() > until)
      throw new Error(`no match in play among ${matches.length} for ${JSON.stringify(query)}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/**
 * Query of prematch football matches, the furthest from kick-off first: at 5x the next ones go live within
 * minutes, and a live price moves under a journey that is not about odds changes.
 */
export const PREMATCH_FOOTBALL = {
  match_status: 0,
  type: 'match',
  sport_key: 'football',
  sort_by: 'start_time.desc',
} as const;

/**
 * Query of live football matches, the most recently started first (far from full time, all of 1x2 still open);
 * the feed reprices them every few seconds.
 */
export const LIVE_FOOTBALL = {
  match_status: 1,
  type: 'match',
  sport_key: 'football',
  sort_by: 'start_time.desc',
} as const;
