/**
 * The signatures shared with the payment provider (its side: apps/sandbox-provider/signature.mjs): HMAC-SHA256
 * with PAYMENT_WEBHOOK_SECRET, hex. A body carries `sandbox-signature: t=<unix s>,v1=<hmac of "t.body">` and is
 * refused outside REPLAY_WINDOW_S around now; a link carries `sig` over named query fields ("name=value" lines).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../lib/api-error.js';

/** How far a signed body's timestamp may be from now, in seconds. */
const REPLAY_WINDOW_S = 300;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `sandbox-signature` header of `body` at `now` (ms). */
export function signBody(secret: string, body: string, now = Date.now()): string {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/** Throws 401 bad_signature (not ours) or signature_expired (outside the replay window) unless `header` signs `body`. */
export function assertSignedBody(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): void {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name, value] as const;
    }),
  );
  const t = Number(parts.get('t'));
  if (!Number.isSafeInteger(t) || !same(parts.get('v1') ?? '', hmac(secret, `${t}.${body}`)))
    throw new ApiError(401, 'bad_signature', 'The signature does not match the body');
  if (Math.abs(now / 1000 - t) > REPLAY_WINDOW_S)
    throw new ApiError(401, 'signature_expired', `Signed more than ${REPLAY_WINDOW_S} s from now`);
}

/** `params` with `sig` over `fields`, as query parameters. */
export function signedQuery(
  secret: string,
  params: Record<string, string>,
  fields: string[],
): URLSearchParams {
  const sig = hmac(secret, fields.map((field) => `${field}=${params[field] ?? ''}`).join('\n'));
  return new URLSearchParams({ ...params, sig });
}
