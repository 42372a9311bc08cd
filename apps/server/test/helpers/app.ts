/** The app for a test file: a test database, optionally a world loaded into it, and `app.inject` helpers. */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadWorld } from '../../src/catalogue/load-world.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { World } from '../../src/feed/types.js';
import { openTestDatabase } from './database.js';

/** A started test app. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** GET `url` and parse JSON: `{status, body, headers}`. */
  get<T = unknown>(url: string, headers?: Record<string, string>): Promise<Answer<T>>;
  /** Any request, JSON parsed when the answer is JSON. */
  request<T = unknown>(options: InjectOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** A parsed answer. */
export interface Answer<T> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** Jackpots whose draws practically never hit (1 in 10^9): only the dev control's forced hits happen in tests. */
const TEST_JACKPOTS_FILE = fileURLToPath(new URL('./jackpots.json', import.meta.url));

/** The configuration tests run with: no feed, no logs, no demo player, database injected, quiet jackpots. */
export const testConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    JACKPOTS_FILE: TEST_JACKPOTS_FILE,
    FEED_ENABLED: 'false',
    DEMO_PLAYER: 'false',
    DATA_DIR: 'memory://',
    ...env,
  });

/** Builds the app on a fresh database, with `world` loaded when given and `env` over the test config. */
export async function startTestApp(world?: World, env: Record<string, string> = {}): Promise<TestApp> {
  const { database, cleanup } = await openTestDatabase();
  if (world) await loadWorld(database.db, world);
  const app = await buildApp(testConfig(env), { database });
  await app.ready();
  const request = async <T>(options: InjectOptions): Promise<Answer<T>> => {
    const response = await app.inject(options);
    const json = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode,
      body: (json ? response.json() : response.body) as T,
      headers: response.headers,
    };
  };
  return {
    app,
    database,
    request,
    get: (url, headers) => request({ method: 'GET', url, headers }),
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/**
 * `count` instances of the app on one test database (started in turn, so the first leads the feed), as several
 * server processes share one PostgreSQL; `close` stops them and drops the database.
 */
export async function startInstances(count: number, env: Record<string, string>) {
  const test = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const app = await buildApp(testConfig(env), { database: test.database });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    database: test.database,
    close: async () => {
      for (const app of apps) await app.close();
      await test.cleanup();
    },
  };
}
