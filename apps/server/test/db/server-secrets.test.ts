/**
 * Without REALTIME_SECRET (outside production) the realtime secret is generated at first start and kept in the
 * database: a restart and a second instance on the same database sign tokens with it, another database has its
 * own, and the demo player exists only when the configuration asks for it.
 */
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { storedSecret } from '../../src/db/server-secrets.js';
import { DEMO_PLAYER } from '../../src/players/demo-player.js';
import { testConfig } from '../helpers/app.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let one: TestDatabase;
let other: TestDatabase;
beforeAll(async () => {
  [one, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([one.cleanup(), other.cleanup()]);
});

async function tokenFrom(database: Database, env: Record<string, string> = {}): Promise<string> {
  const app = await buildApp(testConfig(env), { database });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/v2/websocket/token' });
    return (res.json() as { token: string }).token;
  } finally {
    await app.close();
  }
}

const verifies = async (token: string, secret: string) =>
  jwtVerify(token, new TextEncoder().encode(secret)).then(
    () => true,
    () => false,
  );

describe('the realtime secret', () => {
  it('is made once per database and used by every start on it', async () => {
    const first = await tokenFrom(one.database);
    const secret = await storedSecret(one.database.db, 'realtime');
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(await verifies(first, secret)).toBe(true);
    expect(await verifies(await tokenFrom(one.database), secret)).toBe(true);
    expect(await storedSecret(one.database.db, 'realtime')).toBe(secret);

    const elsewhere = await tokenFrom(other.database);
    expect(await verifies(elsewhere, secret)).toBe(false);
    expect(await verifies(elsewhere, await storedSecret(other.database.db, 'realtime'))).toBe(true);
  });

  it('is REALTIME_SECRET when set', async () => {
    const token = await tokenFrom(one.database, { REALTIME_SECRET: 'an-explicit-secret-of-the-env' });
    expect(await verifies(token, 'an-explicit-secret-of-the-env')).toBe(true);
  });
});

describe('the demo player', () => {
  const signIn = async (database: Database, env: Record<string, string>) => {
    const app = await buildApp(testConfig(env), { database });
    try {
      await app.ready();
      const res = await app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        payload: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
        remoteAddress: '10.55.0.1',
      });
      return res.statusCode;
    } finally {
      await app.close();
    }
  };
  const production = {
    NODE_ENV: 'production',
    REALTIME_SECRET: 'a-production-secret-1234',
    PAYMENT_WEBHOOK_SECRET: 'a-production-payment-secret',
  };

  it('does not exist in production unless DEMO_PLAYER=true asks for it', async () => {
    // An empty value counts as unset: the production default.
    expect(await signIn(other.database, { ...production, DEMO_PLAYER: '' })).toBe(401);
    expect(await signIn(other.database, { ...production, DEMO_PLAYER: 'true' })).toBe(200);
  });
});
