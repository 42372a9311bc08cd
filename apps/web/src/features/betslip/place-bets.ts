/**
 * POST /api/v3/bets with an `Idempotency-Key`. A new key per attempt to place; the very same attempt (same body)
 * retried after a network failure keeps its key, so a request that did reach the server is not booked twice.
 * The server answers a retry with the original's answer once that is decided, and 409 `idempotency_in_progress`
 * (with Retry-After) while the original is still being decided: the slip then waits and asks again with the same
 * key, so what it shows is what the server decided, never a second decision.
 *
 * This call uses fetch rather than apiFetch on purpose: a refused place answers 422 with the body the domain's
 * mapPlaceError reads (numeric code, `errors_by_bet`, `localized_message`, `details`), and ApiError keeps only
 * `{code, message, field}`. Headers are the ones apiFetch sends (locale, CSRF token).
 */
import type { PlaceBetsRequest, PlacedBet, PlaceErrorResponse } from '@sportsbook/domain';
import { acceptLanguageOf, apiUrl, sessionHeaders } from '@/lib/api';

/** What came of one POST /bets. `status` null with `network` true: no answer at all. */
export type PlaceOutcome =
  | { ok: true; placed: PlacedBet[] }
  | {
      ok: false;
      status: number | null;
      body: PlaceErrorResponse | null;
      network: boolean;
      /** The attempt is still being decided by the server (409 idempotency_in_progress): ask again later. */
      inProgress?: { retryAfterMs: number };
    };

/** The server's code for "the original request with this key is still being decided". */
const IN_PROGRESS_CODE = 'idempotency_in_progress';
/** How long one wait for an undecided attempt may last, whatever Retry-After says. */
const MAX_IN_PROGRESS_WAIT_MS = 5_000;
/** How many times an undecided attempt is asked again before the slip says it is still being processed. */
const MAX_IN_PROGRESS_ASKS = 6;
/** The slip's words for an attempt still undecided after every ask (a key of the betslip messages). */
export const STILL_PROCESSING_MESSAGE = 'error.place_bets.still_processing';

/** Retry-After (seconds, or an HTTP date) as a wait in ms, kept within 0.25-5 s. */
function retryAfterMs(header: string | null, now = Date.now()): number {
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : header ? Date.parse(header) - now : Number.NaN;
  return Math.min(MAX_IN_PROGRESS_WAIT_MS, Math.max(250, Number.isFinite(ms) ? ms : 1000));
}

/** The header the server reads the key from. */
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID: time and randomness still make a collision across one player's tries moot.
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The keys of one placing flow (the slip, the quick bet). `keyFor(body)` gives the key of an attempt: the last
 * key again only when the last attempt had exactly this body and never got an answer.
 */
export class PlaceAttempts {
  private last: { body: string; key: string; unanswered: boolean } | null = null;

  constructor(private readonly makeKey: () => string = newKey) {}

  keyFor(body: string): string {
    if (this.last?.body === body && this.last.unanswered) return this.last.key;
    this.last = { body, key: this.makeKey(), unanswered: false };
    return this.last.key;
  }

  /** Records how the attempt with `key` ended: answered (any HTTP status) or not. */
  settle(key: string, answered: boolean): void {
    if (this.last?.key === key) this.last = { ...this.last, unanswered: !answered };
  }
}

function asErrorBody(value: unknown): PlaceErrorResponse | null {
  if (typeof value !== 'object' || value === null) return null;
  return value as PlaceErrorResponse;
}

/** Sends one attempt; never throws (every failure is a PlaceOutcome). */
async function postPlaceBets(
  request: PlaceBetsRequest,
  options: { locale: string; key: string; signal?: AbortSignal },
): Promise<PlaceOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageOf(options.locale),
    'Content-Type': 'application/json',
    [IDEMPOTENCY_HEADER]: options.key,
    ...sessionHeaders('POST'),
  };
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/v3/bets'), {
      method: 'POST',
      headers,
      body: JSON.stringify(request),
      credentials: 'include',
      signal: options.signal,
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: null, body: null, network: true };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An empty or non-JSON answer (a proxy's error page): the status alone says what happened.
  }
  if (response.ok && Array.isArray(body)) return { ok: true, placed: body as PlacedBet[] };
  const error = response.ok ? null : asErrorBody(body);
  if (response.status === 409 && (error as { code?: unknown } | null)?.code === IN_PROGRESS_CODE)
    return {
      ok: false,
      status: 409,
      body: error,
      network: false,
      inProgress: { retryAfterMs: retryAfterMs(response.headers.get('Retry-After')) },
    };
  return { ok: false, status: response.status, body: error, network: false };
}

/** How long to wait before the one automatic retry of an attempt that got no answer. */
const NETWORK_RETRY_DELAY_MS = 800;

/**
 * Places `request` and returns what the server decided. One attempt; when it gets no answer, one more with the
 * same key after a short pause; while the server says the attempt is still being decided, the same key again
 * after its Retry-After (a few times). The key stays reserved for this body when no decision came, so pressing
 * "place" again repeats the same attempt instead of placing a second bet.
 */
export async function placeWithRetry(
  attempts: PlaceAttempts,
  request: PlaceBetsRequest,
  locale: string,
  retryDelayMs = NETWORK_RETRY_DELAY_MS,
): Promise<PlaceOutcome> {
  const key = attempts.keyFor(JSON.stringify(request));
  let outcome = await postPlaceBets(request, { locale, key });
  if (!outcome.ok && outcome.network) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    outcome = await postPlaceBets(request, { locale, key });
  }
  for (let asks = 0; asks < MAX_IN_PROGRESS_ASKS && !outcome.ok && outcome.inProgress; asks++) {
    const wait = outcome.inProgress.retryAfterMs;
    await new Promise((resolve) => setTimeout(resolve, wait));
    outcome = await postPlaceBets(request, { locale, key });
  }
  const decided = outcome.ok || (!outcome.network && !outcome.inProgress);
  attempts.settle(key, decided);
  if (!outcome.ok && outcome.inProgress)
    return { ...outcome, body: { ...outcome.body, localized_message: STILL_PROCESSING_MESSAGE } };
  return outcome;
}
