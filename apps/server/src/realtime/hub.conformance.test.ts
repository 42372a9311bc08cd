import { Centrifuge, type PublicationContext, type SubscribedContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  connectionTokenFetcher,
  publishAcrossDrop,
  SECRET,
  startHub,
  subscriptionTokenFetcher,
  type TestHub,
  trackedWebSocket,
  waitFor,
} from './test-support.js';
import { TokenService } from './tokens.js';

/*
 * The official `centrifuge` client, unmodified, against the hub: what the web app will do in the browser.
 * Reconnect delays are shortened so the scenarios take milliseconds, not the default half second and more.
 */

const FAST = { minReconnectDelay: 20, maxReconnectDelay: 100, timeout: 3000 } as const;

const clients: Centrifuge[] = [];
function newClient(hub: TestHub, options: ConstructorParameters<typeof Centrifuge>[1] = {}): Centrifuge {
  const client = new Centrifuge(hub.wsUrl, {
    websocket: WebSocket,
    getToken: connectionTokenFetcher(hub.baseUrl),
    ...FAST,
    ...options,
  });
  clients.push(client);
  return client;
}

describe('the hub, driven by the official centrifuge client', () => {
  let hub: TestHub;

  beforeAll(async () => {
    // History deep enough for the publications missed while a dropped client reconnects.
    hub = await startHub({ pingIntervalSeconds: 0.2, pongTimeoutSeconds: 0.5, historySize: 1000 });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await hub.close();
  });

  it('connects, subscribes to a public channel and receives its publications in order', async () => {
    const client = newClient(hub);
    const sub = client.newSubscription('public:en');
    const received: unknown[] = [];
    sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
    sub.subscribe();
    client.connect();
    await sub.ready(3000);
    await hub.app.realtime.publish('public:en', { type: 'match_changed', data: { id: 1 } });
    await hub.app.realtime.publish('public:en', { type: 'markets_changed', data: { id: 2 } });
    await waitFor(() => received.length === 2);
    expect(received).toEqual([
      { type: 'match_changed', data: { id: 1 } },
      { type: 'markets_changed', data: { id: 2 } },
    ]);
  });

  it('keeps a connection alive across server pings answered with pongs', async () => {
    const client = newClient(hub);
    const disconnects: unknown[] = [];
    client.on('disconnected', (ctx) => disconnects.push(ctx));
    client.on('connecting', (ctx) => disconnects.push(ctx));
    client.connect();
    await client.ready(3000);
    disconnects.length = 0;
    // Five ping intervals: a missed pong would close with 3012 after 0.5 s.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(client.state).toBe('connected');
    expect(disconnects).toEqual([]);
  });

  it('delivers the private user channel with a subscription token from /websocket/authorize', async () => {
    const client = newClient(hub, { getToken: connectionTokenFetcher(hub.baseUrl, '42') });
    const sub = client.newSubscription('$user:42', { getToken: subscriptionTokenFetcher(hub.baseUrl, '42') });
    const received: unknown[] = [];
    sub.on('publication', (ctx) => received.push(ctx.data));
    sub.subscribe();
    client.connect();
    await sub.ready(3000);
    await hub.app.realtime.publish('$user:42', { type: 'balance_changed', data: { balance: 1000 } });
    await waitFor(() => received.length === 1);
    expect(received[0]).toEqual({ type: 'balance_changed', data: { balance: 1000 } });
  });

  it('refuses a private channel without a token with 103, and the connection stays up', async () => {
    const client = newClient(hub, { getToken: connectionTokenFetcher(hub.baseUrl, '42') });
    const sub = client.newSubscription('$user:42');
    let code = 0;
    sub.on('unsubscribed', (ctx) => {
      code = ctx.code;
    });
    sub.subscribe();
    client.connect();
    await waitFor(() => code !== 0);
    expect(code).toBe(103);
    expect(client.state).toBe('connected');
  });

  it('recovers after a dropped socket with no missed and no duplicated publication', async () => {
    const { TrackedWebSocket, sockets } = trackedWebSocket();
    const client = newClient(hub, { websocket: TrackedWebSocket });
    const sub = client.newSubscription('match:77');
    sub.subscribe();
    client.connect();
    await sub.ready(3000);

    const run = await publishAcrossDrop({
      sub,
      publish: (n) => hub.app.realtime.publish('match:77', { n }),
      // No close frame: the client sees 1006 and reconnects, the server learns of it late.
      drop: () => sockets[0]?.terminate(),
    });

    expect(sockets).toHaveLength(2);
    expect(run.resubscribed).toHaveLength(1);
    expect(run.resubscribed[0]).toMatchObject({ wasRecovering: true, recovered: true });
    expect(run.published).toBeLessThan(run.max);
    expect(run.received).toEqual(Array.from({ length: run.published }, (_, i) => i + 1));
  });

  it('answers an expired connection token with 109, then connects with a fresh one from getToken', async () => {
    const expired = await new TokenService(SECRET, 1, () => Date.now() - 60_000).connectionToken('');
    const getToken = connectionTokenFetcher(hub.baseUrl);
    const client = newClient(hub, { token: expired, getToken });
    const errors: number[] = [];
    client.on('error', (ctx) => errors.push(ctx.error.code));
    client.connect();
    await client.ready(3000);
    expect(errors).toEqual([109]);
    expect(getToken.calls).toBe(1);
  });

  it('reports a failed recovery when the position is from another epoch', async () => {
    await hub.app.realtime.publish('match:5', { n: 1 });
    const client = newClient(hub);
    const sub = client.newSubscription('match:5', { since: { offset: 1, epoch: 'otherEpo' } });
    let context: SubscribedContext | null = null;
    sub.on('subscribed', (ctx) => {
      context = ctx;
    });
    sub.subscribe();
    client.connect();
    await sub.ready(3000);
    expect(context).toMatchObject({ wasRecovering: true, recovered: false });
  });

  it('reads history through the subscription', async () => {
    for (let n = 1; n <= 3; n++) await hub.app.realtime.publish('match:6', { n });
    const client = newClient(hub);
    const sub = client.newSubscription('match:6');
    sub.subscribe();
    client.connect();
    await sub.ready(3000);
    const history = await sub.history({ limit: 2, reverse: true });
    expect(history.publications.map((p) => p.data)).toEqual([{ n: 3 }, { n: 2 }]);
    expect(history.offset).toBe(3);
  });
});

