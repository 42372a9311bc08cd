/**
 * The connection itself, loaded by connection.ts after the page hydrated: the centrifuge client with the spec's
 * timings, its connection token from POST /api/v2/websocket/token, a subscription token per private channel from
 * POST /api/v2/websocket/authorize, and one Subscription per channel that has listeners, each asking for fossil
 * delta compression when the site's realtime_delta_compression flag (GET /settings) is on.
 */

import type { RealtimeConnectData } from '@sportsbook/contract';
import {
  Centrifuge,
  type PublicationContext,
  type SubscribedContext,
  type Subscription,
  type SubscriptionTokenContext,
  UnauthorizedError,
} from 'centrifuge';
import { isApiError } from '../api/api-error';
import { apiFetch } from '../api/client';
import { catalogueQueries } from '../queries/catalogue';
import { getQueryClient } from '../query-client';
import {
  isPrivateChannel,
  MAX_SERVER_PING_DELAY_MS,
  REALTIME_TIMEOUT_MS,
  RECONNECT_DELAY,
  type RealtimeDelivery,
  type RealtimeRuntime,
} from './runtime';

/** The feed's clock the last connection token came with, and when (wall ms) it arrived. */
let tokenClock: { clock: RealtimeConnectData; at: number } | null = null;

export async function fetchToken(): Promise<string> {
  const locale = document.documentElement.lang || 'en';
  // `feed_clock`: the server's addition to the contract's answer (apps/server realtime/websocket-routes.ts).
  const answer = await apiFetch<{ token: string; feed_clock?: RealtimeConnectData }>(
    '/api/v2/websocket/token',
    {
      locale,
      method: 'POST',
    },
  );
  if (answer.feed_clock) tokenClock = { clock: answer.feed_clock, at: Date.now() };
  return answer.token;
}

/**
 * The connect result's data; where it has none (a Centrifugo cluster in the hub's place), the feed's clock the
 * connection token came with, run forward to now (the token may be reused on a later reconnect).
 */
export function connectDataOf(data: unknown): unknown {
  if (data !== undefined || !tokenClock) return data;
  const { feed_time, feed_rate } = tokenClock.clock;
  return { feed_time: feed_time + (Date.now() - tokenClock.at) * feed_rate, feed_rate };
}

/** POST /websocket/authorize for one private channel; a refusal (401, 403) ends the subscription for good. */
export async function fetchSubscriptionToken(ctx: SubscriptionTokenContext): Promise<string> {
  const locale = document.documentElement.lang || 'en';
  try {
    const answer = await apiFetch<{ channels: { channel: string; token: string }[] }>(
      '/api/v2/websocket/authorize',
      { locale, body: { channels: [ctx.channel] } },
    );
    const issued = answer.channels.find((c) => c.channel === ctx.channel);
    if (!issued) throw new UnauthorizedError(`no token for ${ctx.channel}`);
    return issued.token;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      throw new UnauthorizedError(error.code);
    }
    throw error;
  }
}

/**
 * Whether the subscriptions ask for fossil delta compression: the site's realtime_delta_compression flag as
 * GET /settings answers it (the tab's cached answer when fresh), read when the connection opens, so a change of
 * the site settings file acts on the next page load. The server negotiates it only while the flag is on there
 * too; a settings read that fails asks for none.
 */
export async function deltaWanted(): Promise<boolean> {
  const locale = document.documentElement.lang || 'en';
  try {
    // No retries: the subscriptions wait for this answer.
    const query = { ...catalogueQueries.settings(locale), retry: false };
    const settings = await getQueryClient().fetchQuery(query);
    return settings.feature_flags.realtime_delta_compression;
  } catch {
    return false;
  }
}

/** Connects to `url` and answers the runtime connection.ts drives; publications go to `delivery`. */
export function createRealtimeRuntime(url: string, delivery: RealtimeDelivery): RealtimeRuntime {
  const client = new Centrifuge(url, {
    getToken: fetchToken,
    minReconnectDelay: RECONNECT_DELAY.min,
    maxReconnectDelay: RECONNECT_DELAY.max,
    timeout: REALTIME_TIMEOUT_MS,
    maxServerPingDelay: MAX_SERVER_PING_DELAY_MS,
  });
  client.on('connected', (ctx) => delivery.connected(connectDataOf(ctx.data)));
  client.connect();
  const subscriptions = new Map<string, Subscription>();
  // Channels joined before the flag is known wait for it (the settings are usually cached by then).
  let delta: boolean | null = null;
  const waiting = new Set<string>();
  void deltaWanted().then((wanted) => {
    delta = wanted;
    for (const channel of waiting) subscribe(channel, wanted);
    waiting.clear();
  });

  function subscribe(channel: string, wantsDelta: boolean): void {
    const subscription = client.newSubscription(channel, {
      ...(isPrivateChannel(channel) ? { getToken: fetchSubscriptionToken } : {}),
      ...(wantsDelta ? { delta: 'fossil' as const } : {}),
      recoverable: true,
      minResubscribeDelay: RECONNECT_DELAY.min,
      maxResubscribeDelay: RECONNECT_DELAY.max,
    });
    subscription.on('publication', (ctx: PublicationContext) => delivery.publish(channel, ctx.data));
    subscription.on('subscribed', (ctx: SubscribedContext) => {
      // Missed publications could not be replayed: what the page shows may be stale, so it must refetch.
      if (ctx.wasRecovering && !ctx.recovered) delivery.resync(channel, undefined);
      // A new subscription: what the page fetched before now (its server render, a cached answer) may have
      // missed publications made before the channel was listened to; what it fetches from now on has not.
      else if (!ctx.wasRecovering) delivery.resync(channel, Date.now());
    });
    subscription.subscribe();
    subscriptions.set(channel, subscription);
  }

  return {
    join(channel) {
      if (subscriptions.has(channel) || waiting.has(channel)) return;
      if (delta === null) waiting.add(channel);
      else subscribe(channel, delta);
    },
    leave(channel) {
      waiting.delete(channel);
      const subscription = subscriptions.get(channel);
      if (!subscription) return;
      subscription.unsubscribe();
      client.removeSubscription(subscription);
      subscriptions.delete(channel);
    },
    reconnect() {
      client.setToken('');
      client.disconnect();
      client.connect();
    },
  };
}
