/**
 * Players: users, their sessions, one account per currency, their sportsbook settings and favourites. Defined
 * ahead of the auth and wallet work so that work adds no migrations of its own for the basics. Secrets (session
 * tokens, confirmation and reset tokens) are stored as SHA-256 hashes, never as sent.
 */

import type { Attribution } from '@sportsbook/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/**
 * The house: the other side of every ledger movement (wallet/README.md). A fixed id, so the migration that
 * creates it and the code that books against it agree without a lookup. It has no password and cannot sign in.
 */
export const HOUSE_USER_ID = '00000000-0000-0000-0000-000000000000';

/** Account states: active players may bet; the others are refused at sign-in or at placement. */
export const USER_STATUSES = ['active', 'blocked', 'locked', 'self_excluded', 'closed'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; null when the player signed up by phone. */
    email: text('email').unique(),
    phone: text('phone').unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    locale: text('locale').notNull().default('en'),
    countryCode: text('country_code'),
    /** The currency of the account selected by default. */
    currency: text('currency').notNull().default('EUR'),
    /** The tracking tags the player landed with (stag, ctag, btag, qtag, gclid), sent with sign-up. */
    attribution: jsonb('attribution').$type<Attribution>(),
    status: text('status').$type<(typeof USER_STATUSES)[number]>().notNull().default('active'),
    isVip: boolean('is_vip').notNull().default(false),
    emailConfirmedAt: at('email_confirmed_at'),
    phoneVerifiedAt: at('phone_verified_at'),
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    resetPasswordTokenHash: text('reset_password_token_hash').unique(),
    resetPasswordSentAt: at('reset_password_sent_at'),
    unlockTokenHash: text('unlock_token_hash').unique(),
    failedSignInCount: integer('failed_sign_in_count').notNull().default(0),
    lockedAt: at('locked_at'),
    lastSignInAt: at('last_sign_in_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('users_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
    check(
      'users_status_check',
      sql`${t.status} in ('active', 'blocked', 'locked', 'self_excluded', 'closed')`,
    ),
  ],
);

/** A signed-in browser. The cookie holds a random token; `id` is its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Start of the current sportsbook session, for reality checks (POST /sportsbook_sessions). */
    sportsbookStartedAt: at('sportsbook_started_at'),
    /** When the player last answered the reality check ("continue"); the next one is a period after it. */
    sportsbookContinuedAt: at('sportsbook_continued_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Wrong passwords per account and per (account, client IP), for the sign-in throttle (auth/throttle.ts):
 * `failures` counts those since `window_started_at`, the last at `last_failure_at`. In the database so every
 * instance counts the same failures.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's IP, or '' for the account's own count over every client. */
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
    lastFailureAt: at('last_failure_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

/** One wallet per player and currency. `balance` is the sum of its ledger entries, kept in the same transaction. */
export const accounts = pgTable(
  'accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units of `currency`. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_user_currency_idx').on(t.userId, t.currency),
    check('accounts_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** A player's sportsbook settings (POST /settings); absent columns fall back to the site defaults. */
export const settings = pgTable('settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Stake presets in minor units of the player's currency; null = site defaults. */
  stakes: bigint('stakes', { mode: 'number' }).array(),
  autoAcceptOddsChange: text('auto_accept_odds_change'),
  oddsType: text('odds_type'),
  pushSubscription: jsonb('push_subscription'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Favourite kinds (GET /favourites/{type}). */
export const FAVOURITE_TYPES = ['matches', 'tournaments', 'sports', 'categories'] as const;

export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<(typeof FAVOURITE_TYPES)[number]>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.targetId] })],
);
