/**
 * What the realtime connection module (connection.ts) and the connection it loads (centrifuge-client.ts) share:
 * the spec's timings, the private-channel rule and the two interfaces between them. A module of its own so the
 * lazily loaded client imports nothing back from the module that loads it.
 */

/** spec §9: reconnect delay 0.5 s min to 20 s max; also the resubscribe delay. */
export const RECONNECT_DELAY = { min: 500, max: 20_000 } as const;
/** spec §9: realtime request timeout 5 s; max server ping delay 10 s. */
export const REALTIME_TIMEOUT_MS = 5_000;
export const MAX_SERVER_PING_DELAY_MS = 10_000;

/** Channels that need a subscription token: the server's private prefix. */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('$');
}

/** What the loaded connection does for this module (see centrifuge-client.ts). */
export interface RealtimeRuntime {
  /** Subscribes to a channel (once; joining a joined channel does nothing). */
  join(channel: string): void;
  /** Ends the subscription of a channel nobody listens to any more. */
  leave(channel: string): void;
  /** A new connection with a fresh token (sign-in, sign-out). */
  reconnect(): void;
}

/** How the loaded connection hands publications back. */
export interface RealtimeDelivery {
  publish(channel: string, data: unknown): void;
  /**
   * Publications of the channel may have been missed: all of them before `since` (epoch ms) when a new
   * subscription began then (what the page fetched earlier may be stale; what it fetched after is current), or
   * an unknown part of them when `since` is undefined (a subscription came back without what it missed).
   */
  resync(channel: string, since?: number): void;
  /** The connection (re)connected; `data` is the connect result's data, if any. */
  connected(data: unknown): void;
}
