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
import { type Coding, encodedBody, preferredCoding } from '../../../lib/content-coding.js';

export { answerKey };

/** True when an If-None-Match header value names `etag` (weak comparison, as RFC 9110 says for GET). */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** What a cached answer is sent as: its status, the headers it adds, and its bytes (none for 304). */
export interface AnswerReply {
  readonly status: 200 | 304;
  readonly headers: Readonly<{ etag: string } & Record<string, string>>;
  readonly body?: Buffer;
}

/** An answer's 200 replies, made once per coding (null: as it is): a kept answer is sent many times. */
const replies = new WeakMap<CachedAnswer, Map<Coding | null, AnswerReply>>();

function replyIn(answer: CachedAnswer, coding: Coding | null): AnswerReply {
  const encoded = coding ? encodedBody(answer.body, coding) : null;
  const type = 'application/json; charset=utf-8';
  const headers: AnswerReply['headers'] =
    encoded && coding
      ? { etag: `W/${answer.etag}`, 'content-type': type, 'content-encoding': coding }
      : { etag: answer.etag, 'content-type': type };
  return Object.freeze({ status: 200, headers: Object.freeze(headers), body: encoded ?? answer.body });
}

/**
 * How `answer` goes to a request with these Accept-Encoding and If-None-Match headers: compressed in the coding
 * the request accepts (lib/content-coding.ts), when that makes it smaller, or 304 when If-None-Match names its
 * tag. A compressed answer's ETag is the weak form of the answer's (W/"..."): the same content, in another
 * coding, so a conditional request from either form is answered 304 while the answer holds. The answer also
 * varies with Accept-Encoding (`Vary`, added to what the reply already varies with).
 */
export function answerReply(
  answer: CachedAnswer,
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | undefined,
): AnswerReply {
  const coding = preferredCoding(acceptEncoding);
  let kept = replies.get(answer);
  if (!kept) {
    kept = new Map();
    replies.set(answer, kept);
  }
  let reply = kept.get(coding);
  if (!reply) {
    reply = replyIn(answer, coding);
    kept.set(coding, reply);
  }
  if (!namesEtag(ifNoneMatch, answer.etag)) return reply;
  return { status: 304, headers: { etag: reply.headers.etag } };
}

/** A Vary header value with `name` added to `vary` (the value the reply has so far, if any). */
export const varyWith = (vary: unknown, name: string) => (vary ? `${String(vary)}, ${name}` : name);

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
