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
import { encodedBody, preferredCoding } from '../../../lib/content-coding.js';

export { answerKey };

/** True when an If-None-Match header value names `etag` (weak comparison, as RFC 9110 says for GET). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Replies with `answer`: compressed in the coding the request accepts (lib/content-coding.ts), when that makes
 * it smaller. A compressed answer's ETag is the weak form of the answer's (W/"..."): the same content, in
 * another coding, so a conditional request from either form is answered 304 while the answer holds.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const coding = preferredCoding(request.headers['accept-encoding']);
  const encoded = coding ? encodedBody(answer.body, coding) : null;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('etag', encoded ? `W/${answer.etag}` : answer.etag);
  if (namesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!encoded || !coding) return reply.send(answer.body);
  return reply.header('content-encoding', coding).send(encoded);
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
