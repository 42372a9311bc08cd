/**
 * Group commit (src/bets/place/group-booking.ts): bookings sent together are each decided as if alone. A short
 * balance or a key that is not the booking's claim leaves that booking unwritten and the others booked; two bookings of one account go in
 * turn; a group whose statement fails is written again one booking at a time.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Booking, book } from '../../src/bets/place/group-booking.js';
import { accounts, betSelections, bets, idempotencyKeys } from '../../src/db/schema/index.js';
import { fixtureWorld, IDS } from '../builders/fixture-world.js';
import { testDriver } from '../helpers/database.js';
import { claimBetKey } from '../helpers/idempotency.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { type BettingApp, startBettingApp, type TestPlayer } from './betting-app.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: fixtureWorld() });
});
afterAll(() => t.close());

const accountOf = async (p: TestPlayer) => {
  const [row] = await t.app.db.select().from(accounts).where(eq(accounts.userId, p.id));
  if (!row) throw new Error('no account');
  return row.id;
};

/** A single of `stake` on the Norwich derby's home win at 2.10, under `key`. */
async function bookingOf(
  p: TestPlayer,
  stake: number,
  key: string = randomUUID(),
  ref = randomUUID().slice(0, 10),
) {
  const account = await accountOf(p);
  const claim = await claimBetKey(t.app.db, p.id, key);
  const betId = randomUUID();
  const movement = { movement_id: randomUUID(), kind: 'bet_stake' as const, bet_id: betId, later: 0 };
  const booking: Booking = {
    userId: p.id,
    account,
    currency: p.currency,
    total: stake,
    key: { scope: claim.scope, key, owner: claim.owner },
    answer: [{ betId }],
    bets: [
      {
        id: betId,
        ref,
        userId: p.id,
        accountId: account,
        type: 'single',
        status: 'waiting_results',
        currency: p.currency,
        stake,
        odds: 2100,
        potentialWin: (stake * 21) / 10,
        isVip: false,
        quick: false,
        deviceId: 'test-device',
      },
    ],
    selections: [
      {
        betId,
        matchId: IDS.norwichDerby,
        marketId: 1,
        specifier: '',
        outcomeId: '1',
        odds: 2100,
        snapshot: {
          match: { slug: 'norwich', names: {}, startTime: new Date(0).toISOString(), status: 0 },
          market: {},
          outcome: {},
          live: false,
        },
      },
    ],
    ledger: [
      { ...movement, amount: -stake, reference: `stake:${betId}`, house: false },
      { ...movement, amount: stake, reference: null, house: true },
    ],
  };
  return booking;
}

/** Three new players with 10.00 each. */
async function threePlayers(): Promise<[TestPlayer, TestPlayer, TestPlayer]> {
  const [a, b, c] = await Promise.all([0, 1, 2].map(() => t.player({ balance: 1_000 })));
  if (!a || !b || !c) throw new Error('players');
  return [a, b, c];
}

const betsOf = (p: TestPlayer) => t.app.db.select().from(bets).where(eq(bets.userId, p.id));
const keysOf = (p: TestPlayer) =>
  t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, p.id));

describe('group commit of bookings', () => {
  it('books a burst of players at once, each as if alone', async () => {
    const [first, a, b, short, used] = await Promise.all([
      t.player({ balance: 1_000 }),
      t.player({ balance: 1_000 }),
      t.player({ balance: 1_000 }),
      t.player({ balance: 50 }),
      t.player({ balance: 1_000 }),
    ]);
    if (!first || !a || !b || !short || !used) throw new Error('players');
    expect(await book(t.app.db, await bookingOf(used, 100, 'used-key'))).toBe(900);

    const burst = await Promise.all([
      bookingOf(first, 100),
      bookingOf(a, 200),
      bookingOf(b, 300),
      bookingOf(short, 100),
      bookingOf(used, 100, 'used-key'),
      bookingOf(a, 700),
      bookingOf(a, 200),
    ]);
    // The first goes alone; the rest arrive while it is in the database and go together, a's second and third
    // booking each in a later group.
    const balances = await Promise.all(burst.map((booking) => book(t.app.db, booking)));
    expect(balances).toEqual([900, 800, 700, null, null, 100, null]);

    expect(await first.balance()).toBe(900);
    expect(await a.balance()).toBe(100);
    expect((await betsOf(a)).map((bet) => bet.stake).sort()).toEqual([200, 700]);
    expect(await short.balance()).toBe(50);
    expect(await betsOf(short)).toEqual([]);
    expect((await keysOf(short)).map((k) => k.statusCode)).toEqual([null]);
    expect(await used.balance()).toBe(900);
    expect(await betsOf(used)).toHaveLength(1);
    const [stored] = await keysOf(b);
    expect(stored).toMatchObject({ statusCode: 200, response: burst[2]?.answer });
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });

  it('writes a group again one by one when its statement fails, so one booking does not sink the others', async () => {
    const [lead, good, clash] = await threePlayers();
    const taken = await bookingOf(lead, 100);
    const [goodBooking, clashing] = await Promise.all([
      bookingOf(good, 250),
      // Its bet's reference is the lead's: a unique violation that fails the whole statement of its group.
      bookingOf(clash, 100, randomUUID(), taken.bets[0]?.ref),
    ]);
    const balances = await Promise.all(
      [taken, goodBooking, clashing].map((booking) => book(t.app.db, booking)),
    );
    expect(balances).toEqual([900, 750, null]);
    expect(await good.balance()).toBe(750);
    expect(await clash.balance()).toBe(1_000);
    expect(await betsOf(clash)).toEqual([]);
    expect((await keysOf(clash)).map((k) => k.statusCode)).toEqual([null]);
    const selections = await t.app.db
      .select()
      .from(betSelections)
      .where(eq(betSelections.betId, clashing.bets[0]?.id ?? ''));
    expect(selections).toEqual([]);
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });

  // PGlite has one connection: no other transaction can hold a lock while a statement runs.
  if (testDriver() === 'postgres')
    it('does not wait for an account another transaction holds: that booking goes the transactional way', async () => {
      const [lead, free, held] = await threePlayers();
      const heldAccount = await accountOf(held);
      const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
      const other = await pool.connect();
      await other.query('begin');
      await other.query('select id from accounts where id = $1 for update', [heldAccount]);
      // Released after a while: a group that waited for it would book the held account's bet too.
      const release = setTimeout(() => void other.query('commit'), 1_500);
      try {
        const bookings = await Promise.all([
          bookingOf(lead, 100),
          bookingOf(free, 250),
          bookingOf(held, 300),
        ]);
        const balances = await Promise.all(bookings.map((booking) => book(t.app.db, booking)));
        expect(balances).toEqual([900, 750, null]);
      } finally {
        await new Promise((resolve) => setTimeout(resolve, 1_600));
        clearTimeout(release);
        other.release();
      }
      expect(await held.balance()).toBe(1_000);
      expect(await betsOf(held)).toEqual([]);
      expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
    });
});
