/**
 * Players for tests: sign up through the API and carry the session like a browser would (the cookie, and the
 * CSRF header the web app copies from `sb_csrf`). Each helper call comes from its own client IP, so the auth
 * rate limit (10 a minute per IP) never trips a test that is not about it.
 */
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { Answer, TestApp } from './app.js';

/** A signed-in test player. */
export interface TestPlayer {
  id: string;
  email: string;
  password: string;
  /** Cookie and x-csrf-token headers of the session. */
  headers: Record<string, string>;
}

let ipCounter = 0;

/** A client IP no other helper call used. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** The `name=value` pairs of an answer's Set-Cookie headers (an empty value means cleared). */
export function cookiesOf(answer: Pick<Answer<unknown>, 'headers'>): Record<string, string> {
  const raw = answer.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return Object.fromEntries(
    list.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
}

/** Request headers carrying the session set by `answer` (cookie + CSRF header). */
export function sessionHeaders(answer: Pick<Answer<unknown>, 'headers'>): Record<string, string> {
  const { sb_session: session, sb_csrf: csrf } = cookiesOf(answer);
  if (!session || !csrf) throw new Error('the answer started no session');
  return { cookie: `sb_session=${session}; sb_csrf=${csrf}`, 'x-csrf-token': csrf };
}

/** Signs a new player up (unique e-mail) and returns them signed in. */
export async function signUpPlayer(
  t: TestApp,
  body: { email?: string; password?: string; currency?: string } = {},
): Promise<TestPlayer> {
  const email = body.email ?? `p-${randomUUID().slice(0, 12)}@example.com`;
  const password = body.password ?? 'correct horse battery';
  const answer = await t.request<{ id: string }>({
    method: 'POST',
    url: '/api/platform/users/sign_up',
    payload: { ...body, email, password },
    remoteAddress: freshIp(),
  });
  if (answer.status !== 201)
    throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id, email, password, headers: sessionHeaders(answer) };
}

/** `t.request` as `player`, from a fresh IP. */
export function asPlayer<T = unknown>(
  t: TestApp,
  player: Pick<TestPlayer, 'headers'>,
  options: InjectOptions,
): Promise<Answer<T>> {
  return t.request<T>({
    remoteAddress: freshIp(),
    ...options,
    headers: { ...player.headers, ...(options.headers as Record<string, string> | undefined) },
  });
}
