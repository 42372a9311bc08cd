import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: 'localhost',
      databaseUrl: undefined,
      dataDir: './data',
      feed: { enabled: true, seed: 42, speed: 1, matchCount: 3000, liveCount: 120 },
      realtimeSecret: undefined,
      centrifugo: undefined,
      defaultLocale: 'en',
      logLevel: 'info',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/sb',
      FEED_ENABLED: 'off',
      FEED_SPEED: '10',
      CENTRIFUGO_API_URL: 'http://centrifugo:8000/api',
      CENTRIFUGO_API_KEY: 'key',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/sb');
    expect(config.feed).toMatchObject({ enabled: false, speed: 10 });
    expect(config.centrifugo).toEqual({ apiUrl: 'http://centrifugo:8000/api', apiKey: 'key' });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4000, databaseUrl: undefined });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://a', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PORT: '99999', CENTRIFUGO_API_URL: 'http://c/api' })).toThrow(
      /PORT[\s\S]*CENTRIFUGO_API_KEY/,
    );
  });

  it('requires a realtime secret and the payment provider’s secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/REALTIME_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    const production = loadConfig({
      NODE_ENV: 'production',
      REALTIME_SECRET: 'a-long-enough-secret',
      PAYMENT_WEBHOOK_SECRET: 'a-long-payment-secret',
    });
    expect(production.realtimeSecret).toBe('a-long-enough-secret');
    expect(production.paymentProvider).toEqual({
      url: 'http://localhost:4500',
      secret: 'a-long-payment-secret',
    });
    expect(loadConfig({ ADDITIONAL_PROVIDERS: 'lotto' }).additionalProviders).toEqual({
      horse_racing: false,
      lotto: true,
    });
    expect(() => loadConfig({ ADDITIONAL_PROVIDERS: 'poker' })).toThrow(/ADDITIONAL_PROVIDERS/);
  });

  it('reads the mail and demo-player settings', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      demoPlayer: true,
      mail: { smtpUrl: undefined, publicWebUrl: 'http://localhost:3000/sports' },
    });
    const config = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail:587',
      PUBLIC_WEB_URL: 'https://bet.example.com/sports/',
      DEMO_PLAYER: 'off',
    });
    expect(config).toMatchObject({
      demoPlayer: false,
      mail: { smtpUrl: 'smtp://user:pass@mail:587', publicWebUrl: 'https://bet.example.com/sports' },
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('reads which proxies to trust for the client address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({}).geo).toEqual({ header: 'x-country-code', blocked: [] });
    expect(loadConfig({ COUNTRY_HEADER: 'CF-IPCountry', BLOCKED_COUNTRIES: 'de, fr' }).geo).toEqual({
      header: 'cf-ipcountry',
      blocked: ['DE', 'FR'],
    });
    expect(() => loadConfig({ BLOCKED_COUNTRIES: 'Germany' })).toThrow(/BLOCKED_COUNTRIES/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('creates the demo player outside production only, unless DEMO_PLAYER says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      REALTIME_SECRET: 'a-long-enough-secret',
      PAYMENT_WEBHOOK_SECRET: 'a-long-payment-secret',
    };
    expect(loadConfig({}).demoPlayer).toBe(true);
    expect(loadConfig({ DEMO_PLAYER: 'false' }).demoPlayer).toBe(false);
    expect(loadConfig(production).demoPlayer).toBe(false);
    expect(loadConfig({ ...production, DEMO_PLAYER: 'true' }).demoPlayer).toBe(true);
  });
});
