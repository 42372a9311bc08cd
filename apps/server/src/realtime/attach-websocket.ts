import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Hub } from './hub.js';

/** Centrifugo's path, kept so a real Centrifugo can replace the hub behind the same URL. */
export const WEBSOCKET_PATH = '/connection/websocket';

/** Largest inbound message; Centrifugo's default. `ws` closes with 1009 above it, which the client treats as final. */
export const MAX_FRAME_BYTES = 65_536;

/**
 * Serves WebSocket upgrades on one path of the Fastify server and hands each socket to the hub. Upgrades on
 * other paths are refused with 404, unless another listener on the server is there to answer them.
 * Answers a function that detaches and closes the WebSocket server.
 */
export function attachWebSocket(
  server: Server,
  hub: Hub,
  options: { path?: string; maxFrameBytes?: number } = {},
): () => Promise<void> {
  const path = options.path ?? WEBSOCKET_PATH;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxFrameBytes ?? MAX_FRAME_BYTES,
    // Compression costs CPU per socket and Centrifugo leaves it off by default too. Required off: the hub writes
    // its frames, pre-built once per publication, to the upgraded socket itself (outbox.ts).
    perMessageDeflate: false,
    // JSON only: a client asking for `centrifuge-protobuf` must not be told it got it.
    handleProtocols: () => false,
  });
  wss.on('error', () => {});
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const pathname = (request.url ?? '').split('?')[0];
    if (pathname !== path) {
      if (server.listenerCount('upgrade') > 1) return;
      socket.on('error', () => socket.destroy());
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => hub.accept(ws, socket));
  };
  server.on('upgrade', onUpgrade);
  return () =>
    new Promise<void>((resolve) => {
      server.off('upgrade', onUpgrade);
      wss.close(() => resolve());
    });
}
