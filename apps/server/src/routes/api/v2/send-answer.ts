/**
 * Sends a cached catalogue answer (catalogue/cached-answers.ts): its bytes as JSON with its ETag, brotli- or
 * gzip-compressed for a client that accepts it, or 304 Not Modified when the request's If-None-Match names that
 * tag. The bytes go out as they are: Fastify serializes nothing sent as a Buffer. `answerFromCache` is the
 * onRequest hook of a cached GET route: a request whose locale and raw URL have a fresh answer gets it before
 * its query is validated again (it was, the first time).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../../../catalogue/answer-cache.js';
import { answerKey } from '../../../catalogue/cached-answers.js';
import { answerReply, varyWith } from '../../../lib/answer-reply.js';

export { answerKey };

/** Replies with `answer` as {@link answerReply} says. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const { status, headers, body } = answerReply(
    answer,
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
  );
  reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
  return reply.code(status).headers(headers).send(body);
}

/**
 * The onRequest hook of a cached GET route (after the app's own: locale, session). `personal` names the requests
 * whose answer depends on who asks: they skip the cache and go to the route.
 */
export function answerFromCache(app: FastifyInstance, personal?: (request: FastifyRequest) => boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (personal?.(request)) return;
    const answer = app.catalogue.answers.peek(answerKey(request));
    if (answer) return sendAnswer(request, reply, answer);
  };
}
