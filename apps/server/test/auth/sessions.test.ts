/**
 * Session lookups (src/auth/sessions.ts) that arrive together go to the database as one group; each still gets
 * its own answer, checked against its own time: valid, revoked, expired, of a blocked player, unknown.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/secrets.js';
import { createSession, findSession, revokeSession } from '../../src/auth/sessions.js';
import { users } from '../../src/db/schema/index.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';
import { insertPlayer } from '../helpers/ledger.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.cleanup());

describe('findSession', () => {
  it('answers lookups sent together each on its own', async () => {
    const db = test.database.db;
    const [alice, bob, blocked] = await Promise.all([
      insertPlayer(db),
      insertPlayer(db, 'BTC'),
      insertPlayer(db),
    ]);
    const start = new Date(Date.now() - 60 * 24 * 3_600_000);
    const later = new Date(Date.now() + 31 * 24 * 3_600_000);
    const [a, b, revoked, old, block] = await Promise.all([
      createSession(db, alice, {}),
      createSession(db, bob, {}),
      createSession(db, alice, {}),
      createSession(db, bob, {}, start),
      createSession(db, blocked, {}),
    ]);
    await revokeSession(db, hashToken(revoked));
    await db.update(users).set({ status: 'blocked' }).where(eq(users.id, blocked));

    const now = new Date();
    const found = await Promise.all([
      findSession(db, a, now),
      findSession(db, b, now),
      findSession(db, revoked, now),
      findSession(db, old, now),
      findSession(db, old, new Date(start.getTime() + 60_000)),
      findSession(db, block, now),
      findSession(db, 'no-such-token', now),
      findSession(db, a, later),
    ]);
    expect(found.map((s) => s?.player.id ?? null)).toEqual([alice, bob, null, null, bob, null, null, null]);
    expect(found[1]?.player.currency).toBe('BTC');
    expect(found[0]).toMatchObject({ id: hashToken(a), player: { isVip: false, email: expect.any(String) } });
    expect(found[0]?.createdAt).toBeInstanceOf(Date);
    expect(found[4]?.lastSeenAt.getTime()).toBe(start.getTime());
  });
});
