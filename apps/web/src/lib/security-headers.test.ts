import { describe, expect, it } from 'vitest';
import { newNonce, pageHeaders, pagePolicy, parseOrigins } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('pagePolicy', () => {
  const base = {
    nonce: 'abc123',
    realtimeUrl: 'ws://localhost:4000/connection/websocket',
    frameAncestors: [],
    development: false,
  };

  it('allows scripts by nonce and what they load, never inline scripts or eval in production', () => {
    const scripts = directive(pagePolicy(base), 'script-src');
    expect(scripts).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(scripts?.some((s) => s.includes('unsafe'))).toBe(false);
    expect(directive(pagePolicy({ ...base, development: true }), 'script-src')).toContain("'unsafe-eval'");
  });

  it("lets the browser reach the realtime hub's origin, and nothing else outside the app", () => {
    expect(directive(pagePolicy(base), 'connect-src')).toEqual(["'self'", 'ws://localhost:4000']);
    expect(
      directive(pagePolicy({ ...base, realtimeUrl: 'wss://rt.example/connection' }), 'connect-src'),
    ).toEqual(["'self'", 'wss://rt.example']);
    expect(directive(pagePolicy({ ...base, realtimeUrl: 'javascript:alert(1)' }), 'connect-src')).toEqual([
      "'self'",
    ]);
  });

  it('is framed only by the app itself unless the embedding whitelist names more origins', () => {
    expect(directive(pagePolicy(base), 'frame-ancestors')).toEqual(["'self'"]);
    expect(
      directive(pagePolicy({ ...base, frameAncestors: ['https://casino.example'] }), 'frame-ancestors'),
    ).toEqual(["'self'", 'https://casino.example']);
    expect(directive(pagePolicy(base), 'object-src')).toEqual(["'none'"]);
    expect(directive(pagePolicy(base), 'frame-src')).toEqual(["'self'"]);
    expect(directive(pagePolicy({ ...base, frameSources: ['https://pay.example'] }), 'frame-src')).toEqual([
      "'self'",
      'https://pay.example',
    ]);
  });
});

describe('pagePolicy and the tag manager', () => {
  const base = {
    nonce: 'abc123',
    realtimeUrl: 'ws://localhost:4000/connection/websocket',
    frameAncestors: [],
    development: false,
  };
  const google = (policy: string) => policy.match(/https:\/\/[^ ;]*google[^ ;]*/g) ?? [];

  it('names no tag manager host unless a container is configured', () => {
    expect(google(pagePolicy(base))).toEqual([]);
    expect(google(pagePolicy({ ...base, tagManager: false }))).toEqual([]);
  });

  it("widens script, img, connect and frame sources for the tag manager's hosts when one is", () => {
    const policy = pagePolicy({ ...base, tagManager: true });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-abc123'",
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
    ]);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'ws://localhost:4000',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    // Still no inline scripts, and framing by others stays as it was.
    expect(directive(policy, 'script-src')?.some((s) => s.includes('unsafe'))).toBe(false);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it("names OneSignal's hosts only where it is the configured push service, none for the sandbox", () => {
    const onesignal = (policy: string) => policy.match(/https:\/\/[a-z.]*onesignal\.com/g) ?? [];
    expect(onesignal(pagePolicy(base))).toEqual([]);
    expect(onesignal(pagePolicy({ ...base, push: 'sandbox' }))).toEqual([]);
    const policy = pagePolicy({ ...base, push: 'onesignal' });
    expect(directive(policy, 'script-src')).toContain('https://cdn.onesignal.com');
    expect(directive(policy, 'style-src')).toContain('https://onesignal.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.onesignal.com');
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });
});

describe('parseOrigins', () => {
  it('keeps http(s) origins and drops anything else, so a typo cannot open framing to all', () => {
    expect(parseOrigins('https://casino.example, http://127.0.0.1:3200 https://casino.example/')).toEqual([
      'https://casino.example',
      'http://127.0.0.1:3200',
    ]);
    expect(parseOrigins('* https://a.example/path javascript:x ftp://f.example nonsense')).toEqual([]);
    expect(parseOrigins(undefined)).toEqual([]);
  });
});

describe('newNonce', () => {
  it('makes a different base64 value of 128 bits each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('pageHeaders', () => {
  it('sends nosniff, a referrer policy and a permissions policy, and HSTS only in production', () => {
    expect(pageHeaders(false)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(pageHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(pageHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
  });
});
