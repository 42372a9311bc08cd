/**
 * How a kept answer (its JSON bytes and entity tag) goes to a request, whatever sends it: the route's cache hook
 * (routes/api/v2/send-answer.ts) or the server's own request listener (plugins/answer-door.ts). Both send what
 * `answerReply` says, so the two cannot drift apart.
 */
import { type Coding, encodedBody, preferredCoding } from './content-coding.js';

/** A serialized answer: the bytes and their entity tag (catalogue/answer-cache.ts' `CachedAnswer`). */
export interface TaggedAnswer {
  readonly body: Buffer;
  readonly etag: string;
}

/** True when an If-None-Match header value names `etag` (weak comparison, as RFC 9110 says for GET). */
function namesEtag(header: string | undefined, etag: string): boolean {
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

/**
 * An answer's 200 replies, made once per coding (null: as it is) and kept while its body lives, like the body's
 * compressed forms (lib/content-coding.ts): a kept answer is sent many times.
 */
const replies = new WeakMap<Buffer, Map<Coding | null, AnswerReply>>();

function replyIn(answer: TaggedAnswer, coding: Coding | null): AnswerReply {
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
  answer: TaggedAnswer,
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | undefined,
): AnswerReply {
  const coding = preferredCoding(acceptEncoding);
  let kept = replies.get(answer.body);
  if (!kept) {
    kept = new Map();
    replies.set(answer.body, kept);
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
