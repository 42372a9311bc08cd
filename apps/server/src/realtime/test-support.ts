import type { AddressInfo } from 'node:net';
import type { SubscribedContext, Subscription } from 'centrifuge';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { type RealtimeOptions, realtimePlugin } from './index.js';

/*
 * Test helpers (not a test file): a bare Fastify app with only the realtime plugin, listening on a random port,
 * token fetchers that go through its HTTP routes like the web app does, and a raw protocol client.
 */

/** The token secret of every test hub. */
export const SECRET = 'test-secret-of-at-least-thirty-two-bytes';

/** A listening app with the realtime plugin. */
export interface TestHub {
  app: FastifyInstance;
  baseUrl: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** Starts an app; the `x-user-id` header stands in for a signed-in session. */
export async function startHub(options: Partial<RealtimeOptions> = {}): Promise<TestHub> {
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, {
    secret: SECRET,
    resolveUserId: async (request) => {
      const user = request.headers['x-user-id'];
      return typeof user === 'string' && user !== '' ? user : null;
    },
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/connection/websocket`,
    close: () => app.close(),
  };
}

function userHeaders(userId?: string): Record<string, string> {
  return userId === undefined ? {} : { 'x-user-id': userId };
}

/** A `getToken` for the client: POST /api/v2/websocket/token, counting its calls. */
export function connectionTokenFetcher(baseUrl: string, userId?: string) {
  const fetcher = async (): Promise<string> => {
    fetcher.calls++;
    const response = await fetch(`${baseUrl}/api/v2/websocket/token`, {
      method: 'POST',
      headers: userHeaders(userId),
    });
    return ((await response.json()) as { token: string }).token;
  };
  fetcher.calls = 0;
  return fetcher;
}

/** A subscription `getToken`: POST /api/v2/websocket/authorize for the channel, counting its calls. */
export function subscriptionTokenFetcher(baseUrl: string, userId?: string) {
  const fetcher = async (context: { channel: string }): Promise<string> => {
    fetcher.calls++;
    const response = await fetch(`${baseUrl}/api/v2/websocket/authorize`, {
      method: 'POST',
      headers: { ...userHeaders(userId), 'content-type': 'application/json' },
      body: JSON.stringify({ channels: [context.channel] }),
    });
    const body = (await response.json()) as { channels: { token: string }[] };
    return body.channels[0]?.token ?? '';
  };
  fetcher.calls = 0;
  return fetcher;
}

/**
 * A WebSocket class for the client that records its sockets (so a test can drop one the hard way) and may
 * pick the URL of each new socket (so a reconnect can land on another hub instance).
 */
export function trackedWebSocket(pickUrl?: (attempt: number) => string) {
  const sockets: WebSocket[] = [];
  class TrackedWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(pickUrl ? pickUrl(sockets.length) : address, protocols);
      sockets.push(this);
    }
  }
  return { TrackedWebSocket, sockets };
}

/** Polls until `check` gives a truthy value. */
export async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The dropped-socket scenario: publishes `{n: 1}`, `{n: 2}`, ... to a subscribed subscription, drops the
 * socket (through `drop`) once `dropAfter` have arrived, and goes on publishing until `extra` publications
 * after the resubscribe, so that recovery always races live publications. Answers what arrived, in order.
 */
export async function publishAcrossDrop(options: {
  sub: Subscription;
  publish: (n: number) => Promise<void>;
  drop: () => void;
  dropAfter?: number;
  extra?: number;
  /** Safety stop; keep it under the hub's historySize. */
  max?: number;
}): Promise<{ received: number[]; published: number; resubscribed: SubscribedContext[]; max: number }> {
  const { sub, publish, drop, dropAfter = 50, extra = 50, max = 900 } = options;
  const received: number[] = [];
  const resubscribed: SubscribedContext[] = [];
  let published = 0;
  let stopAt = max;
  let dropped = false;
  sub.on('publication', (ctx) => {
    received.push((ctx.data as { n: number }).n);
    if (!dropped && received.length >= dropAfter) {
      dropped = true;
      drop();
    }
  });
  sub.on('subscribed', (ctx) => {
    resubscribed.push(ctx);
    stopAt = Math.min(max, published + extra);
  });
  while (published < stopAt) {
    published++;
    await publish(published);
    await sleep(1);
  }
  await waitFor(() => received.length >= published);
  // Anything duplicated would arrive now.
  await sleep(50);
  return { received, published, resubscribed, max };
}
