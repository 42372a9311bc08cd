/**
 * The `answer-door` plugin: a GET whose answer the catalogue keeps (catalogue/answer-cache.ts) is answered by the
 * HTTP server's request listener itself, before Fastify makes a request, a reply, a child logger and the route's
 * hooks for it. The cache is keyed by locale and raw URL (`answerKey`), and only a route that validated the query
 * and answered it put an answer under that key, so a hit here is what that route's own `answerFromCache` hook
 * would send: the same bytes and headers (lib/answer-reply.ts, the locale plugin's `localeHeaders`).
 *
 * Everything else goes on to Fastify as before: other methods, a miss, a request with a session cookie or an
 * Authorization header (the auth hook renews or clears sessions, and personal answers depend on it), and every
 * request while request logging is on (level info or lower: Fastify logs each request) or once the server is
 * closing (Fastify answers 503).
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
/** The log levels at which Fastify logs every request (at info). */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

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
      if (!open || request.method !== 'GET' || LOGS_REQUESTS.has(app.log.level)) return false;
      const headers = request.headers;
      if (headers.cookie?.includes(SESSION_PREFIX) || headers.authorization !== undefined) return false;
      const locale = resolveLocale(headers['accept-language'], options.defaultLocale);
      const answer = app.catalogue.answers.peek(answerKey({ locale, url: request.url ?? '' }));
      if (!answer) return false;
      const reply = answerReply(answer, headers['accept-encoding'], headers['if-none-match']);
      response.writeHead(reply.status, headersOf(reply, locale));
      response.end(reply.body);
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
  { name: 'answer-door', dependencies: ['locale', 'catalogue', 'security-headers'] },
);
