import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withTimeout } from '../lib/with-timeout.js';
import { attachWebSocket, MAX_FRAME_BYTES, WEBSOCKET_PATH } from './attach-websocket.js';
import type { Broker, Publisher } from './broker.js';
import { CentrifugoPublisher } from './centrifugo-publisher.js';
import { Hub, type HubStats } from './hub.js';
import { MemoryBroker } from './memory-broker.js';
import { RedisBroker } from './redis-broker.js';
import { DEFAULT_SETTINGS, type HubSettings } from './settings.js';
import { TokenService } from './tokens.js';
import { registerWebSocketRoutes } from './websocket-routes.js';

export { matchChannel, parseChannel, publicChannel, userChannel } from './channels.js';
export type { HubStats } from './hub.js';
export { publishToPlayer } from './publish-to-player.js';
export {
  REALTIME_EVENTS,
  type RealtimeEvent,
  type RealtimeEventType,
  realtimeEvent,
} from './realtime-events.js';

/** Options of {@link realtimePlugin}. */
export interface RealtimeOptions {
  /** HS256 secret of connection and subscription tokens (Centrifugo's `client.token.hmac_secret_key`). */
  secret: string;
  /** Lifetime of issued tokens; default 300. */
  tokenTtlSeconds?: number;
  /** Server ping interval; default 25, 0 disables pings. */
  pingIntervalSeconds?: number;
  /** Publications kept per channel for recovery and `history`; default 100. */
  historySize?: number;
  /** History is dropped after this long without a publication; default 300. */
  historyTtlSeconds?: number;
  /** Use Redis as broker, so several server instances share publications and history. */
  redisUrl?: string;
  /** Key prefix in Redis; default `sportsbook:realtime`. */
  redisPrefix?: string;
  /** Publish through a real Centrifugo's HTTP API instead of the local broker. */
  centrifugo?: { apiUrl: string; apiKey: string };
  /** Who a token request is from; the seam for the auth plugin. Default: everyone is anonymous. */
  resolveUserId?: (request: FastifyRequest) => Promise<string | null>;
  /** Answer time allowed for a ping; default 8. */
  pongTimeoutSeconds?: number;
  /** Grace after a token's expiry before the hub closes (3005) or unsubscribes (2501); default 25. */
  expiredCloseDelaySeconds?: number;
  /** A socket that has not connected within this is closed with 3502; default 10. */
  staleCloseDelaySeconds?: number;
  /** Default 128; one more is error 106. */
  maxSubscriptionsPerConnection?: number;
  /** Largest inbound message; default 65536 (close 1009 above). */
  maxFrameBytes?: number;
  /** WebSocket path; default `/connection/websocket`. */
  path?: string;
  /** Prefix of the token routes; default `/api/v2`. */
  routePrefix?: string;
  /** Give the token routes the contract's zod schemas (the app must validate and serialise with zod). */
  routeSchemas?: boolean;
  /**
   * JSON sent as `data` in every connect result, read at connect time: the app sends the feed's clock, so a
   * browser runs match clocks on the feed's time from the first moment. Undefined sends none.
   */
  connectData?: () => unknown;
  /**
   * Whether a subscribe asking for fossil delta compression gets it, read at each subscribe (the app reads the
   * site's `realtime_delta_compression` flag, so an edit acts on the next subscription). Default: never.
   */
  deltaCompression?: () => boolean;
  /** Hears each publication's delivery lag here in seconds; by default the `metrics` plugin's histogram. */
  onDeliveryLag?: (seconds: number) => void;
}

