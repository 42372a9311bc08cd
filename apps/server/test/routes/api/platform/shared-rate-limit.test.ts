/**
 * With REDIS_URL, the auth and promo-code rate limits count a client across instances: two instances behind a balancer give one
 * client one budget (10 sign-ins a minute), not one each. Runs when REDIS_URL is set (CI sets it).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.js';
import { testConfig } from '../../../helpers/app.js';
import { openTestDatabase, type TestDatabase } from '../../../helpers/database.js';

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('the auth rate limit on two instances sharing Redis', () => {
  let test: TestDatabase;
  let instances: FastifyInstance[] = [];
  beforeAll(async () => {
    test = await openTestDatabase();
    instances = await Promise.all(
      [0, 1].map(() => buildApp(testConfig({ REDIS_URL: REDIS_URL ?? '' }), { database: test.database })),
    );
    await Promise.all(instances.map((app) => app.ready()));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await test.cleanup();
  });

  it('gives one client one budget, whichever instance it reaches', async () => {
    // An address no other run uses, so the shared Redis holds no count of it yet.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const app = instances[i % 2] as FastifyInstance;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/platform/users/sign_in',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: client,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('gives one client one budget of promo-code tries (5 a minute), whichever instance it reaches', async () => {
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = instances[i % 2] as FastifyInstance;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/v2/bonuses/promo-code',
        payload: { code: 'NO-SUCH-CODE' },
        remoteAddress: client,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
