/**
 * The signatures the provider and the sportsbook's server share (the server's side is
 * apps/server/src/payments/signature.ts): HMAC-SHA256 with the shared secret, hex.
 *
 * - A body (webhooks, server-to-server calls): header `sandbox-signature: t=<unix seconds>,v1=<hmac of "t.body">`,
 *   refused outside a 300 s window around now, so a captured call cannot be replayed later.
 * - A link (the hosted payment page, a game launch): `sig` over the named query fields, "name=value" lines.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signed body's timestamp may be from now, in seconds. */
const REPLAY_WINDOW_S = 300;

const hmac = (secret, text) => createHmac('sha256', secret).update(text).digest('hex');

function same(a, b) {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The `sandbox-signature` header of `body` at `now` (ms). */
export function signBody(secret, body, now = Date.now()) {
  const t = Math.floor(now / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

/** Whether `header` signs `body` and is recent enough at `now` (ms). */
export function verifyBody(secret, body, header, now) {
  const parts = Object.fromEntries(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split('=')),
  );
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || Math.abs(now / 1000 - t) > REPLAY_WINDOW_S) return false;
  return same(parts.v1 ?? '', hmac(secret, `${t}.${body}`));
}

/** The `sig` of `params` over `fields`. */
function signParams(secret, params, fields) {
  return hmac(secret, fields.map((field) => `${field}=${params[field] ?? ''}`).join('\n'));
}

/** Whether `params.sig` signs `fields` of `params`. */
export function verifyParams(secret, params, fields) {
  return typeof params.sig === 'string' && same(params.sig, signParams(secret, params, fields));
}
