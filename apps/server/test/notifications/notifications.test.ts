/**
 * Notifications: written in the transaction of their cause (here a settlement), listed newest first with
 * pagination, counted, marked read (another player's ids: 404), and announced on the player's channel as
 * `notification` then `unread_counters_changed`.
 */
import type { NotificationCounters, NotificationPage, PlacedBetResponse } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, playerBonuses, userLimits } from '../../src/db/schema/index.js';
import type { OutcomeResult } from '../../src/feed/types.js';
import { EXPIRING_WITHIN_MS, notifyExpiringBonuses } from '../../src/notifications/expiring-bonuses.js';
import { writeNotification } from '../../src/notifications/write-notification.js';
import { currentLimits } from '../../src/players/limits/user-limits.js';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, request } from '../bets/payloads.js';
import { bettingWorld, EXTRA, on, results } from '../bets/worlds.js';
import { give } from '../bonuses/bonus-app.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
});
afterAll(() => t.close());

const match = (i: number) => EXTRA[i] as number;

async function place(p: TestPlayer, matchId: number): Promise<string> {
  const res = await p.call<PlacedBetResponse[]>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: request([bet([on(matchId).over], 1_000)]),
    headers: { 'idempotency-key': `notify-${Math.random()}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0]?.betId ?? '';
}

const settle = (matchId: number, over: OutcomeResult) =>
  t.feed([
    { type: 'match_status_changed', matchId, status: 4 },
    { type: 'match_settled', matchId, results: results('win', over) },
  ]);

const page = (p: TestPlayer, query = '') =>
  p.call<NotificationPage>({ method: 'GET', url: `/api/v2/notifications${query}` });
const unread = async (p: TestPlayer) =>
  (await p.call<NotificationCounters>({ method: 'GET', url: '/api/v2/notifications/counters' })).body.unread;
const toPlayer = (p: TestPlayer, type: string) =>
  t.published.filter((m) => m.channel === `$user:${p.id}` && m.data.type === type).map((m) => m.data.data);

describe('a settled bet', () => {
  it('notifies won, lost and refunded in the settlement, and announces it with the unread count', async () => {
    const p = await t.player({ balance: 3_000 });
    const won = await place(p, match(0));
    const lost = await place(p, match(1));
    const refunded = await place(p, match(2));
    expect(await unread(p)).toBe(0);
    await settle(match(0), 'win');
    await settle(match(1), 'lose');
    await settle(match(2), 'void');

    const { body } = await page(p, '?locale=en');
    expect(body.pagination).toEqual({ total: 3, page: 1, limit: 10, last_page: 1 });
    expect(body.data.map((n) => [n.type, n.object_id])).toEqual([
      ['bet_refunded', refunded],
      ['bet_lost', lost],
      ['bet_won', won],
    ]);
    expect(body.data[2]).toMatchObject({
      title: 'Your bet won',
      caption: '€19.00',
      read: false,
      object_type: 'bet',
    });
    expect(body.data[2]?.body).toMatch(/^Bet \S+ won €19\.00\.$/);
    expect(await unread(p)).toBe(3);

    const told = toPlayer(p, 'notification') as { id: string; type: string }[];
    expect(told.map((n) => n.type)).toEqual(['bet_won', 'bet_lost', 'bet_refunded']);
    expect(toPlayer(p, 'unread_counters_changed').at(-1)).toEqual({ unread: 3 });
  });

  it('renders the texts in the locale asked for', async () => {
    const p = await t.player({ balance: 1_000 });
    await place(p, match(3));
    await settle(match(3), 'lose');
    const { body } = await page(p, '?locale=ja');
    expect(body.data[0]?.title).toBe('ベットは外れました');
    const es = await p.call<NotificationPage>({
      method: 'GET',
      url: '/api/v2/notifications',
      headers: { 'accept-language': 'es' },
    });
    expect(es.body.data[0]?.title).toBe('Tu apuesta ha perdido');
  });

  it('leaves no notification when the settling transaction rolls back', async () => {
    const p = await t.player({ balance: 0 });
    await expect(
      t.app.db.transaction(async (tx) => {
        await writeNotification(tx, { userId: p.id, type: 'bet_lost', objectType: 'bet', objectId: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, p.id))).toEqual([]);
  });
});

describe('paging, reading and counters', () => {
  const seed = async (p: TestPlayer, n: number) => {
    for (let i = 0; i < n; i++)
      await writeNotification(t.app.db, {
        userId: p.id,
        type: 'deposit_succeeded',
        objectType: 'payment',
        objectId: `dep-${i}`,
        params: { amount: 100 * (i + 1), currency: 'EUR' },
      });
  };

  it('pages newest first with the pagination fields', async () => {
    const p = await t.player({ balance: 0 });
    await seed(p, 5);
    const second = (await page(p, '?page=2&limit=2')).body;
    expect(second.pagination).toEqual({ total: 5, page: 2, limit: 2, last_page: 3 });
    expect(second.data).toHaveLength(2);
    const last = (await page(p, '?page=3&limit=2')).body;
    expect(last.data).toHaveLength(1);
    expect((await page(p, '?page=4&limit=2')).body.data).toEqual([]);
  });

  it('marks named ones read, then all, announcing the count', async () => {
    const p = await t.player({ balance: 0 });
    await seed(p, 3);
    const ids = (await page(p)).body.data.map((n) => n.id);
    const read = await p.call<{ updated: number; unread: number }>({
      method: 'POST',
      url: '/api/v2/notifications/read',
      payload: { ids: ids.slice(0, 2) },
    });
    expect(read.body).toEqual({ updated: 2, unread: 1 });
    expect(toPlayer(p, 'unread_counters_changed').at(-1)).toEqual({ unread: 1 });
    const again = await p.call({
      method: 'POST',
      url: '/api/v2/notifications/read',
      payload: { ids: ids.slice(0, 2) },
    });
    expect(again.body).toEqual({ updated: 0, unread: 1 });
    const all = await p.call({ method: 'POST', url: '/api/v2/notifications/read-all' });
    expect(all.body).toEqual({ updated: 1, unread: 0 });
    expect((await page(p)).body.data.every((n) => n.read)).toBe(true);
    expect(toPlayer(p, 'unread_counters_changed').at(-1)).toEqual({ unread: 0 });
  });

  it("answers 404 for another player's ids and marks none of them", async () => {
    const owner = await t.player({ balance: 0 });
    const other = await t.player({ balance: 0 });
    await seed(owner, 1);
    await seed(other, 1);
    const ownerId = (await page(owner)).body.data[0]?.id ?? '';
    const otherId = (await page(other)).body.data[0]?.id ?? '';
    const res = await other.call<{ code: string }>({
      method: 'POST',
      url: '/api/v2/notifications/read',
      payload: { ids: [otherId, ownerId] },
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect(await unread(owner)).toBe(1);
    expect(await unread(other)).toBe(1);
  });

  it('refuses bad input and visitors with stable codes', async () => {
    const p = await t.player({ balance: 0 });
    for (const payload of [{}, { ids: [] }, { ids: ['nope'] }, { ids: 'x' }]) {
      const res = await p.call<{ code: string }>({
        method: 'POST',
        url: '/api/v2/notifications/read',
        payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await page(p, '?page=0')).status).toBe(400);
    expect((await page(p, '?limit=101')).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/v2/notifications' })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v2/notifications/counters' })).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/v2/notifications/read-all' })).status).toBe(401);
  });
});

describe('other causes', () => {
  it("notifies a bonus issued at sign-up, with its name in the reader's locale", async () => {
    const p = await t.player({ balance: 0 });
    await t.app.bonuses.onSignUp(p.id);
    const { body } = await page(p, '?locale=es');
    expect(body.data.map((n) => [n.type, n.object_type, n.title, n.body])).toEqual([
      ['bonus_issued', 'bonus', 'Un bono para ti', 'Has recibido Apuesta gratis de bienvenida.'],
    ]);
    expect(toPlayer(p, 'notification').at(-1)).toMatchObject({ type: 'bonus_issued' });
  });

  it('notifies a loosened limit once, when it takes effect after its cooling-off', async () => {
    const p = await t.player({ balance: 0 });
    const past = new Date(Date.now() - 60_000);
    const [row] = await t.app.db
      .insert(userLimits)
      .values({
        userId: p.id,
        type: 'bet',
        period: 'day',
        amount: 5_000,
        currency: 'EUR',
        status: 'unconfirmed',
        confirmUntil: past,
      })
      .returning();
    await currentLimits(t.app.db, p.id);
    await currentLimits(t.app.db, p.id);
    const { body } = await page(p);
    expect(body.data.map((n) => [n.type, n.object_id])).toEqual([['limit_effective', String(row?.id)]]);
  });
});

describe('a bonus entering its last day', () => {
  it('is notified once, while still usable', async () => {
    const p = await t.player({ balance: 0 });
    const soon = await give(t, p, 'welcome-freebet');
    const later = await give(t, p, 'kickoff-freebet');
    const now = new Date();
    await t.app.db
      .update(playerBonuses)
      .set({ expiredAt: new Date(now.getTime() + 3_600_000) })
      .where(eq(playerBonuses.id, soon.id));
    expect(later.expiredAt && later.expiredAt.getTime() - now.getTime()).toBeGreaterThan(EXPIRING_WITHIN_MS);
    expect(await notifyExpiringBonuses(t.app.db, now)).toBeGreaterThanOrEqual(1);
    expect(await notifyExpiringBonuses(t.app.db, now)).toBe(0);
    const { body } = await page(p, '?locale=en');
    const expiring = body.data.filter((n) => n.type === 'bonus_expiring');
    expect(expiring).toHaveLength(1);
    expect(expiring[0]).toMatchObject({
      title: 'Your bonus expires soon',
      body: 'Welcome freebet expires within a day: use it before then.',
    });
  });
});
