/**
 * SIGTERM's sequence (`shutDown`): while draining, /readyz answers 503 draining and every answer asks the proxy
 * to close its connection, while requests are still served; then the app closes, letting a request in flight
 * finish, and realtime sockets are told to reconnect (3001).
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../../src/app.js';
import { shutDown } from '../../src/plugins/lifecycle.js';
import { testConfig } from '../helpers/app.js';
import { openTestDatabase } from '../helpers/database.js';

describe('shutDown', () => {
  it('drains, then closes, finishing what is in flight and sending sockets elsewhere', async () => {
    const { database, cleanup } = await openTestDatabase();
    const app = await buildApp(testConfig(), { database });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A request that is in flight when the signal comes.
    app.get('/slow-test-route', async () => {
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const socket = new WebSocket(`${base.replace('http', 'ws')}/connection/websocket`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send(JSON.stringify({ id: 1, connect: {} }));

    const inFlight = fetch(`${base}/slow-test-route`).then((r) => r.json());
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const closing = shutDown(app, { delayMs: 2000, timeoutMs: 20_000 });
    const draining = await fetch(`${base}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: 'draining' });
    expect(draining.headers.get('connection')).toBe('close');
    const served = await fetch(`${base}/healthz`);
    expect(served.status).toBe(200);

    release();
    expect(await inFlight).toEqual({ done: true });
    expect(await closing).toBe(true);
    expect(await socketClosed).toBe(3001);
    await cleanup();
  });
});
