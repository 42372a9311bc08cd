import type { HistoryResult } from './broker.js';
import { authorizeSubscription } from './channel-access.js';
import { errors, FLAG_REJECT_UNRECOVERED, unsubscribeCodes } from './codes.js';
import type { SubscribeRequest } from './command.js';
import { DELTA_TYPES } from './delta.js';
import { ExpiryTimer } from './expiry-timer.js';
import { type Recovery, recover } from './recovery.js';
import { encodeReply } from './reply.js';
import type { ChannelSubscription, Session } from './session.js';
import { secondsUntil } from './tokens.js';

/**
 * `subscribe` (reference sections 2 and 6). Every channel keeps history, so every subscription is recoverable
 * and positioned: the client stores offset and epoch and asks to recover on each resubscribe.
 *
 * Ordering without gaps or duplicates: the subscription is registered first, so live publications are buffered
 * while the broker subscription is confirmed and history is read; then, in one synchronous step, the reply goes
 * out and the buffer is replayed through the same offset filter as live publications.
 */
export async function handleSubscribe(
  session: Session,
  request: SubscribeRequest,
  id: number,
): Promise<void> {
  const { channel } = request;
  if (request.delta !== undefined && request.delta !== '' && !DELTA_TYPES.includes(request.delta))
    throw errors.badRequest();
  if (session.subscriptions.has(channel)) throw errors.alreadySubscribed();
  const token = await authorizeSubscription(session, channel, request.token);
  if (session.subscriptions.size >= session.host.settings.maxSubscriptions) throw errors.limitExceeded();
  if (session.state !== 'connected' || session.subscriptions.has(channel)) return;

  const subscription: ChannelSubscription = {
    channel,
    state: 'subscribing',
    offset: 0,
    epoch: '',
    buffer: [],
    expiresAt: token?.expiresAt ?? null,
    expiry: new ExpiryTimer(session.host.settings.expiredCloseDelayMs, () =>
      session.endSubscription(channel, unsubscribeCodes.expired),
    ),
  };
  session.subscriptions.set(channel, subscription);
  const recovering = request.recover === true;
  const max = session.host.settings.recoveryMaxPublications;
  let history: HistoryResult;
  try {
    await session.host.addSubscriber(channel, session);
    history = await session.host.broker.history(
      channel,
      recovering ? { since: { offset: request.offset ?? 0 }, limit: max + 1 } : { limit: 0 },
    );
  } catch (error) {
    session.removeSubscription(channel);
    session.host.log.warn({ err: error, channel }, 'realtime subscribe could not reach the broker');
    throw errors.internal();
  }
  // The socket may have closed, or the client unsubscribed, while history was read.
  if (session.subscriptions.get(channel) !== subscription) return;

  const recovery: Recovery = recovering
    ? recover({ offset: request.offset ?? 0, epoch: request.epoch ?? '' }, history, max)
    : { recovered: false };
  if (recovering && !recovery.recovered && ((request.flag ?? 0) & FLAG_REJECT_UNRECOVERED) !== 0) {
    session.removeSubscription(channel);
    throw errors.unrecoverablePosition();
  }

  const result: Record<string, unknown> = {
    recoverable: true,
    positioned: true,
    epoch: history.epoch,
    offset: recovery.recovered ? (request.offset ?? 0) : history.offset,
  };
  if (subscription.expiresAt !== null) {
    result.expires = true;
    result.ttl = secondsUntil(subscription.expiresAt);
  }
  if (recovering) {
    result.was_recovering = true;
    result.recovered = recovery.recovered;
  }
  // Delta compression: asked for and allowed now. Every payload then goes as a JSON string, the first in full
  // (the recovered ones all in full), then deltas against the one before (reference section 7).
  const delta = request.delta === 'fossil' && session.host.deltaAllowed();
  if (delta) result.delta = true;
  const recovered = recovery.recovered ? recovery.publications : undefined;
  session.send(encodeReply(id, 'subscribe', result, recovered, delta));
  if (delta) subscription.previous = recovered?.at(-1)?.data ?? null;

  subscription.state = 'subscribed';
  subscription.epoch = history.epoch;
  subscription.offset = history.offset;
  const buffered = subscription.buffer;
  subscription.buffer = [];
  for (const publication of buffered) {
    if (session.subscriptions.get(channel) !== subscription) break;
    session.forward(subscription, publication);
  }
  subscription.expiry.set(subscription.expiresAt);
}
