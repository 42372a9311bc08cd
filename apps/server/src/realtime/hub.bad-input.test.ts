import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RawClient } from './raw-client.js';
import { SECRET, startHub, type TestHub } from './test-support.js';
import { TokenService } from './tokens.js';

/*
 * What the official client never sends: raw frames against the hub. Each answer is the protocol's error reply
 * or close code, and the process keeps serving (checked by a healthy connect after each bad one).
 */

describe('the hub, fed bad input over a raw socket', () => {
  let hub: TestHub;
  const tokens = new TokenService(SECRET, 60);
  const opened: RawClient[] = [];

  async function open(): Promise<RawClient> {
    const client = await RawClient.open(hub.wsUrl);
    opened.push(client);
    return client;
  }

  async function connected(userId = ''): Promise<RawClient> {
    const client = await open();
    const reply = await client.connect(await tokens.connectionToken(userId));
    expect(reply.connect).toBeDefined();
    return client;
  }

  async function expectStillServing(): Promise<void> {
    const client = await connected();
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  }

  beforeAll(async () => {
    hub = await startHub({ staleCloseDelaySeconds: 0.3, pingIntervalSeconds: 0 });
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await hub.close();
  });

  it.each([
    ['malformed JSON', '{"id":1,"connect":'],
    ['a JSON value that is not a command', '[1,2,3]'],
    ['a command with a wrongly typed id', '{"id":"one","connect":{}}'],
    ['a subscribe without a channel', '{"id":1,"subscribe":{}}'],
    ['an empty frame', '\n\n'],
  ])('closes with 3501 on %s', async (_name, frame) => {
    const client = await open();
    client.sendText(frame);
    expect(await client.closed).toEqual({ code: 3501, reason: 'bad request' });
    await expectStillServing();
  });

  it('closes with 1009 on a frame over 64 KiB', async () => {
    const client = await connected();
    client.sendText(JSON.stringify({ id: 2, history: { channel: 'x'.repeat(70_000) } }));
    expect((await client.closed).code).toBe(1009);
    await expectStillServing();
  });

  it('closes with 3501 on a binary frame', async () => {
    const client = await open();
    client.socket.send(Buffer.from('{"id":1,"connect":{}}'), { binary: true });
    expect((await client.closed).code).toBe(3501);
  });

  it('closes with 3501 on a command before connect, and on a pong nobody asked for', async () => {
    const early = await open();
    early.send({ id: 1, subscribe: { channel: 'public:en' } });
    expect((await early.closed).code).toBe(3501);
    const ponging = await connected();
    ponging.send({});
    expect((await ponging.closed).code).toBe(3501);
  });

  it('answers connect and a subscribe sent in the same frame in order, one JSON per line', async () => {
    const client = await open();
    client.send(
      { id: 1, connect: { token: await tokens.connectionToken('') } },
      { id: 2, subscribe: { channel: 'public:es', flag: 1 } },
    );
    const subscribe = await client.reply(2);
    expect(client.messages.map((message) => message.id)).toEqual([1, 2]);
    expect(client.messages[0]?.connect).toMatchObject({
      client: expect.any(String),
      version: expect.any(String),
    });
    expect(subscribe.subscribe).toMatchObject({ recoverable: true, positioned: true, offset: 0 });
    for (const frame of client.frames)
      expect(frame.split('\n').every((line) => line.trim() !== '')).toBe(true);
  });

  it('answers an unknown method with 104 and keeps the connection', async () => {
    const client = await connected();
    client.send({ id: 2, teleport: { to: 'mars' } }, { id: 3, rpc: { method: 'getBalance', data: {} } });
    expect((await client.reply(2)).error).toMatchObject({ code: 104 });
    expect((await client.reply(3)).error).toMatchObject({ code: 104 });
    client.send({ id: 4, ping: {} });
    expect(await client.reply(4)).toEqual({ id: 4, ping: {} });
  });

  it('answers a second subscribe to the same channel with 105', async () => {
    const client = await connected();
    client.send({ id: 2, subscribe: { channel: 'match:1' } }, { id: 3, subscribe: { channel: 'match:1' } });
    expect((await client.reply(2)).subscribe).toBeDefined();
    expect((await client.reply(3)).error).toMatchObject({ code: 105, message: 'already subscribed' });
  });

  it('answers unknown channels with 102, an empty name with 107, publish with 103, presence with 108', async () => {
    const client = await connected();
    client.send(
      { id: 2, subscribe: { channel: 'admin:all' } },
      { id: 3, subscribe: { channel: '' } },
      { id: 4, publish: { channel: 'public:en', data: { odds: 1.01 } } },
      { id: 5, presence: { channel: 'public:en' } },
      { id: 6, presence_stats: { channel: 'public:en' } },
      { id: 7, unsubscribe: { channel: 'never:subscribed' } },
    );
    expect((await client.reply(2)).error).toMatchObject({ code: 102 });
    expect((await client.reply(3)).error).toMatchObject({ code: 107 });
    expect((await client.reply(4)).error).toMatchObject({ code: 103 });
    expect((await client.reply(5)).error).toMatchObject({ code: 108 });
    expect((await client.reply(6)).error).toMatchObject({ code: 108 });
    expect(await client.reply(7)).toEqual({ id: 7, unsubscribe: {} });
  });

  it('refuses a $user channel without a token with 103', async () => {
    const client = await connected('42');
    client.send({ id: 2, subscribe: { channel: '$user:42' } });
    expect((await client.reply(2)).error).toMatchObject({ code: 103 });
  });

  it("closes with 3500 when a subscription token is used for another user's channel", async () => {
    const client = await connected('42');
    const token = await tokens.subscriptionToken('42', '$user:42');
    client.send({ id: 2, subscribe: { channel: '$user:43', token } });
    expect(await client.closed).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('refuses an anonymous connection on a $user channel even with a token for it', async () => {
    const client = await connected('');
    const token = await tokens.subscriptionToken('', '$user:42');
    client.send({ id: 2, subscribe: { channel: '$user:42', token } });
    expect((await client.reply(2)).error).toMatchObject({ code: 103 });
  });

  it('answers 109 for expired tokens on connect and subscribe, 3500 for forged ones', async () => {
    const past = new TokenService(SECRET, 1, () => Date.now() - 60_000);
    const expired = await open();
    expect((await expired.connect(await past.connectionToken(''))).error).toMatchObject({ code: 109 });
    // After a failed connect the socket is not served.
    expired.send({ id: 2, ping: {} });
    await expect(expired.next((message) => message.id === 2, 200)).rejects.toThrow();

    const subscriber = await connected('9');
    subscriber.send({
      id: 2,
      subscribe: { channel: '$user:9', token: await past.subscriptionToken('9', '$user:9') },
    });
    expect((await subscriber.reply(2)).error).toMatchObject({ code: 109 });

    const forged = await open();
    const alien = await new TokenService('another-secret', 60).connectionToken('1');
    forged.send({ id: 1, connect: { token: alien } });
    expect(await forged.closed).toEqual({ code: 3500, reason: 'invalid token' });

    const tokenless = await open();
    expect((await tokenless.connect('')).error).toMatchObject({ code: 101 });
  });

  it('closes a socket that never connects with 3502', async () => {
    const client = await open();
    expect(await client.closed).toEqual({ code: 3502, reason: 'stale' });
  });

  it('answers history by offset and epoch, and 112 for a position in another epoch', async () => {
    for (let n = 1; n <= 4; n++) await hub.app.realtime.publish('match:900', { n });
    const client = await connected();
    client.send({ id: 2, subscribe: { channel: 'match:900' } });
    const { epoch } = (await client.reply(2)).subscribe as { epoch: string };
    client.send(
      { id: 3, history: { channel: 'match:900', limit: 2, since: { offset: 1, epoch } } },
      { id: 4, history: { channel: 'match:900', limit: 0 } },
      { id: 5, history: { channel: 'match:900', limit: -1, since: { offset: 1, epoch: 'elsewhen' } } },
      { id: 6, history: { channel: 'match:901', limit: -1 } },
    );
    expect(await client.reply(3)).toEqual({
      id: 3,
      history: {
        epoch,
        offset: 4,
        publications: [
          { data: { n: 2 }, offset: 2 },
          { data: { n: 3 }, offset: 3 },
        ],
      },
    });
    expect((await client.reply(4)).history).toEqual({ epoch, offset: 4, publications: [] });
    expect((await client.reply(5)).error).toMatchObject({ code: 112 });
    expect((await client.reply(6)).error).toMatchObject({ code: 103 });
  });

  it('recovers by offset and epoch, and answers 112 when asked to reject an unrecoverable position', async () => {
    for (let n = 1; n <= 3; n++) await hub.app.realtime.publish('match:901', { n });
    const client = await connected();
    client.send({ id: 3, subscribe: { channel: 'match:901' } });
    const { epoch } = (await client.reply(3)).subscribe as { epoch: string };
    client.send({ id: 4, unsubscribe: { channel: 'match:901' } });
    await client.reply(4);
    client.send(
      { id: 5, subscribe: { channel: 'match:901', recover: true, offset: 1, epoch } },
      { id: 6, unsubscribe: { channel: 'match:901' } },
      { id: 7, subscribe: { channel: 'match:901', recover: true, offset: 1, epoch: 'elsewhen', flag: 3 } },
    );
    expect((await client.reply(5)).subscribe).toMatchObject({
      recovered: true,
      was_recovering: true,
      offset: 1,
      publications: [
        { data: { n: 2 }, offset: 2 },
        { data: { n: 3 }, offset: 3 },
      ],
    });
    expect((await client.reply(7)).error).toMatchObject({ code: 112 });
  });

  it('refuses upgrades on other paths', async () => {
    const socket = new WebSocket(hub.wsUrl.replace('/connection/websocket', '/elsewhere'));
    const status = await new Promise<number>((resolve) => {
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => resolve(-1));
    });
    expect(status).toBe(404);
  });
});

describe('server pings and token expiry over a raw socket', () => {
  let hub: TestHub;

  beforeAll(async () => {
    hub = await startHub({ pingIntervalSeconds: 0.1, pongTimeoutSeconds: 0.2, expiredCloseDelaySeconds: 0 });
  });
  afterAll(async () => {
    await hub.close();
  });

  it('pings with {} and closes with 3012 when no pong comes', async () => {
    const client = await RawClient.open(hub.wsUrl);
    const reply = await client.connect(await new TokenService(SECRET, 60).connectionToken(''));
    expect(reply.connect).toMatchObject({ ping: 0.1, pong: true });
    await client.next((message) => Object.keys(message).length === 0);
    expect(await client.closed).toEqual({ code: 3012, reason: 'no pong' });
  });

  it('closes with 3005 when the connection token expires without a refresh', async () => {
    const client = await RawClient.open(hub.wsUrl);
    client.socket.on('message', (data) => {
      // Answer pings, so that only the expiry can close this socket.
      if (data.toString().split('\n').includes('{}')) client.sendText('{}');
    });
    // Expiry is in whole seconds: a 2 s lifetime leaves at least one second for the connect to be answered,
    // even on a loaded machine (a 1 s one could expire before the hub read it, and then no `connect` comes back).
    const reply = await client.connect(await new TokenService(SECRET, 2).connectionToken(''));
    expect(reply.connect).toMatchObject({ expires: true });
    expect(await client.closed).toEqual({ code: 3005, reason: 'expired' });
  });
});
