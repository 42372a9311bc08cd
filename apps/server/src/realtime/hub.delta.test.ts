import { Centrifuge, type PublicationContext, type Subscription } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { fossilDeltaText } from './delta.js';
import { RawClient } from './raw-client.js';
import {
  connectionTokenFetcher,
  publishAcrossDrop,
  SECRET,
  startHub,
  type TestHub,
  waitFor,
} from './test-support.js';
import { TokenService } from './tokens.js';

/*
 * Fossil delta compression (reference section 7) with the official client: negotiated only when the client asks
 * and the hub allows it; then the payloads go as JSON strings, the first in full and the next as deltas of the
 * one before, per connection and channel, starting again in full after a resubscribe.
 */

const FAST = { minReconnectDelay: 20, maxReconnectDelay: 100, timeout: 3000 } as const;

/** A match payload as the feed publishes it: large, with few characters changing from one to the next. */
function marketsChanged(n: number) {
  return {
    type: 'markets_changed',
    data: {
      match_id: 7,
      // Not only ASCII: the deltas are of UTF-8 bytes.
      names: { home: 'Škola Zürich — 東京', away: 'Ψ Athens' },
      markets: Array.from({ length: 20 }, (_, i) => ({
        id: i + 1,
        specifier: `total=${i}.5`,
        outcomes: [
          { id: 'over', odds: 1.5 + ((n + i) % 7) / 100, active: true },
          { id: 'under', odds: 2.5 - ((n * i) % 5) / 100, active: n % 3 !== 0 },
        ],
      })),
    },
  };
}

/** A client whose every text frame from the hub is recorded, split into messages. */
function recordingClient(hub: TestHub) {
  const wire: Record<string, unknown>[] = [];
  const sockets: WebSocket[] = [];
  class RecordingWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      sockets.push(this);
      this.on('message', (data) => {
        for (const line of data.toString().split('\n')) wire.push(JSON.parse(line));
      });
    }
  }
  const client = new Centrifuge(hub.wsUrl, {
    websocket: RecordingWebSocket,
    getToken: connectionTokenFetcher(hub.baseUrl),
    ...FAST,
  });
  return { client, wire, sockets };
}

/** The publication pushes of `channel` recorded on the wire. */
function pubsOf(wire: Record<string, unknown>[], channel: string) {
  return wire.flatMap((message) => {
    const push = message.push as { channel?: string; pub?: { data: unknown; delta?: boolean } } | undefined;
    return push?.channel === channel && push.pub ? [push.pub] : [];
  });
}

/** Subscribes with `options`, publishes `count` payloads, and answers what the app received. */
async function receiveSeveral(hub: TestHub, sub: Subscription, channel: string, count: number) {
  const received: unknown[] = [];
  sub.on('publication', (ctx: PublicationContext) => received.push(ctx.data));
  sub.subscribe();
  await sub.ready(3000);
  for (let n = 1; n <= count; n++) await hub.app.realtime.publish(channel, marketsChanged(n));
  await waitFor(() => received.length === count);
  return received;
}

