/**
 * What the sportsbook's realtime server sends as `data` in a connect result: the feed's clock. Match clocks are
 * stamped in the feed's time (`clock_updated_at`), which need not be the browser's: the device clock may be off,
 * and a simulated feed may run faster than real time. With this, a page runs its clocks right from the first
 * moment instead of learning the offset from the clock updates that happen to arrive.
 */
export interface RealtimeConnectData {
  /** The feed's time (epoch ms) when the connect result was sent. */
  feed_time: number;
  /** Feed ms per wall ms: 1 for a real feed, FEED_SPEED for the simulator. */
  feed_rate: number;
}

/** Reads connect data (any JSON) without a schema library; null when it is not {@link RealtimeConnectData}. */
export function readConnectData(data: unknown): RealtimeConnectData | null {
  if (typeof data !== 'object' || data === null) return null;
  const { feed_time, feed_rate } = data as Record<string, unknown>;
  if (typeof feed_time !== 'number' || !Number.isFinite(feed_time) || feed_time <= 0) return null;
  if (typeof feed_rate !== 'number' || !Number.isFinite(feed_rate) || feed_rate <= 0) return null;
  return { feed_time, feed_rate };
}
