/**
 * The `lifecycle` plugin: `app.lifecycle`, whether this instance is draining (SIGTERM received, server.ts). While
 * draining, /readyz answers 503 so the balancer stops sending new requests, and every answer carries
 * `Connection: close`, so a proxy that keeps connections to this instance (nginx's upstream keepalive) opens its
 * next one elsewhere instead of sending it here after the listener closed.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The instance's place in its life. */
interface Lifecycle {
  /** True once draining started; never false again. */
  readonly draining: boolean;
  startDraining(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      startDraining() {
        draining = true;
      },
    } satisfies Lifecycle);
    app.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'lifecycle' },
);

/**
 * SIGTERM's sequence (server.ts): drain (readiness fails, answers close their connections) for `delayMs` so the
 * balancer stops sending here, then close the app: realtime sockets are closed with 3001 (the client reconnects,
 * through the balancer to another instance, and recovers its streams from the shared history), the feed stops
 * ticking (another instance takes the lead), live-delay timers stop (another instance's sweep decides those bets),
 * the listener stops accepting and the requests in flight finish. Resolves true when all that ended within
 * `timeoutMs`, false when it did not (the caller exits anyway: what was acknowledged is committed).
 */
export async function shutDown(
  app: FastifyInstance,
  options: { delayMs: number; timeoutMs: number },
): Promise<boolean> {
  app.lifecycle.startDraining();
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), options.timeoutMs);
  });
  const closed = app.close().then(() => true);
  try {
    return await Promise.race([closed, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
