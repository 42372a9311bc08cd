import { UnauthorizedError } from 'centrifuge';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHook } from '../api/client';
import { connectDataOf, deltaWanted, fetchSubscriptionToken, fetchToken } from './centrifuge-client';
import { isPrivateChannel } from './runtime';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => setUnauthorizedHook(null));

describe('private channel tokens', () => {
  it('knows private channels by their $ prefix', () => {
    expect(isPrivateChannel('$user:7')).toBe(true);
    expect(isPrivateChannel('public:en')).toBe(false);
    expect(isPrivateChannel('match:42')).toBe(false);
  });

  it('asks POST /websocket/authorize for the channel and answers its token', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json({ channels: [{ channel: '$user:7', token: 'sub.jwt' }] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSubscriptionToken({ channel: '$user:7' })).resolves.toBe('sub.jwt');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/websocket/authorize');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ channels: ['$user:7'] });
  });

  it('ends the subscription as unauthorized on 401 or 403, and lets other failures retry', async () => {
    const hook = vi.fn();
    setUnauthorizedHook(hook);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'unauthorized' }, 401)),
    );
    await expect(fetchSubscriptionToken({ channel: '$user:7' })).rejects.toBeInstanceOf(UnauthorizedError);
    // A signed-in player whose session ended must learn it: the 401 hook runs.
    expect(hook).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'forbidden' }, 403)),
    );
    await expect(fetchSubscriptionToken({ channel: '$user:8' })).rejects.toBeInstanceOf(UnauthorizedError);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'internal_error', message: 'x' }, 503)),
    );
    const error = await fetchSubscriptionToken({ channel: '$user:7' }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UnauthorizedError);
  });
});

describe('delta compression', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it("asks for it as GET /settings' realtime_delta_compression flag says", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json({ feature_flags: { realtime_delta_compression: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'es';
    await expect(deltaWanted()).resolves.toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v2\/settings$/);

    vi.stubGlobal('fetch', async () => json({ feature_flags: { realtime_delta_compression: false } }));
    document.documentElement.lang = 'ko';
    await expect(deltaWanted()).resolves.toBe(false);
  });

  it('asks for none when the settings cannot be read', async () => {
    vi.stubGlobal('fetch', async () => json({ code: 'internal_error', message: 'x' }, 503));
    document.documentElement.lang = 'ja';
    await expect(deltaWanted()).resolves.toBe(false);
  });
});

describe("the feed's clock without the hub's connect data", () => {
  it('takes the clock the connection token came with, run forward to the connect, where the connect has none', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json({ token: 'conn.jwt', feed_clock: { feed_time: 5_000_000, feed_rate: 5 } })),
      );
      await expect(fetchToken()).resolves.toBe('conn.jwt');
      vi.setSystemTime(1_002_000);
      // Centrifugo's connect result carries no data: 2 s later at 5x, the feed is 10 s on.
      expect(connectDataOf(undefined)).toEqual({ feed_time: 5_010_000, feed_rate: 5 });
      // The hub's own connect data wins.
      const told = { feed_time: 9_000_000, feed_rate: 1 };
      expect(connectDataOf(told)).toBe(told);
    } finally {
      vi.useRealTimers();
    }
  });
});
