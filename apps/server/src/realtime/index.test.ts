import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchChannel,
  publicChannel,
  REALTIME_EVENTS,
  realtimeEvent,
  realtimePlugin,
  userChannel,
} from './index.js';
import { RawClient } from './raw-client.js';
import { SECRET, startHub } from './test-support.js';
import { TokenService } from './tokens.js';

describe('realtimePlugin', () => {
  it('decorates the app with publish, stats, ready and close, and refuses unknown channels', async () => {
    const hub = await startHub();
    const client = await RawClient.open(hub.wsUrl);
    await client.connect(await new TokenService(SECRET, 60).connectionToken('3'));
    client.send(
      { id: 2, subscribe: { channel: userChannel(3) } },
      { id: 3, subscribe: { channel: matchChannel(1) } },
    );
    await client.reply(3);
    await hub.app.realtime.publish(
      matchChannel(1),
      realtimeEvent(REALTIME_EVENTS.marketsChanged, { matchId: 1 }),
    );
    await client.next((message) => message.push !== undefined);
    expect(hub.app.realtime.stats()).toEqual({
      connections: 1,
      users: 1,
      subscriptions: 1,
      channels: 1,
      broker: 'memory',
      publisher: 'broker',
      published: 1,
      delivered: 1,
    });
    expect(client.messages.at(-1)).toEqual({
      push: {
        channel: 'match:1',
        pub: { data: { type: 'markets_changed', data: { matchId: 1 } }, offset: 1 },
      },
    });
    await expect(hub.app.realtime.publish('nonsense', {})).rejects.toThrow(TypeError);
    await expect(hub.app.realtime.publish(publicChannel('pt-BR'), {})).resolves.toBeUndefined();
    expect(await hub.app.realtime.readiness()).toEqual({ realtime: true });
    await hub.app.realtime.close();
    expect(await client.closed).toEqual({ code: 3001, reason: 'shutdown' });
    await hub.close();
  });

  it('closes the sockets when the app closes, so the HTTP server can close', async () => {
    const hub = await startHub();
    const client = await RawClient.open(hub.wsUrl);
    await hub.close();
    expect((await client.closed).code).toBe(3001);
  });

  describe('with a Centrifugo publisher', () => {
    let centrifugo: Server;
    const bodies: unknown[] = [];

    beforeAll(async () => {
      centrifugo = createServer((request, response) => {
        let text = '';
        request.on('data', (chunk) => {
          text += chunk;
        });
        request.on('end', () => {
          bodies.push({ path: request.url, key: request.headers['x-api-key'], body: JSON.parse(text) });
          response.end(
            request.url === '/api/info'
              ? '{"result":{"nodes":[]}}'
              : '{"replies":[{"publish":{"offset":1,"epoch":"xyzXYZab"}}]}',
          );
        });
      });
      await new Promise<void>((resolve) => centrifugo.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await new Promise((resolve) => centrifugo.close(resolve));
    });

    it('publishes through Centrifugo instead of the local broker', async () => {
      const app = Fastify();
      const apiUrl = `http://127.0.0.1:${(centrifugo.address() as AddressInfo).port}`;
      await app.register(realtimePlugin, { secret: SECRET, centrifugo: { apiUrl, apiKey: 'api-key' } });
      await app.ready();
      await app.realtime.publish('public:en', { type: 'provider_status_changed' });
      expect(bodies).toMatchObject([
        {
          path: '/api/batch',
          key: 'api-key',
          body: {
            commands: [{ publish: { channel: 'public:en', data: { type: 'provider_status_changed' } } }],
          },
        },
      ]);
      expect(app.realtime.stats()).toMatchObject({ publisher: 'centrifugo', published: 1 });
      // Readiness asks Centrifugo too, beside the local broker.
      expect(await app.realtime.readiness()).toEqual({ realtime: true, centrifugo: true });
      expect(bodies.at(-1)).toEqual({ path: '/api/info', key: 'api-key', body: {} });
      await app.close();

      const away = Fastify();
      await away.register(realtimePlugin, {
        secret: SECRET,
        centrifugo: { apiUrl: 'http://127.0.0.1:1', apiKey: 'api-key' },
      });
      await away.ready();
      expect(await away.realtime.readiness()).toEqual({ realtime: true, centrifugo: false });
      await away.close();
    });
  });
});
