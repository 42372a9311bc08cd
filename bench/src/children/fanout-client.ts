/**
 * rt.fanout's clients: one worker process holds many connections (the bench spreads N over a few workers, as
 * the clients share the machine's 2 cores with the server). Kinds (argv[2]):
 * - `hub`: raw `ws` sockets speaking the Centrifuge JSON protocol (connect with a token, subscribe, answer the
 *   server's pings), as apps/server/src/realtime/raw-client.ts does; every frame is parsed like a client would;
 * - `socketio`: socket.io-client over WebSocket, joining the room.
 * With `BENCH_RT_DELTA=1` the hub clients subscribe with `delta: "fossil"` and rebuild each payload from the
 * one before, as centrifuge-js does. On each publication: latency = now - data.t into a histogram, and the bytes
 * of the frames received. IPC: `connect {url, count, token?}`,
 * `reset`, `report` (received, first and last receive time, histogram), `close`.
 */
import { applyDelta } from 'fossil-delta';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { Histogram } from '../lib/stats.js';
import { serveCommands } from './ipc.js';

const kind = process.argv[2];
const CHANNEL = 'public:en';
const now = () => performance.timeOrigin + performance.now();
const DELTA = process.env.BENCH_RT_DELTA === '1';

let hist = new Histogram();
let received = 0;
let firstAt = 0;
let lastAt = 0;
/** Bytes of the frames received (hub clients). */
let bytes = 0;
const sockets: (WebSocket | Socket)[] = [];

function record(t: unknown): void {
  const at = now();
  if (typeof t !== 'number') return;
  hist.record(at - t);
  received++;
  if (firstAt === 0) firstAt = at;
  lastAt = at;
}

function openHub(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    let subscribed = false;
    const timer = setTimeout(() => reject(new Error('connect timed out')), 60_000);
    socket.on('open', () => {
      const subscribe = DELTA ? { channel: CHANNEL, delta: 'fossil' } : { channel: CHANNEL };
      socket.send(
        `${JSON.stringify({ id: 1, connect: { token, name: 'bench' } })}\n${JSON.stringify({ id: 2, subscribe })}`,
      );
    });
    // With delta compression: the bytes of the payload before, which the next delta applies to.
    let previous: Uint8Array | null = null;
    const payloadOf = (pub: { data?: unknown; delta?: boolean }): { t?: unknown } | undefined => {
      if (typeof pub.data !== 'string') return pub.data as { t?: unknown } | undefined;
      const text = Buffer.from(pub.data);
      previous = pub.delta && previous ? applyDelta(previous, new Uint8Array(text)) : text;
      return JSON.parse(Buffer.from(previous).toString()) as { t?: unknown };
    };
    socket.on('message', (raw: Buffer) => {
      bytes += raw.length;
      for (const line of raw.toString().split('\n')) {
        if (line === '{}') {
          socket.send('{}');
          continue;
        }
        const message = JSON.parse(line) as {
          id?: number;
          error?: unknown;
          push?: { pub?: { data?: unknown; delta?: boolean } };
        };
        if (message.push?.pub) record(payloadOf(message.push.pub)?.t);
        else if (message.id === 2 && !subscribed) {
          subscribed = true;
          clearTimeout(timer);
          if (message.error) reject(new Error(`subscribe refused: ${JSON.stringify(message.error)}`));
          else resolve();
        }
      }
    });
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function openSocketIo(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    sockets.push(socket);
    socket.on('pub', (data: { t?: unknown }) => record(data.t));
    socket.on('connect', () => {
      socket.emit('subscribe', CHANNEL, () => resolve());
    });
    socket.on('connect_error', reject);
  });
}

serveCommands({
  connect: async (message) => {
    const url = String(message.url);
    const count = Number(message.count);
    const token = String(message.token ?? '');
    const started = now();
    let failed = 0;
    let next = 0;
    const lane = async () => {
      while (next < count) {
        next++;
        try {
          await (kind === 'hub' ? openHub(url, token) : openSocketIo(url));
        } catch {
          failed++;
        }
      }
    };
    await Promise.all(Array.from({ length: 50 }, lane));
    return { connected: count - failed, failed, ms: now() - started };
  },
  reset: () => {
    hist = new Histogram();
    received = 0;
    firstAt = 0;
    lastAt = 0;
    bytes = 0;
    return {};
  },
  report: () => ({ received, firstAt, lastAt, bytes, hist: hist.sparse() }),
  close: () => {
    for (const s of sockets) {
      if (s instanceof WebSocket) s.terminate();
      else s.disconnect();
    }
    sockets.length = 0;
    return {};
  },
});
