'use client';
/**
 * The realtime connection (centrifuge client, spec platform §4): one per tab, opened when the app starts,
 * authenticated with a JWT from POST /api/v2/websocket/token (no cookies travel on the socket). The client
 * library does the spec's state machine: reconnect with backoff 500..20000 ms aware of offline/online, token
 * refresh before expiry, ping timeout, close codes that must not reconnect.
 *
 * This module is what components use, and it is small: who listens to which channel, and `useSubscription`.
 * The client library and the connection itself (centrifuge-client.ts) load with a dynamic import once the page
 * has hydrated ({@link startRealtime}), so they are not part of any page's first load; listeners that joined
 * before get their channels subscribed as soon as it is there.
 *
 * Private channels (names starting with `$`, e.g. `$user:{id}`) need a subscription token per channel from
 * POST /api/v2/websocket/authorize (spec platform §5); a 401/403 there ends the subscription as unauthorized.
 * When the player signs in or out, {@link reconnectRealtime} reconnects with a fresh connection token, so the
 * socket belongs to the new identity.
 */
import { useEffect, useEffectEvent } from 'react';
import { RECONNECT_DELAY, type RealtimeDelivery, type RealtimeRuntime } from './runtime';

type Listener = { onPublication: (data: unknown) => void; onResync?: (since?: number) => void };
type ConnectListener = (data: unknown) => void;

// centrifuge allows one Subscription per channel per client, so components listening to the same channel share
// it; the subscription ends when the last listener leaves.
const channels = new Map<string, Set<Listener>>();
let configuredUrl: string | null = null;
let runtime: RealtimeRuntime | null = null;
let starting: Promise<void> | null = null;
let retryDelay: number = RECONNECT_DELAY.min;
const connectListeners = new Set<ConnectListener>();
let lastConnect: { data: unknown } | null = null;

const delivery: RealtimeDelivery = {
  publish(channel, data) {
    for (const listener of channels.get(channel) ?? []) listener.onPublication(data);
  },
  resync(channel, since) {
    for (const listener of channels.get(channel) ?? []) listener.onResync?.(since);
  },
  connected(data) {
    lastConnect = { data };
    for (const listener of connectListeners) listener(data);
  },
};

/**
 * Hears the data of every connect result (the server's feed clock): at once with the last one when the tab is
 * connected already, then on each reconnect. Returns the function that stops listening.
 */
export function onRealtimeConnected(listener: ConnectListener): () => void {
  connectListeners.add(listener);
  if (lastConnect) listener(lastConnect.data);
  return () => {
    connectListeners.delete(listener);
  };
}

/** Sets the server URL (from the runtime config); the first call wins. */
export function configureRealtime(url: string): void {
  configuredUrl ??= url;
}

/**
 * Opens the tab's connection (once): loads the client library, connects, and subscribes every channel that has
 * listeners. Does nothing on the server or before {@link configureRealtime}. A failed load (offline, a new
 * deployment) is tried again with the reconnect backoff.
 */
export function startRealtime(): Promise<void> {
  if (starting) return starting;
  const url = configuredUrl;
  if (url === null || typeof window === 'undefined') return Promise.resolve();
  starting = import('./centrifuge-client').then(
    ({ createRealtimeRuntime }) => {
      runtime = createRealtimeRuntime(url, delivery);
      for (const channel of channels.keys()) runtime.join(channel);
    },
    (error: unknown) => {
      console.warn('[realtime] could not load the connection', error);
      starting = null;
      setTimeout(() => void startRealtime(), retryDelay);
      retryDelay = Math.min(retryDelay * 2, RECONNECT_DELAY.max);
    },
  );
  return starting;
}

/**
 * Reconnects with a fresh connection token (spec platform §4: on sign-in and sign-out). Channel subscriptions
 * carry over; private ones fetch a new subscription token when they resubscribe. Before the connection opened
 * there is nothing to do: it will ask for its token then.
 */
export function reconnectRealtime(): void {
  runtime?.reconnect();
}

function join(channel: string, listener: Listener): () => void {
  let listeners = channels.get(channel);
  if (!listeners) {
    listeners = new Set();
    channels.set(channel, listeners);
    runtime?.join(channel);
  }
  listeners.add(listener);
  const joined = listeners;
  return () => {
    joined.delete(listener);
    if (joined.size > 0 || channels.get(channel) !== joined) return;
    channels.delete(channel);
    runtime?.leave(channel);
  };
}

/**
 * Listens to `channel` (e.g. `public:en`, `match:42`, `$user:{id}`) while the component is mounted; `null`
 * listens to nothing.
 * `onPublication` gets the publication's data (the `{type, data}` envelope; parse it with the contract's
 * schemas). `onResync` runs when publications may have been missed: with `since` when the subscription began
 * (refetch what was fetched before `since`: a page's data fetched before it subscribed), without it when a
 * subscription came back without what it missed (refetch everything it shows).
 * The callbacks may change on every render without resubscribing.
 */
export function useSubscription(
  channel: string | null,
  onPublication: (data: unknown) => void,
  onResync?: (since?: number) => void,
): void {
  const publish = useEffectEvent((data: unknown) => onPublication(data));
  const resync = useEffectEvent((since?: number) => onResync?.(since));

  useEffect(() => {
    if (!channel) return;
    return join(channel, { onPublication: (data) => publish(data), onResync: (since) => resync(since) });
  }, [channel]);
}