/** What the plugin decorates the Fastify instance with. */
export interface Realtime {
  /**
   * Publishes JSON data to a sportsbook channel (through the broker, or Centrifugo when configured). Rejects
   * for a channel name outside `public:{locale}`, `match:{id}`, `$user:{id}`, and when the broker fails.
   */
  publish(channel: string, data: unknown): Promise<void>;
  /** Closes every socket (code 3001) and the broker. Also runs when the app closes. */
  close(): Promise<void>;
  stats(): HubStats;
  /**
   * What a readiness probe reports of realtime: whether the broker answers (`realtime`), and Centrifugo's server
   * API when publications go there (`centrifugo`, absent otherwise).
   */
  readiness(): Promise<{ realtime: boolean; centrifugo?: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function settingsFrom(options: RealtimeOptions): HubSettings {
  const seconds = (value: number | undefined, fallbackMs: number) =>
    value === undefined ? fallbackMs : Math.max(0, value * 1000);
  return {
    ...DEFAULT_SETTINGS,
    pingIntervalMs: seconds(options.pingIntervalSeconds, DEFAULT_SETTINGS.pingIntervalMs),
    pongTimeoutMs: seconds(options.pongTimeoutSeconds, DEFAULT_SETTINGS.pongTimeoutMs),
    staleCloseDelayMs: seconds(options.staleCloseDelaySeconds, DEFAULT_SETTINGS.staleCloseDelayMs),
    expiredCloseDelayMs: seconds(options.expiredCloseDelaySeconds, DEFAULT_SETTINGS.expiredCloseDelayMs),
    maxSubscriptions: options.maxSubscriptionsPerConnection ?? DEFAULT_SETTINGS.maxSubscriptions,
    historySize: options.historySize ?? DEFAULT_SETTINGS.historySize,
  };
}

async function realtime(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const settings = settingsFrom(options);
  const tokens = new TokenService(options.secret, options.tokenTtlSeconds ?? 300);
  const history = { historySize: settings.historySize, historyTtlSeconds: options.historyTtlSeconds ?? 300 };
  const broker: Broker = options.redisUrl
    ? new RedisBroker({
        ...history,
        url: options.redisUrl,
        prefix: options.redisPrefix,
        onError: (error) => app.log.warn({ err: error }, 'realtime redis error'),
      })
    : new MemoryBroker(history);
  const centrifugo = options.centrifugo ? new CentrifugoPublisher(options.centrifugo) : null;
  const publisher: Publisher = centrifugo ?? broker;
  const hub = new Hub(
    settings,
    tokens,
    broker,
    publisher,
    app.log,
    options.connectData,
    options.deltaCompression,
  );
  const detach = attachWebSocket(app.server, hub, {
    path: options.path ?? WEBSOCKET_PATH,
    maxFrameBytes: options.maxFrameBytes ?? MAX_FRAME_BYTES,
  });
  registerWebSocketRoutes(app, {
    prefix: options.routePrefix ?? '/api/v2',
    schemas: options.routeSchemas,
    tokens,
    resolveUserId: options.resolveUserId ?? (async () => null),
    connectData: options.connectData,
  });

  hub.onDeliveryLag =
    options.onDeliveryLag ??
    (app.hasDecorator('metrics') ? (seconds) => app.metrics.realtimeDeliveryLag.observe(seconds) : null);

  let detaching: Promise<void> | null = null;
  const closeSessions = async (): Promise<void> => {
    await hub.closeSessions();
    detaching ??= detach();
    await detaching;
  };
  const close = async (): Promise<void> => {
    await closeSessions();
    await hub.close();
  };
  app.decorate('realtime', {
    publish: async (channel: string, data: unknown) => {
      await hub.publish(channel, data);
    },
    close,
    stats: () => hub.stats(),
    readiness: async () => {
      const answers = (probe: Promise<void>) =>
        withTimeout(probe, 1000).then(
          () => true,
          () => false,
        );
      const [realtime, centrifugoAnswers] = await Promise.all([
        answers(broker.ping()),
        centrifugo ? answers(centrifugo.ping()) : null,
      ]);
      return centrifugoAnswers === null ? { realtime } : { realtime, centrifugo: centrifugoAnswers };
    },
  } satisfies Realtime);
  // Sockets go before the HTTP server closes, since upgraded sockets would keep it from closing. The broker goes
  // in onClose, which runs in reverse order of registration: plugins registered after this one (the feed) may
  // still publish while they close.
  app.addHook('preClose', closeSessions);
  app.addHook('onClose', close);
}

/**
 * The realtime hub as a Fastify plugin: WebSocket endpoint speaking the Centrifuge client protocol, the token
 * routes, and `app.realtime` to publish. Wrapped with fastify-plugin so the decoration is visible app-wide.
 */
export const realtimePlugin = fp(realtime, { name: 'realtime', fastify: '5.x' });
