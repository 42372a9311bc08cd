/**
 * Idempotent money-moving POSTs, with the semantics of payment APIs: the key (scoped to the player and the call)
 * is claimed in the database before any work, with the request's fingerprint; a retry while the first attempt
 * runs waits for it (bounded, then 409 idempotency_in_progress with Retry-After); once the first attempt is
 * decided every retry gets exactly its answer, refusals included; the same key with another body is 422
 * idempotency_key_reused. An attempt that fails without a decision (a 5xx) releases the key. See README.md.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client.js';
import { ApiError } from '../lib/api-error.js';
import {
  type Claim,
  claimKey,
  type KeyRef,
  type KeyState,
  purgeExpiredKeys,
  readKey,
  releaseKey,
  requestHash,
  type StoredAnswer,
  storeAnswer,
} from './keys.js';

export type { Claim, KeyRef, StoredAnswer };
export { requestHash, storeAnswer };

/** How long a decided answer is kept for retries: a day, as long as any client retries one request. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/**
 * How long a claim holds without an answer before another attempt may take the key over (IDEMPOTENCY_LEASE_MS):
 * the longest a retry waits on an attempt whose instance died. Far above any request's time (a placement is
 * milliseconds); an attempt past it cannot store or book anything (keys.ts), so a shorter lease never doubles a
 * movement, it only makes a slower attempt give way to its retry.
 */
export const IDEMPOTENCY_LEASE_MS = 10_000;
/** How long a retry waits for the attempt in flight before answering 409 idempotency_in_progress. */
export const IDEMPOTENCY_WAIT_MS = 5_000;

export interface IdempotencyOptions {
  /** IDEMPOTENCY_WAIT_MS by default. */
  waitMs?: number;
  /** IDEMPOTENCY_LEASE_MS by default. */
  leaseMs?: number;
}

/** What an attempt's work answers: the answer (already stored with the work by the work itself) and its value. */
export interface Done<T> {
  answer: StoredAnswer;
  value: T;
}

/** The outcome of an idempotent call: the answer to send, and the work's value when this attempt did the work. */
export interface Outcome<T> {
  answer: StoredAnswer;
  /** Undefined for a replayed answer and for a refusal. */
  done?: T;
}

/** Creates the service for `db`; `app.idempotency` (plugins/idempotency.ts). */
export function createIdempotency(db: Db, options: IdempotencyOptions = {}) {
  /** Attempts running in this process, so a retry here waits on a promise instead of polling the database. */
  const running = new Map<string, Promise<void>>();
  const keyOf = (k: KeyRef) => `${k.userId}\u0000${k.scope}\u0000${k.key}`;

  const service = {
    /** How long a retry waits for the attempt in flight (tests shorten it to see the 409). */
    waitMs: options.waitMs ?? IDEMPOTENCY_WAIT_MS,
    /** How long an unanswered claim holds before a retry takes the key over. */
    leaseMs: options.leaseMs ?? IDEMPOTENCY_LEASE_MS,

    /**
     * Test seam: runs after the claim, before the work. A test replaces it with a promise it resolves later,
     * holding the first attempt in flight while it sends the retries.
     */
    beforeWork: async (_claim: Claim): Promise<void> => {},

    /**
     * Runs `work` once per key: `work` gets the claim and must store its answer with {@link storeAnswer} in the
     * transaction that moves the money (or in the same statement). A refusal it throws is stored as the answer
     * when `refusal` maps it to one (an ApiError of status 4xx is by default); any other failure releases the key.
     */
    async run<T>(
      ref: KeyRef,
      body: unknown,
      work: (claim: Claim) => Promise<Done<T>>,
      refusal: (error: unknown) => StoredAnswer | null = apiRefusal,
    ): Promise<Outcome<T>> {
      const claim: Claim = { ...ref, hash: requestHash(body), owner: randomUUID() };
      const { waitMs, leaseMs } = service;
      const deadline = Date.now() + waitMs;
      for (let pause = 10; ; pause = Math.min(pause * 2, 250)) {
        const state: KeyState = (await claimKey(db, claim, IDEMPOTENCY_TTL_MS, leaseMs))
          ? { state: 'claimed' }
          : await readKey(db, claim, claim.owner);
        if (state.state === 'claimed') break;
        if (state.state !== 'gone' && state.hash !== claim.hash)
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'this Idempotency-Key was used with another request',
          );
        if (state.state === 'decided') return { answer: state.answer };
        const left = deadline - Date.now();
        if (left <= 0) {
          const seconds = String(Math.max(1, Math.ceil(waitMs / 1000)));
          throw new ApiError(
            409,
            'idempotency_in_progress',
            'a request with this Idempotency-Key is still running',
            undefined,
            { 'retry-after': seconds },
          );
        }
        // Gone: the attempt released the key; claim it again at once. Running: wait for it.
        if (state.state === 'running') await waitFor(running.get(keyOf(claim)), Math.min(pause, left), left);
      }

      let finish = () => {};
      running.set(
        keyOf(claim),
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
      );
      try {
        await service.beforeWork(claim);
        const done = await work(claim);
        return { answer: done.answer, done: done.value };
      } catch (error) {
        const refused = refusal(error);
        if (!refused) {
          await releaseKey(db, claim);
          throw error;
        }
        await storeAnswer(db, claim, refused);
        return { answer: refused };
      } finally {
        running.delete(keyOf(claim));
        finish();
      }
    },

    /**
     * {@link run} for a call whose Idempotency-Key is optional (the payments, cashout): without a key, `work` runs
     * once for this request alone, and its refusal is answered the same way but kept nowhere.
     */
    async runOptional<T>(
      ref: Omit<KeyRef, 'key'> & { key: string | undefined },
      body: unknown,
      work: (claim: Claim | undefined) => Promise<Done<T>>,
      refusal: (error: unknown) => StoredAnswer | null = apiRefusal,
    ): Promise<Outcome<T>> {
      const { key } = ref;
      if (key !== undefined) return service.run({ ...ref, key }, body, work, refusal);
      try {
        const done = await work(undefined);
        return { answer: done.answer, done: done.value };
      } catch (error) {
        const refused = refusal(error);
        if (!refused) throw error;
        return { answer: refused };
      }
    },

    /** Deletes expired keys (at start). */
    purge: () => purgeExpiredKeys(db),
  };
  return service;
}

/** See {@link createIdempotency}. */
export type Idempotency = ReturnType<typeof createIdempotency>;

/** The default refusal: an ApiError of status 4xx, answered with the error body. */
export function apiRefusal(error: unknown): StoredAnswer | null {
  if (!(error instanceof ApiError) || error.statusCode >= 500) return null;
  const body: Record<string, string> = { code: error.code, message: error.message };
  if (error.field) body.field = error.field;
  return { status: error.statusCode, body };
}

/**
 * Waits for the attempt of this process (`local`, bounded by `max` ms) or, when it runs in another process,
 * `poll` ms before the database is read again.
 */
async function waitFor(local: Promise<void> | undefined, poll: number, max: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, local ? max : poll);
  });
  await Promise.race(local ? [local, timeout] : [timeout]);
  clearTimeout(timer);
}

/**
 * Sends a stored answer. The route's own schemas serialise it, as they did the first time; the reply is taken
 * untyped because the answer's status is known only at run time.
 */
export function sendAnswer(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return reply.code(answer.status).send(answer.body);
}
