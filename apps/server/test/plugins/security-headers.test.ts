/**
 * The API's security headers (src/plugins/security-headers.ts): on JSON answers, errors included, the strict
 * set with a Content-Security-Policy that loads nothing and forbids framing; on the /docs Swagger UI the same
 * minus that policy, so the UI still runs; Strict-Transport-Security only in production.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Answer, startTestApp, type TestApp, testConfig } from '../helpers/app.js';
import { openTestDatabase } from '../helpers/database.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

const expectBaseHeaders = (res: Answer<unknown>) => {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
};

describe('security headers', () => {
  it('a JSON answer and a JSON error carry the strict set, without HSTS outside production', async () => {
    for (const res of [
      await t.get('/api/v2/sports'),
      await t.get('/api/v2/nowhere'),
      await t.get('/healthz'),
    ]) {
      expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
      expectBaseHeaders(res);
      expect(res.headers['content-security-policy']).toBe(JSON_POLICY);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the Swagger UI keeps working: no JSON policy on its page and scripts', async () => {
    const page = await t.get('/docs/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toMatch(/swagger/i);
    expectBaseHeaders(page);
    expect(page.headers['content-security-policy']).not.toBe(JSON_POLICY);
    const script = await t.get('/docs/static/swagger-ui-bundle.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-security-policy']).not.toBe(JSON_POLICY);
  });

  it('in production: Strict-Transport-Security as well', async () => {
    const { database, cleanup } = await openTestDatabase();
    const app = await buildApp(
      testConfig({
        NODE_ENV: 'production',
        REALTIME_SECRET: 'a-production-secret-1234',
        PAYMENT_WEBHOOK_SECRET: 'a-production-payment-secret',
      }),
      {
        database,
      },
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v2/sports' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toBe(JSON_POLICY);
    } finally {
      await app.close();
      await cleanup();
    }
  });
});
