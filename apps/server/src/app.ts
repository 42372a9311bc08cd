/**
 * The server as a Fastify plugin (the fastify/demo layout): external plugins first (security headers, OpenAPI,
 * error shape, JSON bodies, storable text, locale), then the app's plugins (db, lifecycle, metrics, idempotency, catalogue and its answer door, cookie + auth, realtime, wallet, mailer, feed, notifications, bonuses, jackpots, bets), then
 * routes. `buildApp` wraps it in a Fastify instance with the zod type provider; server.ts only starts what it
 * returns, tests inject into it.
 */
import cookie from '@fastify/cookie';
import type { RealtimeConnectData } from '@sportsbook/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type FastifyPluginAsyncZod,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { storedSecret } from './db/server-secrets.js';
import { createFeed } from './feed/index.js';
import answerDoor from './plugins/answer-door.js';
import auth from './plugins/auth.js';
import bets from './plugins/bets.js';
import bonuses from './plugins/bonuses.js';
import cacheBus from './plugins/cache-bus.js';
import catalogue from './plugins/catalogue.js';
import db from './plugins/db.js';
import errorReporting from './plugins/error-reporting.js';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import feed from './plugins/feed.js';
import idempotency from './plugins/idempotency.js';
import jackpots from './plugins/jackpots.js';
import jsonBody from './plugins/json-body.js';
import lifecycle from './plugins/lifecycle.js';
import locale from './plugins/locale.js';
import mailer from './plugins/mailer.js';
import metrics from './plugins/metrics.js';
import notifications from './plugins/notifications.js';
import payments from './plugins/payments.js';
import programmes from './plugins/programmes.js';
import securityHeaders from './plugins/security-headers.js';
import site from './plugins/site.js';
import storableText from './plugins/storable-text.js';
import swagger from './plugins/swagger.js';
import wallet from './plugins/wallet.js';
import { realtimePlugin } from './realtime/index.js';
import apiPlatform from './routes/api/platform/index.js';
import apiV2 from './routes/api/v2/index.js';
import apiV3 from './routes/api/v3/index.js';
import devFeedControl from './routes/dev/feed-control.js';
import devFeedSuspend from './routes/dev/feed-suspend.js';
import devJackpotForceHit from './routes/dev/jackpot-force-hit.js';
import devMailbox from './routes/dev/mailbox.js';
import health from './routes/health.js';
import metricsRoute from './routes/metrics.js';

/** Options of {@link serviceApp}. */
export interface AppOptions {
  config: Config;
  /** An open, migrated database to use (tests); otherwise the config's is opened. */
  database?: Database;
}

/** The whole server as a plugin. */
const serviceApp: FastifyPluginAsyncZod<AppOptions> = async (app, { config, database }) => {
  await app.register(securityHeaders, { production: config.production });
  await app.register(swagger);
  await app.register(errorReporting, { errorReporting: config.errorReporting });
  await app.register(errors);
  await app.register(jsonBody);
  await app.register(storableText);
  await app.register(locale, { defaultLocale: config.defaultLocale });

  await app.register(db, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pool: config.pool,
    database,
  });
  await app.register(lifecycle);
  await app.register(metrics);
  await app.register(idempotency, { leaseMs: config.idempotencyLeaseMs });
  await app.register(catalogue);
  // Several instances: a change committed on one drops the cached answers it touches on all.
  if (config.redisUrl) await app.register(cacheBus, { redisUrl: config.redisUrl });
  await app.register(answerDoor, { defaultLocale: config.defaultLocale });
  await app.register(cookie);
  await app.register(auth, { secureCookies: config.production, geo: config.geo });
  // Before the feed, so the feed finds app.realtime and publishes its changes.
  await app.register(realtimePlugin, {
    // Production requires REALTIME_SECRET (config.ts); elsewhere the one made at first start and kept in the database.
    secret: config.realtimeSecret ?? (await storedSecret(app.db, 'realtime')),
    routeSchemas: true,
    redisUrl: config.redisUrl,
    centrifugo: config.centrifugo,
    resolveUserId: async (request) => request.player?.id ?? null,
    // The feed registers later; its clock goes to every browser that connects (contract RealtimeConnectData).
    // The site's flag, read at each subscribe that asks for deltas: an edit of the file acts without a restart.
    deltaCompression: () =>
      app.hasDecorator('site') && app.site.settings().featureFlags.realtime_delta_compression,
    connectData: (): RealtimeConnectData | undefined =>
      app.hasDecorator('feed')
        ? { feed_time: Math.round(app.feed.timeAt(Date.now())), feed_rate: app.feed.speed }
        : undefined,
  });
  await app.register(site, { site: config.site });
  await app.register(wallet, { demoPlayer: config.demoPlayer });
  await app.register(payments, {
    provider: config.paymentProvider,
    depositRules: config.depositRules,
    games: config.additionalProviders,
  });
  await app.register(mailer, {
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    webUrl: config.mail.publicWebUrl,
  });
  if (config.feed.enabled) {
    const { seed, speed, matchCount, liveCount, leaderPollMs, staleMs } = config.feed;
    await app.register(feed, {
      create: () => createFeed({ seed, speed, matchCount, liveCount, startAt: Date.now() }),
      leaderPollMs,
      staleMs,
    });
  }
  await app.register(notifications);
  await app.register(bonuses, {
    campaignsFile: config.bonusCampaignsFile,
    multipleFreebets: config.multipleFreebets,
  });
  if (config.jackpots.enabled) await app.register(jackpots, { file: config.jackpots.file });
  await app.register(programmes, { programmesFile: config.bonusProgrammesFile });
  await app.register(bets, { liveDelayMs: config.bets.liveDelayMs });

  await app.register(health);
  await app.register(metricsRoute);
  await app.register(apiV2, { prefix: '/api/v2', redisUrl: config.redisUrl });
  await app.register(apiV3, { prefix: '/api/v3' });
  await app.register(apiPlatform, {
    prefix: '/api/platform',
    redisUrl: config.redisUrl,
    depositRules: config.depositRules,
    instantPayments: !config.production,
  });
  if (!config.production) await app.register(devMailbox, { webUrl: config.mail.publicWebUrl });
  if (!config.production && config.jackpots.enabled) await app.register(devJackpotForceHit);
  if (!config.production && config.feed.enabled) {
    await app.register(devFeedControl);
    await app.register(devFeedSuspend);
  }
};

/** A Fastify instance running {@link serviceApp}; not yet listening. */
export async function buildApp(
  config: Config,
  options: Omit<AppOptions, 'config'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true },
    // PGlite's first open (initdb) and the world load take seconds, far more on a loaded 2-core machine;
    // Fastify's 10 s default would abort a start that is merely slow.
    pluginTimeout: 120_000,
    // What Fastify and Node's HTTP parser answer before a route runs, in the contract's error body too.
    frameworkErrors,
    clientErrorHandler,
    // request.ip is the client behind a trusted proxy: the auth rate limit and sign-in throttle key on it.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // fastify-plugin keeps the app's decorations (db, catalogue...) visible on the returned instance.
  await app.register(fp(serviceApp), { config, ...options });
  return app;
}
