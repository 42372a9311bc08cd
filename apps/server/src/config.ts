/**
 * Server configuration from the environment, checked once at start: a bad value stops the server with a
 * message naming the variable instead of surfacing later as a strange failure.
 */
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@sportsbook/contract';
import { FeatureFlagsSchema, type SiteSettings } from '@sportsbook/contract/site';
import { readSiteFile, SiteFileError } from '@sportsbook/contract/site-node';
import { z } from 'zod';
import type { PoolSettings } from './db/client.js';
import { type EnvOverrides, withOverrides } from './site/overrides.js';

/** The site settings file when SITE_SETTINGS_FILE is not set: site-settings.json at the repository's root. */
const DEFAULT_SITE_SETTINGS_FILE = fileURLToPath(new URL('../../../site-settings.json', import.meta.url));
const FLAG_NAMES = Object.keys(FeatureFlagsSchema.shape).join('|');

const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    HOST: z.string().min(1).default('localhost'),
    /** postgres://... : use this PostgreSQL server instead of the embedded PGlite. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
      .optional(),
    /** PostgreSQL connections per instance at most (each instance has its own pool). */
    DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /** An idle pooled connection is closed after this long. */
    DB_IDLE_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** Waiting longer than this for a connection fails the request with 503 `unavailable`. */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
    /** PostgreSQL cancels a statement running longer than this; 0 is no limit. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(0),
    /**
     * How long an Idempotency-Key claimed by an attempt that never answered (its instance died) holds before a
     * retry takes it over (src/idempotency/index.ts IDEMPOTENCY_LEASE_MS by default).
     */
    IDEMPOTENCY_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).optional(),
    /**
     * SIGTERM: how long /readyz answers 503 (draining) while the instance still serves, so a balancer stops
     * sending before it stops accepting. Unset: 5000 in production, 0 elsewhere.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
    /** SIGTERM: in-flight requests get this long to finish before the process exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
    /** PGlite's data directory; 'memory://' keeps it in memory. */
    DATA_DIR: z.string().min(1).default('./data'),
    FEED_ENABLED: flag.default(true),
    FEED_SEED: z.coerce.number().int().default(42),
    FEED_SPEED: z.coerce.number().positive().default(1),
    FEED_MATCH_COUNT: z.coerce.number().int().min(0).max(20_000).default(3000),
    FEED_LIVE_COUNT: z.coerce.number().int().min(0).max(5000).default(120),
    /** Several instances on one PostgreSQL: how often an instance without the feed tries to take it over. */
    FEED_LEADER_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
    /** Bets are refused (503 prices_unavailable) while the feed's last committed tick is older than this. */
    FEED_STALE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /** How long a live bet waits before it is accepted (src/bets/constants.ts LIVE_BET_DELAY_MS). */
    LIVE_BET_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    /** The bonus campaigns file (src/bonuses/README.md); bonus-campaigns.json of the server by default. */
    BONUS_CAMPAIGNS_FILE: z.string().optional(),
    /** The site settings file (docs/site-settings.md); site-settings.json at the repository's root by default. */
    SITE_SETTINGS_FILE: z.string().optional(),
    /** Overrides settings.sportsbook.allow_multiple_active_user_freebets of the site settings file. */
    ALLOW_MULTIPLE_ACTIVE_FREEBETS: flag.optional(),
    /** Overrides the jackpots feature flag: off, /jackpots and /jackpot-hits answer 404 and no bet contributes. */
    JACKPOTS_ENABLED: flag.optional(),
    /** The jackpots configuration (src/jackpots/README.md); the server's jackpots.json by default. */
    JACKPOTS_FILE: z.string().optional(),
    /** The farming programmes file (src/programmes/README.md); bonus-programmes.json of the server by default. */
    BONUS_PROGRAMMES_FILE: z.string().optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'expected a redis:// URL')
      .optional(),
    REALTIME_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    CENTRIFUGO_API_URL: z.url().optional(),
    CENTRIFUGO_API_KEY: z.string().min(1).optional(),
    DEFAULT_LOCALE: z.enum(LOCALES).default('en'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    NODE_ENV: z.string().default('development'),
    /** smtp(s)://user:pass@host:port : deliver the outbox's mails; without it they stay in /dev/mailbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'expected an smtp:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Sportsbook <no-reply@sportsbook.local>'),
    /** The error reporter's DSN (http(s)://key@host/project): 5xx answers are reported there; off without it. */
    SENTRY_DSN: z
      .string()
      .regex(/^https?:\/\/[^@/\s]+@[^/\s]+\/(.+\/)?\d+$/, 'expected a DSN: https://key@host/project')
      .optional(),
    SENTRY_RELEASE: z.string().min(1).optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).optional(),
    /** Where the web app is, for the links in mails (confirmation, password reset, unlock). */
    PUBLIC_WEB_URL: z.url().default('http://localhost:3000/sports'),
    /**
     * Behind a reverse proxy (nginx): which proxies to trust for the client's address (X-Forwarded-For), so
     * the auth rate limit and the sign-in throttle count each client, not the proxy: `true` (any) or
     * comma-separated addresses or CIDRs. Unset: the socket's address.
     */
    TRUST_PROXY: z.string().optional(),
    /**
     * The request header in which the reverse proxy puts the client's ISO 3166 country code (nginx with GeoIP:
     * `proxy_set_header X-Country-Code $geoip2_country_code;`, Cloudflare: `cf-ipcountry`).
     */
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'expected a header name')
      .default('x-country-code'),
    /** Comma-separated ISO 3166 codes where sign-in and sign-up are refused (overrides settings.blockedCountries). */
    BLOCKED_COUNTRIES: z
      .string()
      .regex(/^\s*([A-Za-z]{2}\s*(,\s*[A-Za-z]{2}\s*)*)?$/, 'expected ISO codes such as DE,FR')
      .optional(),
    /**
     * Seed the demo player (demo@sportsbook.local, whose password is published) at start when missing. Unset: on
     * outside production, off in production, where only an explicit DEMO_PLAYER=true creates it.
     */
    DEMO_PLAYER: flag.optional(),
    /** A deposit needs the deposit profile (names, verified phone) filled first (422 auth_fields_missed). */
    DEPOSIT_FIELDS_REQUIRED: flag.optional(),
    /** A deposit needs a verified phone (403 phone_verification_required). */
    PHONE_VERIFICATION_REQUIRED: flag.optional(),
    /** The payment provider's origin (apps/sandbox-provider): its hosted payment page and payout API. */
    PAYMENT_PROVIDER_URL: z.url().default('http://localhost:4500'),
    /** The secret the provider and the server sign webhooks and links with; required in production. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
    /** The provider's games the site offers (overrides settings.sportsbook.additional_providers): horse_racing, lotto. */
    ADDITIONAL_PROVIDERS: z
      .string()
      .regex(/^\s*((horse_racing|lotto)\s*(,\s*(horse_racing|lotto)\s*)*)?$/, 'expected horse_racing, lotto')
      .optional(),
    /** Feature flags switched on over the file's (settings.featureFlags), comma-separated. */
    FEATURE_FLAGS: z
      .string()
      .regex(
        new RegExp(`^\\s*((${FLAG_NAMES})\\s*(,\\s*(${FLAG_NAMES})\\s*)*)?$`),
        `expected flags among ${FLAG_NAMES.replaceAll('|', ', ')}`,
      )
      .optional(),
    /** E-mails of the players with the spi_test status (overrides settings.spiTestPlayers), comma-separated. */
    SPI_TEST_PLAYERS: z.string().optional(),
    /** The deposit reminder (overrides settings.depositReminder.showDepositReminder). */
    DEPOSIT_REMINDER: flag.optional(),
    /** Seconds before it (remind_after); unset: the spec's 10. */
    DEPOSIT_REMINDER_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /** Only players with this status see it (player_group_id); unset: every player. */
    DEPOSIT_REMINDER_GROUP: z
      .string()
      .regex(/^[a-z0-9_]{1,40}$/, 'expected a status id such as vip')
      .optional(),
    /** Seconds before a visitor's sign-up reminder (sign_up_reminder_seconds); unset: none. */
    SIGN_UP_REMINDER_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.CENTRIFUGO_API_URL) !== Boolean(env.CENTRIFUGO_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CENTRIFUGO_API_KEY'],
        message: 'set both CENTRIFUGO_API_URL and _KEY',
      });
    }
    if (env.NODE_ENV === 'production' && !env.REALTIME_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['REALTIME_SECRET'], message: 'required in production' });
    }
    if (env.NODE_ENV === 'production' && !env.PAYMENT_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_WEBHOOK_SECRET'], message: 'required in production' });
    }
  });

