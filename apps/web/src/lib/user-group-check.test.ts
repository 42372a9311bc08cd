import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiStatusesOf, type StatusesOf, userGroupAnswer } from './user-group-check';

const ON = { checker: { enabled: true, status: 'vip' }, frontendOrigin: 'https://casino.example' };
const page = (headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost:3000/es/sports/live?x=1', { headers });
const signedIn = { cookie: 'sb_session=token-1; other=2' };
const never: StatusesOf = async () => {
  throw new Error('the API must not be asked');
};

afterEach(() => vi.unstubAllGlobals());

describe('userGroupAnswer', () => {
  it('lets everyone through, asking nothing, when the checker is off or has nowhere to send', async () => {
    expect(await userGroupAnswer(page(), { ...ON, checker: null }, never)).toBeNull();
    expect(
      await userGroupAnswer(page(), { ...ON, checker: { enabled: false, status: 'vip' } }, never),
    ).toBeNull();
    expect(await userGroupAnswer(page(), { ...ON, frontendOrigin: null }, never)).toBeNull();
  });

  it("sends a visitor without a session to the platform's front page, without asking the API", async () => {
    const answer = await userGroupAnswer(page(), ON, never);
    expect(answer?.status).toBe(307);
    expect(answer?.headers.get('location')).toBe('https://casino.example/');
  });

  it('asks the API with the cookies, and sends away a player without the status or with an expired session', async () => {
    const asked: string[] = [];
    const statuses =
      (answer: Awaited<ReturnType<StatusesOf>>): StatusesOf =>
      async (cookie) => {
        asked.push(cookie);
        return answer;
      };
    expect(await userGroupAnswer(page(signedIn), ON, statuses(['confirmed', 'vip']))).toBeNull();
    expect(asked).toEqual(['sb_session=token-1; other=2']);
    expect((await userGroupAnswer(page(signedIn), ON, statuses(['confirmed'])))?.status).toBe(307);
    expect((await userGroupAnswer(page(signedIn), ON, statuses('unauthorized')))?.status).toBe(307);
  });

  it('lets a signed-in page through when the API does not answer (fail open)', async () => {
    expect(await userGroupAnswer(page(signedIn), ON, async () => null)).toBeNull();
  });

  it("checks nothing inside a frame, where the host page is the platform, nor the app's own fetches", async () => {
    expect(await userGroupAnswer(page({ 'sec-fetch-dest': 'iframe' }), ON, never)).toBeNull();
    expect(await userGroupAnswer(page({ 'sec-fetch-dest': 'empty', rsc: '1' }), ON, never)).toBeNull();
    expect((await userGroupAnswer(page({ 'sec-fetch-dest': 'document' }), ON, never))?.status).toBe(307);
  });
});

describe('apiStatusesOf', () => {
  it('reads the statuses of GET /api/platform/player, 401 as unauthorized, anything else as no answer', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ statuses: [{ id: 'confirmed' }, { id: 'vip' }] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiStatusesOf('sb_session=a')).toEqual(['confirmed', 'vip']);
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/api\/platform\/player$/),
      expect.objectContaining({ headers: expect.objectContaining({ cookie: 'sb_session=a' }) }),
    );
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    expect(await apiStatusesOf('sb_session=a')).toBe('unauthorized');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response('down', { status: 502 }));
    expect(await apiStatusesOf('sb_session=a')).toBeNull();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await apiStatusesOf('sb_session=a')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
