/**
 * Sends a cached catalogue answer (catalogue/cached-answers.ts): its bytes as JSON with its ETag, or 304 Not
 * Modified when the request's If-None-Match names that tag. The bytes go out as they are: Fastify serializes
 * nothing sent as a Buffer. `answerFromCache` is the onRequest hook of a cached GET route: a request whose
 * locale and raw URL have a fresh answer gets it before its query is validated again (it was, the first time).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from '../../../catalogue/answer-cache.js';
import { answerKey } from '../../../catalogue/cached-answers.js';

export { answerKey };

/** True when an If-None-Match header value names `etag` (weak comparison, as RFC 9110 says for GET). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Replies with `answer`. */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('etag', answer.etag);
  if (namesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
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
