import type { FastifyBaseLogger } from 'fastify';

/** Timings and limits of the hub, in the units the code uses (milliseconds). */
export interface HubSettings {
  /** 0 disables server pings. */
  pingIntervalMs: number;
  /** A ping unanswered this long closes the socket with 3012. */
  pongTimeoutMs: number;
  /** A socket that has not connected successfully this long after opening is closed with 3502. */
  staleCloseDelayMs: number;
  /** Grace after a token's expiry for the client's refresh before the hub closes (3005) or unsubscribes (2501). */
  expiredCloseDelayMs: number;
  maxSubscriptions: number;
  recoveryMaxPublications: number;
  /** Publications kept per channel: the most a `history` with limit -1 returns. */
  historySize: number;
  /** A client whose unsent data exceeds this is too slow to keep up and is closed with 3008. */
  maxBufferedBytes: number;
  /** Reported in the connect result. */
  version: string;
}

/** The slice of Fastify's logger the hub writes to. */
export type RealtimeLogger = Pick<FastifyBaseLogger, 'debug' | 'warn' | 'error'>;

/** Centrifugo's defaults where it has one (ping 25 s, pong 8 s, expired-close delay 25 s, stale delay 10 s). */
export const DEFAULT_SETTINGS: HubSettings = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  staleCloseDelayMs: 10_000,
  expiredCloseDelayMs: 25_000,
  maxSubscriptions: 128,
  recoveryMaxPublications: 300,
  historySize: 100,
  maxBufferedBytes: 4 * 1024 * 1024,
  version: '0.1.0',
};

/** Largest delay setTimeout honours; a longer one fires at once, which would turn an expiry check into a loop. */
const MAX_TIMER_MS = 2_147_483_647;

/** A delay fit for setTimeout: not negative, not past its limit (the timer then re-checks and re-arms). */
export function timerDelay(ms: number): number {
  return Math.min(Math.max(0, ms), MAX_TIMER_MS);
}
