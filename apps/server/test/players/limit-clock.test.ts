/** A raise of a limit never takes effect before its 24 h cooling-off: every step on a clock the test sets. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertStakeAllowed } from '../../src/players/limits/enforce.js';
import { COOLING_OFF_MS } from '../../src/players/limits/limit-rules.js';
import { currentLimits, removeLimit, setLimit } from '../../src/players/limits/user-limits.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { insertPlayer } from '../helpers/ledger.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const T0 = new Date('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('a raise on a controlled clock', () => {
  it('keeps the old amount until the very end of the cooling-off, then the new one', async () => {
    const { db } = t.database;
    const userId = await insertPlayer(db);
    await setLimit(db, userId, { type: 'bet', amount: 1_000 }, 'EUR', T0);
    const raise = await setLimit(db, userId, { type: 'bet', amount: 5_000 }, 'EUR', at(60_000));
    expect(raise.status).toBe('unconfirmed');

    const justBefore = at(60_000 + COOLING_OFF_MS - 1);
    const amounts = async (now: Date) =>
      (await currentLimits(db, userId, now)).map((l) => [l.amount, l.status]);
    expect(await amounts(justBefore)).toEqual([
      [1_000, 'active'],
      [5_000, 'unconfirmed'],
    ]);
    const stake = (now: Date) =>
      db.transaction((tx) => assertStakeAllowed(tx, { userId, currency: 'EUR', stake: 3_000 }, now));
    await expect(stake(justBefore)).rejects.toMatchObject({ code: 'limit_exceeded' });

    const due = at(60_000 + COOLING_OFF_MS);
    expect(await amounts(due)).toEqual([[5_000, 'active']]);
    await expect(stake(due)).resolves.toBeUndefined();
  });

  it('keeps a removed limit binding until the cooling-off ends', async () => {
    const { db } = t.database;
    const userId = await insertPlayer(db);
    const limit = await setLimit(db, userId, { type: 'bet', amount: 1_000 }, 'EUR', T0);
    expect((await removeLimit(db, userId, limit.id, T0)).status).toBe('unconfirmed_disabled');
    const stake = (now: Date) =>
      db.transaction((tx) => assertStakeAllowed(tx, { userId, currency: 'EUR', stake: 3_000 }, now));
    await expect(stake(at(COOLING_OFF_MS - 1))).rejects.toMatchObject({ code: 'limit_exceeded' });
    await expect(stake(at(COOLING_OFF_MS))).resolves.toBeUndefined();
  });
});