describe('token renewal', () => {
  let hub: TestHub;

  beforeAll(async () => {
    // Token expiries are whole seconds, so the ttl a client is given may run up to a second past the real
    // expiry, plus the token fetch, which a loaded machine can take seconds to answer; the grace covers that
    // (Centrifugo's default grace is 25 s for the same reason).
    hub = await startHub({ tokenTtlSeconds: 1, expiredCloseDelaySeconds: 4 });
  });
  afterAll(async () => {
    await hub.close();
  });

  it('refreshes connection and subscription tokens before the hub would drop them', async () => {
    const getToken = connectionTokenFetcher(hub.baseUrl, '7');
    const getSubToken = subscriptionTokenFetcher(hub.baseUrl, '7');
    const client = newClient(hub, { getToken });
    const sub = client.newSubscription('$user:7', { getToken: getSubToken });
    const events: string[] = [];
    client.on('disconnected', () => events.push('disconnected'));
    client.on('connecting', () => events.push('connecting'));
    sub.on('subscribing', () => events.push('subscribing'));
    const received: unknown[] = [];
    sub.on('publication', (ctx) => received.push(ctx.data));
    sub.subscribe();
    client.connect();
    await sub.ready(3000);
    events.length = 0;
    // Past the first token's expiry plus the grace: without refresh the hub closes (3005) and unsubscribes (2501).
    await new Promise((resolve) => setTimeout(resolve, 5500));
    await hub.app.realtime.publish('$user:7', { still: 'here' });
    await waitFor(() => received.length === 1);
    expect(events).toEqual([]);
    expect(getToken.calls).toBeGreaterThanOrEqual(3);
    expect(getSubToken.calls).toBeGreaterThanOrEqual(3);
  });
});

describe('connect data', () => {
  it('hands the connect data of the moment to the client on every connect', async () => {
    let feedTime = 1_000;
    const hub = await startHub({ connectData: () => ({ feed_time: feedTime, feed_rate: 5 }) });
    try {
      const client = newClient(hub);
      const seen: unknown[] = [];
      client.on('connected', (ctx) => seen.push(ctx.data));
      client.connect();
      await client.ready(3000);
      feedTime = 2_000;
      client.disconnect();
      client.connect();
      await waitFor(() => seen.length === 2);
      expect(seen).toEqual([
        { feed_time: 1_000, feed_rate: 5 },
        { feed_time: 2_000, feed_rate: 5 },
      ]);
    } finally {
      await hub.close();
    }
  });

  it('sends none when the server has none', async () => {
    const hub = await startHub();
    try {
      const client = newClient(hub);
      let data: unknown = 'not connected';
      client.on('connected', (ctx) => {
        data = ctx.data;
      });
      client.connect();
      await client.ready(3000);
      expect(data).toBeUndefined();
    } finally {
      await hub.close();
    }
  });
});
