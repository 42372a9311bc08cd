/**
 * POST /api/v3/bets with an `Idempotency-Key`. A new key per attempt to place; the very same attempt (same body)
 * retried after a network failure keeps its key, so a request that did reach the server is not booked twice.
 *
 * This call uses fetch rather than apiFetch on purpose: a refused place answers 422 with the body the domain's
 * mapPlaceError reads (numeric code, `errors_by_bet`, `localized_message`, `details`), and ApiError keeps only
 * `{code, message, field}`. Headers are the ones apiFetch sends (locale, CSRF token).
 */
import type { PlaceBetsRequest, PlacedBet, PlaceErrorResponse } from '@sportsbook/domain';
import { acceptLanguageOf, apiUrl, CSRF_HEADER, readCsrfToken } from '@/lib/api';

/** What came of one POST /bets. `status` null with `network` true: no answer at all. */
export type PlaceOutcome =
  | { ok: true; placed: PlacedBet[] }
  | { ok: false; status: number | null; body: PlaceErrorResponse | null; network: boolean };

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
  };
  const csrf = readCsrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
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
  return { ok: false, status: response.status, body: response.ok ? null : asErrorBody(body), network: false };
}

/** How long to wait before the one automatic retry of an attempt that got no answer. */
const NETWORK_RETRY_DELAY_MS = 800;

/**
 * Places `request`: one attempt, and when it gets no answer one more with the same key after a short pause. The
 * key stays reserved for this body when both fail, so pressing "place" again repeats the same attempt.
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
  attempts.settle(key, outcome.ok || !outcome.network);
  return outcome;
}