describe('delta compression allowed', () => {
  let hub: TestHub;
  const clients: Centrifuge[] = [];
  let allowed = true;

  beforeAll(async () => {
    hub = await startHub({ deltaCompression: () => allowed, historySize: 1000 });
  });
  afterEach(() => {
    allowed = true;
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(() => hub.close());

  it('sends the first payload in full, then smaller deltas, and the client rebuilds every one', async () => {
    const { client, wire } = recordingClient(hub);
    clients.push(client);
    client.connect();
    const sub = client.newSubscription('match:7', { delta: 'fossil' });
    const received = await receiveSeveral(hub, sub, 'match:7', 6);

    expect(received).toEqual([1, 2, 3, 4, 5, 6].map(marketsChanged));
    const reply = wire.find((m) => m.subscribe !== undefined)?.subscribe as Record<string, unknown>;
    expect(reply.delta).toBe(true);
    const pubs = pubsOf(wire, 'match:7');
    expect(pubs).toHaveLength(6);
    const [first, ...rest] = pubs;
    expect(typeof first?.data).toBe('string');
    expect(first?.delta).toBeUndefined();
    expect(JSON.parse(first?.data as string)).toEqual(marketsChanged(1));
    for (const [i, pub] of rest.entries()) {
      expect(pub.delta).toBe(true);
      expect((pub.data as string).length).toBeLessThan(JSON.stringify(marketsChanged(i + 2)).length / 2);
    }
    expect(sub.deltaStats()).toMatchObject({ numPublications: 6, numFullPayloads: 1, numDeltaPayloads: 5 });
  });

  it('sends plain publications to a client that does not ask', async () => {
    const { client, wire } = recordingClient(hub);
    clients.push(client);
    client.connect();
    const received = await receiveSeveral(hub, client.newSubscription('match:8'), 'match:8', 3);

    expect(received).toEqual([1, 2, 3].map(marketsChanged));
    const reply = wire.find((m) => m.subscribe !== undefined)?.subscribe as Record<string, unknown>;
    expect(reply.delta).toBeUndefined();
    expect(pubsOf(wire, 'match:8').map((pub) => pub.data)).toEqual([1, 2, 3].map(marketsChanged));
    expect(pubsOf(wire, 'match:8').every((pub) => pub.delta === undefined)).toBe(true);
  });

  it('starts again from a full payload after a dropped socket, and misses nothing', async () => {
    const { client, wire, sockets } = recordingClient(hub);
    clients.push(client);
    client.connect();
    const sub = client.newSubscription('match:9', { delta: 'fossil' });
    sub.subscribe();
    await sub.ready(3000);
    const { received, published } = await publishAcrossDrop({
      sub,
      publish: async (n) => {
        await hub.app.realtime.publish('match:9', { n, pad: 'x'.repeat(200) });
      },
      drop: () => sockets.at(-1)?.terminate(),
      dropAfter: 20,
      extra: 20,
    });

    expect(received).toEqual(Array.from({ length: published }, (_, i) => i + 1));
    const replies = wire.filter((m) => m.subscribe !== undefined);
    expect(replies.length).toBeGreaterThanOrEqual(2);
    expect(replies.every((m) => (m.subscribe as { delta?: boolean }).delta === true)).toBe(true);
    // After the resubscribe the client's base is gone: what comes first is a full payload.
    const resubscribe = replies[1] as { subscribe: { publications?: { delta?: boolean }[] } };
    const second = wire.indexOf(resubscribe);
    const recovered = resubscribe.subscribe.publications ?? [];
    const firstAfter = recovered[0] ?? pubsOf(wire.slice(second + 1), 'match:9')[0];
    expect(firstAfter?.delta).toBeUndefined();
    expect(pubsOf(wire, 'match:9').some((pub) => pub.delta === true)).toBe(true);
  });

  it('negotiates no delta once the flag is off, for a client that asks', async () => {
    allowed = false;
    const { client, wire } = recordingClient(hub);
    clients.push(client);
    client.connect();
    const sub = client.newSubscription('match:10', { delta: 'fossil' });
    const received = await receiveSeveral(hub, sub, 'match:10', 3);

    expect(received).toEqual([1, 2, 3].map(marketsChanged));
    const reply = wire.find((m) => m.subscribe !== undefined)?.subscribe as Record<string, unknown>;
    expect(reply.delta).toBeUndefined();
    expect(pubsOf(wire, 'match:10').map((pub) => pub.data)).toEqual([1, 2, 3].map(marketsChanged));
  });

  it('answers a delta type it does not know with 107', async () => {
    const raw = await RawClient.open(hub.wsUrl);
    await raw.connect(await new TokenService(SECRET, 60).connectionToken(''));
    raw.send({ id: 2, subscribe: { channel: 'match:11', delta: 'zstd' } });
    expect((await raw.reply(2)).error).toMatchObject({ code: 107 });
    raw.close();
  });
});

describe('the hub without the option', () => {
  it('never negotiates delta compression', async () => {
    const hub = await startHub();
    const raw = await RawClient.open(hub.wsUrl);
    await raw.connect(await new TokenService(SECRET, 60).connectionToken(''));
    raw.send({ id: 2, subscribe: { channel: 'match:12', delta: 'fossil' } });
    expect((await raw.reply(2)).subscribe).not.toHaveProperty('delta');
    raw.close();
    await hub.close();
  });
});

describe('fossilDeltaText', () => {
  it('gives the full payload when the delta would not be smaller', () => {
    expect(fossilDeltaText('{"a":1}', '{"b":2}')).toBeNull();
    expect(fossilDeltaText(JSON.stringify(marketsChanged(1)), JSON.stringify(marketsChanged(2)))).toEqual(
      expect.any(String),
    );
  });
});
