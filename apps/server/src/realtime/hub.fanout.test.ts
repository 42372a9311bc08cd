import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Message, RawClient } from './raw-client.js';
import { SECRET, startHub, type TestHub, waitFor } from './test-support.js';
import { TokenService } from './tokens.js';

/*
 * Fan-out to many sockets: frames built once per publication (or once per burst) and shared between sessions must
 * still give every client exactly its own stream, in order, and a client that stops reading must be cut off
 * (3008) instead of piling data up in the server.
 */

type Push = { channel: string; pub: { data: { n: number }; offset: number } };

function pushesOf(client: RawClient, channel: string): Push['pub'][] {
  return client.messages
    .map((message: Message) => message.push as Push | undefined)
    .filter((push): push is Push => push?.channel === channel && push.pub !== undefined)
    .map((push) => push.pub);
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the hub fanning out to many sockets', () => {
  let hub: TestHub;
  const tokens = new TokenService(SECRET, 60);
  const opened: RawClient[] = [];

  async function subscribed(channels: string[]): Promise<RawClient> {
    const client = await RawClient.open(hub.wsUrl);
    opened.push(client);
    expect((await client.connect(await tokens.connectionToken(''))).connect).toBeDefined();
    client.send(...channels.map((channel, i) => ({ id: 2 + i, subscribe: { channel } })));
    for (let i = 0; i < channels.length; i++) expect((await client.reply(2 + i)).subscribe).toBeDefined();
    return client;
  }

  beforeAll(async () => {
    hub = await startHub({ pingIntervalSeconds: 0 });
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await hub.close();
  });

  it('gives every client each publication once, in order, in bursts and one by one, across two channels', async () => {
    const onlyPublic = await Promise.all(Array.from({ length: 12 }, () => subscribed(['public:es'])));
    const both = await Promise.all(Array.from({ length: 8 }, () => subscribed(['public:es', 'match:9'])));
    const publish = (channel: string, n: number) => hub.app.realtime.publish(channel, { n });
    // A burst in one turn, the two channels interleaved: the two groups of clients hold different frames.
    for (let n = 1; n <= 40; n++) {
      await publish('public:es', n);
      if (n % 4 === 0) await publish('match:9', n);
    }
    for (let n = 41; n <= 50; n++) {
      await publish('public:es', n);
      await turn();
    }
    const upTo = (last: number, step = 1) =>
      Array.from({ length: Math.floor(last / step) }, (_, i) => (i + 1) * step);
    for (const client of [...onlyPublic, ...both]) {
      await waitFor(() => pushesOf(client, 'public:es').length >= 50);
      const pubs = pushesOf(client, 'public:es');
      expect(pubs.map((pub) => pub.data.n)).toEqual(upTo(50));
      expect(pubs.map((pub) => pub.offset)).toEqual(upTo(50));
    }
    for (const client of both) {
      await waitFor(() => pushesOf(client, 'match:9').length >= 10);
      expect(pushesOf(client, 'match:9').map((pub) => pub.data.n)).toEqual(upTo(40, 4));
    }
    for (const client of onlyPublic) expect(pushesOf(client, 'match:9')).toEqual([]);
  });

  it('closes a client that stops reading with 3008 once its unsent data passes the limit', async () => {
    const slow = await subscribed(['public:pt']);
    const other = await subscribed(['public:en']);
    const before = hub.app.realtime.stats().connections;
    slow.socket.pause();
    const blob = 'x'.repeat(100_000);
    // 4 MiB over what the kernel buffers on loopback; 60 MB is far more than both together.
    for (let n = 1; n <= 600 && hub.app.realtime.stats().connections === before; n++) {
      await hub.app.realtime.publish('public:pt', { n, blob });
      if (n % 10 === 0) await turn();
    }
    expect(hub.app.realtime.stats().connections).toBe(before - 1);
    slow.socket.resume();
    expect(await slow.closed).toEqual({ code: 3008, reason: 'slow' });
    other.send({ id: 9, ping: {} });
    expect(await other.reply(9)).toEqual({ id: 9, ping: {} });
  });
});
