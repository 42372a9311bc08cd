import { spawn } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Broker, Publication } from './broker.js';
import { MemoryBroker } from './memory-broker.js';
import { RedisBroker } from './redis-broker.js';
import { waitFor } from './test-support.js';

const REDIS_URL = process.env.REDIS_URL;

/** What every broker must do; run against the memory broker always and Redis when REDIS_URL is set. */
function brokerContract(make: (historySize: number) => Broker) {
  const made: Broker[] = [];
  const broker = (historySize = 5) => {
    const instance = make(historySize);
    made.push(instance);
    return instance;
  };
  afterAll(async () => {
    await Promise.all(made.map((instance) => instance.close()));
  });

  it('numbers publications from 1 in one epoch, kept from the first history read', async () => {
    const b = broker();
    const empty = await b.history('match:1', { limit: 0 });
    expect(empty).toMatchObject({ offset: 0, publications: [] });
    expect(empty.epoch).toMatch(/^[A-Za-z]{8}$/);
    expect(await b.publish('match:1', { a: 1 })).toEqual({ offset: 1, epoch: empty.epoch });
    expect(await b.publish('match:1', { a: 2 })).toEqual({ offset: 2, epoch: empty.epoch });
    expect((await b.publish('match:2', null)).offset).toBe(1);
  });

  it('answers history queries by offset, limit and direction, keeping the last historySize', async () => {
    const b = broker(5);
    for (let n = 1; n <= 7; n++) await b.publish('match:3', { n });
    const offsets = async (query: Parameters<Broker['history']>[1]) =>
      (await b.history('match:3', query)).publications.map((p) => p.offset);
    expect(await offsets({ limit: -1 })).toEqual([3, 4, 5, 6, 7]);
    expect(await offsets({ limit: 2 })).toEqual([3, 4]);
    expect(await offsets({ limit: -1, since: { offset: 5 } })).toEqual([6, 7]);
    expect(await offsets({ limit: 2, reverse: true })).toEqual([7, 6]);
    expect(await offsets({ limit: -1, since: { offset: 5 }, reverse: true })).toEqual([4, 3]);
    expect(await offsets({ limit: 0 })).toEqual([]);
    const [first] = (await b.history('match:3', { limit: 1, since: { offset: 6 } })).publications;
    expect(JSON.parse(first?.data ?? '')).toEqual({ n: 7 });
  });

  it('delivers publications of subscribed channels in order, and stops after unsubscribe', async () => {
    const b = broker();
    const got: [string, Publication][] = [];
    b.setHandler({ onPublication: (channel, p) => got.push([channel, p]), onResync: () => {} });
    await b.subscribe('public:en');
    for (let n = 1; n <= 3; n++) await b.publish('public:en', { n });
    await b.publish('public:es', { n: 0 });
    await waitFor(() => got.length === 3);
    expect(got.map(([channel, p]) => `${channel}#${p.offset}:${p.data}`)).toEqual([
      'public:en#1:{"n":1}',
      'public:en#2:{"n":2}',
      'public:en#3:{"n":3}',
    ]);
    await b.unsubscribe('public:en');
    await b.publish('public:en', { n: 4 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(got).toHaveLength(3);
  });

  it('refuses data JSON cannot carry', async () => {
    await expect(broker().publish('match:1', undefined)).rejects.toThrow(TypeError);
  });
}

describe('MemoryBroker', () => {
  brokerContract((historySize) => new MemoryBroker({ historySize, historyTtlSeconds: 60 }));

  it('drops history after its ttl but keeps the position', async () => {
    let now = 1_000_000;
    const b = new MemoryBroker({ historySize: 10, historyTtlSeconds: 5 }, () => now);
    await b.publish('match:1', 1);
    now += 6_000;
    const history = await b.history('match:1', { limit: -1 });
    expect(history).toMatchObject({ offset: 1, publications: [] });
    await b.close();
  });
});

describe.runIf(REDIS_URL)('RedisBroker', () => {
  const prefix = `test:${randomUUID()}`;
  const make = (historySize: number) =>
    new RedisBroker({ url: REDIS_URL ?? '', prefix, historySize, historyTtlSeconds: 60 });
  brokerContract(make);

  it('keeps offsets unique and contiguous when two instances publish at once', async () => {
    const [a, b] = [make(100), make(100)];
    const positions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).publish('match:race', { i })),
    );
    expect(positions.map((p) => p.offset).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect(new Set(positions.map((p) => p.epoch)).size).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });
});

/** A Redis of this test's own on a free-ish loopback port, which the test stops and starts again. */
function privateRedis(port: number) {
  let child: ReturnType<typeof spawn> | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
      ]);
      await vi.waitFor(
        async () => {
          const probe = spawn('redis-cli', ['-p', String(port), 'ping']);
          expect(await new Promise((resolve) => probe.on('exit', resolve))).toBe(0);
        },
        { timeout: 10_000, interval: 50 },
      );
    },
    async stop() {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child?.kill('SIGKILL');
      await exited;
    },
  };
}

describe.runIf(REDIS_URL)('RedisBroker during a Redis outage', () => {
  it('fails a publication at once while Redis is away, and publishes again once it is back', async () => {
    const redis = privateRedis(20_000 + randomInt(20_000));
    await redis.start();
    const broker = new RedisBroker({
      url: redis.url,
      historySize: 10,
      historyTtlSeconds: 60,
      onError: () => {},
    });
    try {
      expect((await broker.publish('match:1', { n: 1 })).offset).toBe(1);
      await redis.stop();
      await vi.waitFor(
        () => expect(broker.publish('match:1', { n: 2 })).rejects.toThrow('redis unavailable'),
        { timeout: 10_000, interval: 50 },
      );
      await redis.start();
      // The data went with the process: a new stream, and publications go through again.
      await vi.waitFor(
        () => expect(broker.publish('match:1', { n: 3 })).resolves.toMatchObject({ offset: 1 }),
        {
          timeout: 20_000,
          interval: 100,
        },
      );
    } finally {
      await broker.close();
      await redis.stop();
    }
  });
});
