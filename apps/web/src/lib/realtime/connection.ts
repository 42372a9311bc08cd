'use client';
/**
 * The realtime connection (centrifuge client, spec platform §4): one per tab, opened when the app starts,
 * authenticated with a JWT from POST /api/v2/websocket/token (no cookies travel on the socket). The client
 * library does the spec's state machine: reconnect with backoff 500..20000 ms aware of offline/online, token
 * refresh before expiry, ping timeout, close codes that must not reconnect.
 *
 * Private channels (names starting with `$`, e.g. `$user:{id}`) need a subscription token per channel from
 * POST /api/v2/websocket/authorize (spec platform §5); a 401/403 there ends the subscription as unauthorized.
 * When the player signs in or out, {@link reconnectRealtime} reconnects with a fresh connection token, so the
 * socket belongs to the new identity.
 */
import {
  Centrifuge,
  type PublicationContext,
  type SubscribedContext,
  type Subscription,
  type SubscriptionTokenContext,
  UnauthorizedError,
} from 'centrifuge';
import { useEffect, useEffectEvent } from 'react';
import { isApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

/** spec §9: reconnect delay 0.5 s min to 20 s max; also the resubscribe delay. */
export const RECONNECT_DELAY = { min: 500, max: 20_000 } as const;
/** spec §9: realtime request timeout 5 s; max server ping delay 10 s. */
export const REALTIME_TIMEOUT_MS = 5_000;
export const MAX_SERVER_PING_DELAY_MS = 10_000;

let client: Centrifuge | null = null;
let configuredUrl: string | null = null;

async function fetchToken(): Promise<string> {
  const locale = document.documentElement.lang || 'en';
  const { token } = await apiFetch<{ token: string }>('/api/v2/websocket/token', { locale, method: 'POST' });
  return token;
}

/** Channels that need a subscription token: the server's private prefix. */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('$');
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
 * Sets the server URL (from the runtime config). Called while the providers render, before any component's
 * effect asks for the client, since child effects run before their parents'.
 */
export function configureRealtime(url: string): void {
  configuredUrl ??= url;
}

/** The tab's connected client, created on first use; null on the server or before {@link configureRealtime}. */
export function getRealtimeClient(): Centrifuge | null {
  if (client || configuredUrl === null || typeof window === 'undefined') return client;
  client = new Centrifuge(configuredUrl, {
    getToken: fetchToken,
    minReconnectDelay: RECONNECT_DELAY.min,
    maxReconnectDelay: RECONNECT_DELAY.max,
    timeout: REALTIME_TIMEOUT_MS,
    maxServerPingDelay: MAX_SERVER_PING_DELAY_MS,
  });
  client.connect();
  return client;
}

/**
 * Reconnects with a fresh connection token (spec platform §4: on sign-in and sign-out). Channel subscriptions
 * carry over; private ones fetch a new subscription token when they resubscribe.
 */
export function reconnectRealtime(): void {
  if (!client) return;
  client.setToken('');
  client.disconnect();
  client.connect();
}

type Listener = { onPublication: (data: unknown) => void; onResync?: () => void };

interface Channel {
  subscription: Subscription;
  listeners: Set<Listener>;
}

// centrifuge allows one Subscription per channel per client, so components listening to the same channel share
// it; the subscription ends when the last listener leaves.
const channels = new Map<string, Channel>();

function join(centrifuge: Centrifuge, channel: string, listener: Listener): () => void {
  let entry = channels.get(channel);
  if (!entry) {
    const subscription = centrifuge.newSubscription(channel, {
      ...(isPrivateChannel(channel) ? { getToken: fetchSubscriptionToken } : {}),
      recoverable: true,
      minResubscribeDelay: RECONNECT_DELAY.min,
      maxResubscribeDelay: RECONNECT_DELAY.max,
    });
    const listeners = new Set<Listener>();
    subscription.on('publication', (ctx: PublicationContext) => {
      for (const l of listeners) l.onPublication(ctx.data);
    });
    subscription.on('subscribed', (ctx: SubscribedContext) => {
      // Missed publications could not be replayed: what the page shows may be stale, so it must refetch.
      if (ctx.wasRecovering && !ctx.recovered) for (const l of listeners) l.onResync?.();
    });
    subscription.subscribe();
    entry = { subscription, listeners };
    channels.set(channel, entry);
  }
  entry.listeners.add(listener);
  const joined = entry;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    joined.subscription.unsubscribe();
    centrifuge.removeSubscription(joined.subscription);
    channels.delete(channel);
  };
}

/**
 * Listens to `channel` (e.g. `public:en`, `match:42`, `$user:{id}`) while the component is mounted; `null`
 * listens to nothing.
 * `onPublication` gets the publication's data (the `{type, data}` envelope; parse it with the contract's
 * schemas). `onResync` runs when the subscription came back without the publications it missed: refetch then.
 * The callbacks may change on every render without resubscribing.
 */
export function useSubscription(
  channel: string | null,
  onPublication: (data: unknown) => void,
  onResync?: () => void,
): void {
  const publish = useEffectEvent((data: unknown) => onPublication(data));
  const resync = useEffectEvent(() => onResync?.());

  useEffect(() => {
    const centrifuge = getRealtimeClient();
    if (!channel || !centrifuge) return;
    return join(centrifuge, channel, { onPublication: (data) => publish(data), onResync: () => resync() });
  }, [channel]);
}
