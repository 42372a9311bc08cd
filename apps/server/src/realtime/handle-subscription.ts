import { authorizeSubscription } from './channel-access.js';
import { errors, ProtocolError, unsubscribeCodes } from './codes.js';
import { encodeReply } from './reply.js';
import type { Session } from './session.js';
import { secondsUntil } from './tokens.js';

/** `unsubscribe`: always succeeds (an error reply would make the client reconnect), subscribed or not. */
export async function handleUnsubscribe(
  session: Session,
  request: { channel: string },
  id: number,
): Promise<void> {
  session.removeSubscription(request.channel);
  session.send(encodeReply(id, 'unsubscribe', {}));
}

/**
 * `sub_refresh`: a new subscription token for a channel the client is subscribed to (103 otherwise). A token
 * that expired already ends the subscription with 2501 so the client subscribes again with a fresh one, instead
 * of error 109, on which the client would give the subscription up.
 */
export async function handleSubRefresh(
  session: Session,
  request: { channel: string; token: string },
  id: number,
): Promise<void> {
  const subscription = session.subscriptions.get(request.channel);
  if (subscription === undefined || subscription.state !== 'subscribed') throw errors.permissionDenied();
  let verified: Awaited<ReturnType<typeof authorizeSubscription>>;
  try {
    verified = await authorizeSubscription(session, request.channel, request.token);
  } catch (error) {
    if (error instanceof ProtocolError && error.code === errors.tokenExpired().code) {
      session.endSubscription(request.channel, unsubscribeCodes.expired);
    }
    throw error;
  }
  if (session.subscriptions.get(request.channel) !== subscription) throw errors.permissionDenied();
  subscription.expiresAt = verified?.expiresAt ?? null;
  subscription.expiry.set(subscription.expiresAt);
  const result: Record<string, unknown> = {};
  if (subscription.expiresAt !== null) {
    result.expires = true;
    result.ttl = secondsUntil(subscription.expiresAt);
  }
  session.send(encodeReply(id, 'sub_refresh', result));
}
