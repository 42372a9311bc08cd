/**
 * The app for the betting tests: a test database with a world loaded, the live delay cut to 100 ms, optionally
 * the feed simulator (bet builder, model pricing), a recorder of realtime publications, and players signed
 * in with a funded account (a session made directly, its cookies and CSRF header sent on every call).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../src/auth/cookies.js';
import { csrfTokenOf } from '../../src/auth/secrets.js';
import { createSession } from '../../src/auth/sessions.js';
import { loadWorld } from '../../src/catalogue/load-world.js';
import type { Database } from '../../src/db/client.js';
import type { FeedEvent, World } from '../../src/feed/types.js';
import { balanceOf, transfer } from '../../src/wallet/index.js';
import type { Answer } from '../helpers/app.js';
import { testConfig } from '../helpers/app.js';
import { openTestDatabase } from '../helpers/database.js';
import { insertPlayer } from '../helpers/ledger.js';

/** A signed-in player. */
export interface TestPlayer {
  id: string;
  currency: string;
  /** The session cookies and CSRF header this player sends. */
  headers: Record<string, string>;
  /** A call as this player (cookies and CSRF header added). */
  call<T = unknown>(options: InjectOptions): Promise<Answer<T>>;
  balance(): Promise<number>;
}

/** A started betting test app. */
export interface BettingApp {
  app: FastifyInstance;
  database: Database;
  /** Publications the app made, in order. */
  published: { channel: string; data: { type: string; data: unknown } }[];
  /** An anonymous call. */
  call<T = unknown>(options: InjectOptions): Promise<Answer<T>>;
  /** A new player with `balance` minor units in `currency`. */
  player(options?: { currency?: string; balance?: number }): Promise<TestPlayer>;
  /** Applies feed events as the feed plugin does, then lets the bets plugin hear them. */
  feed(events: FeedEvent[]): Promise<void>;
  close(): Promise<void>;
}

/** Starts the app; `feed` runs the simulator on a small world instead of loading `world`. */
export async function startBettingApp(
  options: { world?: World; feed?: boolean; env?: Record<string, string> } = {},
): Promise<BettingApp> {
  const { database, cleanup } = await openTestDatabase();
  if (options.world) await loadWorld(database.db, options.world);
  const env: Record<string, string> = options.feed
    ? { FEED_ENABLED: 'true', FEED_MATCH_COUNT: '40', FEED_LIVE_COUNT: '0', FEED_SEED: '7' }
    : {};
  const app = await buildApp(testConfig({ LIVE_BET_DELAY_MS: '100', ...env, ...options.env }), { database });
  await app.ready();
  // Record what is published, and still hand it to the hub.
  const published: BettingApp['published'] = [];
  const hub = app.realtime;
  const publish = hub.publish.bind(hub);
  hub.publish = async (channel: string, data: unknown) => {
    published.push({ channel, data: data as { type: string; data: unknown } });
    await publish(channel, data);
  };

  const call = async <T>(o: InjectOptions): Promise<Answer<T>> => {
    const response = await app.inject(o);
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
    published,
    call,
    async player({ currency = 'EUR', balance = 100_000 } = {}) {
      const db = app.db;
      const id = await insertPlayer(db, currency);
      if (balance > 0)
        await db.transaction((tx) =>
          transfer(tx, {
            userId: id,
            currency,
            amount: balance,
            direction: 'credit',
            kind: 'deposit',
            reference: `test:${id}`,
          }),
        );
      const token = await createSession(db, id, {});
      const csrf = csrfTokenOf(token);
      const headers = { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf };
      return {
        id,
        currency,
        headers,
        call: (o) => call({ ...o, headers: { ...headers, ...o.headers } }),
        balance: () => balanceOf(db, id, currency),
      };
    },
    async feed(events) {
      const changes = await app.catalogue.applyFeedEvents(events);
      await app.bets.onFeedTick(events, changes);
      await app.bets.idle();
    },
    async close() {
      await app.close();
      await cleanup();
    },
  };
}
