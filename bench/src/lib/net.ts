/** Ports and readiness: free loopback ports, waiting for an HTTP answer. */
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers below 500, up to `timeoutMs`; rejects with `what` in the message otherwise.
 * `alive` (optional) stops the wait early when the process meant to answer has died.
 */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  what = url,
  alive: () => boolean = () => true,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (!alive()) throw new Error(`${what} exited before answering ${url}`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status < 500) return Date.now() - started;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
    await sleep(250);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
