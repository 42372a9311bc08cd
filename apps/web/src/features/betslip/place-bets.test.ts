import type { PlaceBetsRequest } from '@sportsbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaceAttempts, placeWithRetry, STILL_PROCESSING_MESSAGE } from './place-bets';

const request = {
  meta: { device_id: 'd', quick: false, type: 'single' },
  bets: [],
} as unknown as PlaceBetsRequest;
const placed = [{ betId: 'b1', ref: 'B1REF', status: 'submitted', isVip: false, selections: [] }];

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const inProgress = () =>
  answer(409, { code: 'idempotency_in_progress', message: 'still deciding' }, { 'Retry-After': '0' });

/** Answers the calls in order; records each call's Idempotency-Key. */
function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const keys: string[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key'] ?? '');
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, keys };
}

afterEach(() => vi.useRealTimers());

describe('placeWithRetry', () => {
  it('asks again with the same key while the server is still deciding, and shows what it decided', async () => {
    const { keys } = stubFetch(inProgress, inProgress, () => answer(200, placed));
    const outcome = await placeWithRetry(new PlaceAttempts(), request, 'en', 0);
    expect(outcome).toEqual({ ok: true, placed });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("shows the original's refusal when that is what the server decided", async () => {
    const refusal = { code: 104, message: 'insufficient funds' };
    stubFetch(inProgress, () => answer(422, refusal));
    const outcome = await placeWithRetry(new PlaceAttempts(), request, 'en', 0);
    expect(outcome).toMatchObject({ ok: false, status: 422, body: refusal, network: false });
  });

  it('says the bet is still being processed after a few asks, and keeps the key for the same bet', async () => {
    const { fetch, keys } = stubFetch(...Array.from({ length: 7 }, () => inProgress));
    const attempts = new PlaceAttempts();
    const outcome = await placeWithRetry(attempts, request, 'en', 0);
    expect(fetch).toHaveBeenCalledTimes(7);
    expect(outcome).toMatchObject({
      ok: false,
      status: 409,
      body: { localized_message: STILL_PROCESSING_MESSAGE },
    });
    // Pressing place again repeats the same attempt: no second bet can come of it.
    expect(attempts.keyFor(JSON.stringify(request))).toBe(keys[0]);
  });

  it('waits as long as Retry-After says, within bounds', async () => {
    vi.useFakeTimers();
    const { fetch } = stubFetch(
      () => answer(409, { code: 'idempotency_in_progress' }, { 'Retry-After': '2' }),
      () => answer(200, placed),
    );
    const placing = placeWithRetry(new PlaceAttempts(), request, 'en', 0);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await placing).toEqual({ ok: true, placed });
  });

  it('retries a request that got no answer once, with the same key', async () => {
    const { keys } = stubFetch(
      () => Promise.reject(new TypeError('network')),
      () => answer(200, placed),
    );
    expect(await placeWithRetry(new PlaceAttempts(), request, 'en', 0)).toEqual({ ok: true, placed });
    expect(keys[0]).toBe(keys[1]);
  });
});
