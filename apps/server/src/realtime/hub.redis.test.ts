import { randomUUID } from 'node:crypto';
import { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  connectionTokenFetcher,
  publishAcrossDrop,
  startHub,
  type TestHub,
  trackedWebSocket,
  waitFor,
} from './test-support.js';

const REDIS_URL = process.env.REDIS_URL;

/*
 * Two server instances sharing one Redis, as behind a load balancer. Runs when REDIS_URL is set (CI starts a
 * redis-server); each run uses its own key prefix so runs never see each other's streams.
 */
describe.runIf(REDIS_URL)('two hub instances sharing publications through Redis', () => {
  let a: TestHub;
  let b: TestHub;
  const clients: Centrifuge[] = [];
  /** Delivery lags heard on instance a. */
  const lags: number[] = [];

  beforeAll(async () => {
    const options = { redisUrl: REDIS_URL, redisPrefix: `test:${randomUUID()}`, historySize: 1000 };
    [a, b] = await Promise.all([
      startHub({ ...options, onDeliveryLag: (seconds) => lags.push(seconds) }),
      startHub(options),
    ]);
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers to a client of one instance what the other publishes', async () => {
    const client = new Centrifuge(a.wsUrl, {
      websocket: WebSocket,
      getToken: connectionTokenFetcher(a.baseUrl),
    });
    clients.push(client);
    const sub = client.newSubscription('match:1');
    const received: unknown[] = [];
    sub.on('publication', (ctx) => received.push(ctx.data));
    sub.subscribe();
    client.connect();
    await sub.ready(3000);
    await b.app.realtime.publish('match:1', { from: 'b' });
    await a.app.realtime.publish('match:1', { from: 'a' });
    await waitFor(() => received.length === 2);
    expect(received).toEqual([{ from: 'b' }, { from: 'a' }]);
    expect(b.app.realtime.stats()).toMatchObject({ broker: 'redis', connections: 0, published: 1 });
    // Each publication's lag from its publisher (either instance) to the fan-out on a, measured by a.
    expect(lags).toHaveLength(2);
    for (const lag of lags) expect(lag).toBeGreaterThanOrEqual(0);
    for (const lag of lags) expect(lag).toBeLessThan(1);
  });

  it('recovers on the other instance after a dropped socket, with no missed and no duplicated publication', async () => {
    const { TrackedWebSocket, sockets } = trackedWebSocket((attempt) => (attempt === 0 ? a.wsUrl : b.wsUrl));
    const client = new Centrifuge(a.wsUrl, {
      websocket: TrackedWebSocket,
      getToken: connectionTokenFetcher(a.baseUrl),
      minReconnectDelay: 20,
      maxReconnectDelay: 100,
    });
    clients.push(client);
    const sub = client.newSubscription('match:2');
    sub.subscribe();
    client.connect();
    await sub.ready(3000);

    // Both instances publish, alternately, through the drop and the reconnect.
    const run = await publishAcrossDrop({
      sub,
      publish: (n) => (n % 2 === 0 ? a : b).app.realtime.publish('match:2', { n }),
      drop: () => sockets[0]?.terminate(),
      dropAfter: 30,
    });

    expect(sockets).toHaveLength(2);
    expect(run.resubscribed).toHaveLength(1);
    expect(run.resubscribed[0]).toMatchObject({ wasRecovering: true, recovered: true });
    expect(run.published).toBeLessThan(run.max);
    expect(run.received).toEqual(Array.from({ length: run.published }, (_, i) => i + 1));
    expect(b.app.realtime.stats().connections).toBe(1);
  });
});