/** The parsed configuration. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL's pool (DB_POOL_MAX, DB_IDLE_TIMEOUT_MS, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
  pool: PoolSettings;
  dataDir: string;
  /** SIGTERM: draining (readiness failing) for `delayMs`, then closing within `timeoutMs`. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** IDEMPOTENCY_LEASE_MS; undefined: the idempotency service's default. */
  idempotencyLeaseMs: number | undefined;
  feed: {
    enabled: boolean;
    seed: number;
    speed: number;
    matchCount: number;
    liveCount: number;
    /** FEED_LEADER_POLL_MS and FEED_STALE_MS. */
    leaderPollMs: number;
    staleMs: number;
  };
  /** Betting: the live delay in ms, when not the default. */
  bets: { liveDelayMs: number | undefined };
  /** BONUS_CAMPAIGNS_FILE, when set. */
  bonusCampaignsFile: string | undefined;
  /** ALLOW_MULTIPLE_ACTIVE_FREEBETS. */
  multipleFreebets: boolean;
  /** JACKPOTS_ENABLED and JACKPOTS_FILE. */
  jackpots: { enabled: boolean; file: string | undefined };
  /** BONUS_PROGRAMMES_FILE, when set. */
  bonusProgrammesFile: string | undefined;
  redisUrl: string | undefined;
  /**
   * REALTIME_SECRET; unset outside production, where the app generates one at first start and keeps it in the
   * database (db/server-secrets.ts), so no secret is a constant of the source.
   */
  realtimeSecret: string | undefined;
  centrifugo: { apiUrl: string; apiKey: string } | undefined;
  defaultLocale: (typeof LOCALES)[number];
  logLevel: string;
  /** NODE_ENV is production: Secure cookies, no /dev routes. */
  production: boolean;
  mail: { smtpUrl: string | undefined; from: string; publicWebUrl: string };
  demoPlayer: boolean;
  /** Fastify's `trustProxy` (TRUST_PROXY). */
  trustProxy: boolean | string[];
  /** Where the client's country is read (COUNTRY_HEADER, lower case) and where sign-in is refused. */
  geo: { header: string; blocked: string[] };
  /** What a deposit needs first (DEPOSIT_FIELDS_REQUIRED, PHONE_VERIFICATION_REQUIRED). */
  depositRules: { fieldsRequired: boolean; phoneVerificationRequired: boolean };
  /** Error reporting of 5xx answers (src/error-reporting); null without SENTRY_DSN. */
  errorReporting: { dsn: string; release: string; environment: string } | null;
  /**
   * The payment provider (PAYMENT_PROVIDER_URL, PAYMENT_WEBHOOK_SECRET). Outside production the secret defaults to
   * the sandbox provider's development one, so `npm start` works with no setup.
   */
  paymentProvider: { url: string; secret: string };
  /** ADDITIONAL_PROVIDERS: the provider's games on offer (/racing, /lotteries). */
  additionalProviders: { horse_racing: boolean; lotto: boolean };
  /**
   * The site settings file (SITE_SETTINGS_FILE) and the environment's overrides on top of it (src/site); `settings`
   * as read at start, with the overrides applied.
   */
  site: { file: string; overrides: EnvOverrides; settings: SiteSettings };
}

