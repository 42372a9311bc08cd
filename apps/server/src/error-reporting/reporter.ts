/**
 * Reports the server's 5xx answers to the error reporter (@sentry/node), only when a DSN is configured: the SDK is
 * not even loaded otherwise. What leaves: the error, the route, method and path, the player's id; never a body, a
 * cookie, a header, a query string or anything else personal.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

export interface ErrorReporter {
  readonly enabled: boolean;
  /** Reports an error a request ended with (a 5xx answer). */
  report(error: unknown, request: FastifyRequest): void;
  /** Sends what is queued (on close). */
  flush(timeoutMs: number): Promise<void>;
}

const OFF: ErrorReporter = { enabled: false, report: () => {}, flush: async () => {} };

/** The event without personal data: the user as its id, no request details but the method and path. */
export function withoutPersonalData<
  E extends { user?: { id?: unknown }; request?: { method?: string; url?: string } },
>(event: E): E {
  const id = event.user?.id;
  const request = event.request;
  return {
    ...event,
    user: id === undefined ? undefined : { id },
    request: request ? { method: request.method, url: request.url?.split('?')[0] } : undefined,
  };
}

export async function createErrorReporter(config: Config['errorReporting']): Promise<ErrorReporter> {
  if (!config) return OFF;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    // Only what we report: no automatic instrumentation of the process, its HTTP server or its uncaught errors.
    defaultIntegrations: false,
    tracesSampleRate: 0,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
    },
    beforeSend: (event) => withoutPersonalData(event),
  });
  return {
    enabled: true,
    report(error, request) {
      Sentry.withScope((scope) => {
        scope.setTag('route', request.routeOptions.url ?? 'unknown');
        scope.setContext('answer', {
          method: request.method,
          path: request.url.split('?')[0],
          request_id: request.id,
        });
        const playerId = (request as { player?: { id?: string } | null }).player?.id;
        if (playerId) scope.setUser({ id: playerId });
        Sentry.captureException(error);
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
