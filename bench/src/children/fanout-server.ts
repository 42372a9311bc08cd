/**
 * rt.fanout's server, one of two kinds (argv[2]):
 * - `hub`: the real realtime hub (apps/server/src/realtime, its Fastify plugin with the real WebSocket route and
 *   token routes) mounted in a bare Fastify, publishing with `app.realtime.publish` (in-memory broker);
 * - `socketio`: the reference, a Socket.IO server (WebSocket transport) whose clients join room `public:en`,
 *   publishing with `io.to(room).emit`.
 * Port in argv[3]. With `BENCH_RT_DELTA=1` the hub negotiates fossil delta compression with clients that ask.
 * IPC: `memory` (RSS after a full GC; run with --expose-gc), `count` (connected clients),
 * `publish {count, rate, payload}` (rate 0: all at once), each publication's data carrying `t`, the epoch ms of
 * its publication.
 */
import { createServer } from 'node:http';
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { memory, serveCommands } from './ipc.js';

const kind = process.argv[2];
const port = Number(process.argv[3]);
const CHANNEL = 'public:en';
const now = () => performance.timeOrigin + performance.now();
/** Delta compression on (the site's realtime_delta_compression flag): the hub's clients then ask for it. */
const DELTA = process.env.BENCH_RT_DELTA === '1';

type Publish = (data: Record<string, unknown>) => Promise<void> | void;
let publish: Publish;
let connected: () => number;

if (kind === 'hub') {
  const root = new URL('../../../apps/server/src/realtime/index.ts', import.meta.url);
  const { realtimePlugin } = (await import(root.href)) as {
    realtimePlugin: (app: unknown, options: unknown) => Promise<void>;
  };
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin as never, {
    secret: 'bench-realtime-secret-0123456789',
    // Longer than any run: these raw clients do not refresh their token.
    tokenTtlSeconds: 3600,
    deltaCompression: () => DELTA,
  });
  await app.listen({ port, host: '127.0.0.1' });
  type Realtime = {
    publish(channel: string, data: unknown): Promise<void>;
    stats(): { connections: number };
  };
  const realtime = (app as unknown as { realtime: Realtime }).realtime;
  publish = (data) => realtime.publish(CHANNEL, data);
  connected = () => realtime.stats().connections;
} else {
  const http = createServer();
  const io = new Server(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
  io.on('connection', (socket) => {
    socket.on('subscribe', (channel: string, ack: () => void) => {
      void socket.join(channel);
      ack();
    });
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  publish = (data) => {
    io.to(CHANNEL).emit('pub', data);
  };
  connected = () => io.engine.clientsCount;
}

serveCommands({
  memory: () => memory(),
  count: () => ({ connected: connected() }),
  publish: async (message) => {
    const count = Number(message.count);
    const rate = Number(message.rate);
    const payload = message.payload as Record<string, unknown>;
    const started = now();
    for (let i = 0; i < count; i++) {
      if (rate > 0) {
        const wait = started + (i * 1000) / rate - now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await publish({ ...payload, seq: i, t: now() });
    }
    return { published: count, firstAt: started, ms: now() - started };
  },
});
console.log(`${kind} listening on ${port}`);