/** Thrown for a bad environment; the message lists every bad variable. */
export class ConfigError extends Error {}

/** Reads the configuration from `env` (process.env by default). Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`bad configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const siteFile = e.SITE_SETTINGS_FILE ?? DEFAULT_SITE_SETTINGS_FILE;
  const overrides = envOverrides(e);
  let site: SiteSettings;
  try {
    site = withOverrides(readSiteFile(siteFile).settings, overrides);
  } catch (error) {
    if (error instanceof SiteFileError) throw new ConfigError(`bad site settings:\n  ${error.message}`);
    throw error;
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pool: {
      max: e.DB_POOL_MAX,
      idleTimeoutMs: e.DB_IDLE_TIMEOUT_MS,
      connectionTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    },
    dataDir: e.DATA_DIR,
    idempotencyLeaseMs: e.IDEMPOTENCY_LEASE_MS,
    shutdown: {
      delayMs: e.SHUTDOWN_DELAY_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
      timeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    feed: {
      enabled: e.FEED_ENABLED,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      matchCount: e.FEED_MATCH_COUNT,
      liveCount: e.FEED_LIVE_COUNT,
      leaderPollMs: e.FEED_LEADER_POLL_MS,
      staleMs: e.FEED_STALE_MS,
    },
    bets: { liveDelayMs: e.LIVE_BET_DELAY_MS },
    bonusCampaignsFile: e.BONUS_CAMPAIGNS_FILE,
    multipleFreebets: site.sportsbook.allow_multiple_active_user_freebets,
    jackpots: { enabled: site.featureFlags.jackpots, file: e.JACKPOTS_FILE },
    bonusProgrammesFile: e.BONUS_PROGRAMMES_FILE,
    redisUrl: e.REDIS_URL,
    realtimeSecret: e.REALTIME_SECRET,
    centrifugo:
      e.CENTRIFUGO_API_URL && e.CENTRIFUGO_API_KEY
        ? { apiUrl: e.CENTRIFUGO_API_URL, apiKey: e.CENTRIFUGO_API_KEY }
        : undefined,
    defaultLocale: e.DEFAULT_LOCALE,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, publicWebUrl: e.PUBLIC_WEB_URL.replace(/\/+$/, '') },
    demoPlayer: e.DEMO_PLAYER ?? e.NODE_ENV !== 'production',
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    errorReporting: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          release: e.SENTRY_RELEASE ?? `sportsbook-server@${process.env.npm_package_version ?? 'dev'}`,
          environment: e.SENTRY_ENVIRONMENT ?? (e.NODE_ENV === 'production' ? 'production' : e.NODE_ENV),
        }
      : null,
    geo: {
      header: e.COUNTRY_HEADER.toLowerCase(),
      blocked: site.blockedCountries,
    },
    depositRules: {
      fieldsRequired: site.depositFieldsRequired,
      phoneVerificationRequired: site.phoneVerificationRequired,
    },
    paymentProvider: {
      url: e.PAYMENT_PROVIDER_URL.replace(/\/+$/, ''),
      secret: e.PAYMENT_WEBHOOK_SECRET ?? 'sandbox-webhook-secret-for-development',
    },
    additionalProviders: site.sportsbook.additional_providers,
    site: { file: siteFile, overrides, settings: site },
  };
}

/** A comma-separated list's items, trimmed, without empty ones. */
function listOf(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The environment variables that override the site settings file (docs/site-settings.md), those set only. */
function envOverrides(e: z.infer<typeof EnvSchema>): EnvOverrides {
  const flagsOn = e.FEATURE_FLAGS === undefined ? undefined : listOf(e.FEATURE_FLAGS);
  return {
    featureFlagsOn: flagsOn as EnvOverrides['featureFlagsOn'],
    jackpots: e.JACKPOTS_ENABLED,
    showDepositReminder: e.DEPOSIT_REMINDER,
    remindAfter: e.DEPOSIT_REMINDER_AFTER_SECONDS,
    playerGroupId: e.DEPOSIT_REMINDER_GROUP,
    signUpReminderSeconds: e.SIGN_UP_REMINDER_SECONDS,
    spiTestPlayers: e.SPI_TEST_PLAYERS === undefined ? undefined : listOf(e.SPI_TEST_PLAYERS.toLowerCase()),
    blockedCountries:
      e.BLOCKED_COUNTRIES === undefined ? undefined : listOf(e.BLOCKED_COUNTRIES.toUpperCase()),
    depositFieldsRequired: e.DEPOSIT_FIELDS_REQUIRED,
    phoneVerificationRequired: e.PHONE_VERIFICATION_REQUIRED,
    additionalProviders:
      e.ADDITIONAL_PROVIDERS === undefined
        ? undefined
        : {
            horse_racing: /\bhorse_racing\b/.test(e.ADDITIONAL_PROVIDERS),
            lotto: /\blotto\b/.test(e.ADDITIONAL_PROVIDERS),
          },
    allowMultipleFreebets: e.ALLOW_MULTIPLE_ACTIVE_FREEBETS,
  };
}

/** TRUST_PROXY as Fastify takes it: false when unset, true, or a list of addresses. */
function trustProxyOf(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
