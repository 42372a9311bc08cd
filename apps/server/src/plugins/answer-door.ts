/**
 * The `answer-door` plugin: a GET whose answer the catalogue keeps (catalogue/answer-cache.ts) is answered by the
 * HTTP server's request listener itself, before Fastify makes a request, a reply, a child logger and the route's
 * hooks for it. The cache is keyed by locale and raw URL (`answerKey`), and only a route that validated the query
 * and answered it put an answer under that key, so a hit here is what that route's own `answerFromCache` hook
 * would send: the same bytes and headers (lib/answer-reply.ts, the locale plugin's `localeHeaders`). Every
 * instance drops the answers a change touches as the change commits on any instance (plugins/cache-bus.ts), so
 * the door answers what Fastify would on every instance.
 *
 * It is the one path for such a request in every configuration, and does what the app's hooks do for it: the
 * security headers, `Connection: close` while the instance drains (plugins/lifecycle.ts), the request in the
 * metrics' `http_request_duration_seconds` under its route, and, where requests are logged (level info or
 * lower), a `request completed` line as Fastify writes. Measured on two instances behind nginx
 * (docs/performance.md, DR-api-answer-door): about 5x the requests Fastify's path serves there.
 *
 * Everything else goes on to Fastify as before: other methods, a miss, a request with a session cookie or an
 * Authorization header (the auth hook renews or clears sessions, and personal answers depend on it), and every
 * request once the server is closing (Fastify answers 503).
 *
 * The door is Fastify's one `request` listener wrapped, once the app is ready: a second address that listening on
 * "localhost" binds (Fastify makes that server itself) and `app.inject` reach Fastify directly, with the same
 * answers from the routes' hooks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@sportsbook/contract';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../auth/cookies.js';
import { answerKey } from '../catalogue/cached-answers.js';
import { type AnswerReply, answerReply, varyWith } from '../lib/answer-reply.js';
import { resolveLocale } from '../lib/locale.js';
import { localeHeaders } from './locale.js';

/** Options of the answer-door plugin. */
interface AnswerDoorOptions {
  /** The locale plugin's default locale: the door resolves a request's locale as it does. */
  defaultLocale?: Locale;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

const SESSION_PREFIX = `${SESSION_COOKIE}=`;
/** The log levels at which Fastify logs every request (at info): the door logs those it answers then. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/** The route patterns of the answers the catalogue keeps (routes/api/v2/matches), for the metrics' label. */
const ROUTES: [RegExp, string][] = [
  [/^\/api\/v2\/matches$/, '/api/v2/matches'],
  [/^\/api\/v2\/matches\/[^/]+$/, '/api/v2/matches/:id'],
  [/^\/api\/v2\/matches\/[^/]+\/markets$/, '/api/v2/matches/:id/markets'],
];

/** The route pattern of a URL the door answered (`unmatched` for one no route above names). */
function routeOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? 'unmatched';
}

export default fp<AnswerDoorOptions>(
  async (app, options) => {
    let open = true;
    app.addHook('preClose', () => {
      open = false;
    });

    /** The response headers of each kept 200 reply, with its locale (a 304's are made each time: small, rare). */
    const written = new WeakMap<AnswerReply, { locale: Locale; list: string[] }>();
    const headersOf = (reply: AnswerReply, locale: Locale): string[] => {
      const kept = reply.status === 200 ? written.get(reply) : undefined;
      if (kept?.locale === locale) return kept.list;
      const own = localeHeaders(locale);
      const all: Record<string, string> = {
        ...(reply.body ? app.securityHeaders.json : app.securityHeaders.always),
        ...own,
        vary: varyWith(own.vary, 'Accept-Encoding'),
        ...reply.headers,
      };
      if (reply.body) all['content-length'] = String(reply.body.length);
      const list = Object.entries(all).flat();
      if (reply.status === 200) written.set(reply, { locale, list });
      return list;
    };

    /** Answers `request` from the cache and returns true, or leaves it to Fastify (false). */
    const answered = (request: IncomingMessage, response: ServerResponse): boolean => {
      if (!open || request.method !== 'GET') return false;
      const started = performance.now();
      const headers = request.headers;
      if (headers.cookie?.includes(SESSION_PREFIX) || headers.authorization !== undefined) return false;
      const locale = resolveLocale(headers['accept-language'], options.defaultLocale);
      const answer = app.catalogue.answers.peek(answerKey({ locale, url: request.url ?? '' }));
      if (!answer) return false;
      const reply = answerReply(answer, headers['accept-encoding'], headers['if-none-match']);
      const list = headersOf(reply, locale);
      // While draining, the balancer must stop reusing this connection (plugins/lifecycle.ts).
      response.writeHead(reply.status, app.lifecycle.draining ? [...list, 'connection', 'close'] : list);
      response.end(reply.body);
      const url = request.url ?? '';
      const seconds = (performance.now() - started) / 1000;
      app.metrics.httpDuration.observe(
        { method: 'GET', route: routeOf(url), status_code: String(reply.status) },
        seconds,
      );
      if (LOGS_REQUESTS.has(app.log.level))
        app.log.info(
          { req: { method: 'GET', url }, res: { statusCode: reply.status }, responseTime: seconds * 1000 },
          'request completed',
        );
      return true;
    };

    app.addHook('onReady', () => {
      const server = app.server;
      const listeners = server.listeners('request') as Listener[];
      const [fastify] = listeners;
      if (!fastify || listeners.length !== 1) {
        app.log.warn(
          { listeners: listeners.length },
          'answer door: not one request listener, door left shut',
        );
        return;
      }
      server.removeListener('request', fastify);
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        let done: boolean;
        try {
          done = answered(request, response);
        } catch (error) {
          // Nothing is lost: unless the answer had started, Fastify answers the request (or reports the error).
          app.log.error({ err: error }, 'answer door failed');
          done = response.headersSent;
          if (done) response.destroy();
        }
        if (!done) fastify.call(server, request, response);
      });
    });
  },
  { name: 'answer-door', dependencies: ['locale', 'catalogue', 'security-headers', 'lifecycle', 'metrics'] },
);
