/**
 * Platform tables beside the player's basics: responsible-gambling limits (spec platform §3 "User limits"), the
 * phone verification in progress, and tracked activity time per day.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { users } from './players.js';

/**
 * One limit a player set. A stricter limit is `active` at once; a looser one, or a removal, waits as
 * `unconfirmed` / `unconfirmed_disabled` until `confirm_until` / `disable_at` (a cooling-off), while the previous
 * one stays in force.
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** day, week, month (rolling windows), or a length for cooling-off and self-exclusion. */
    period: text('period'),
    /** Minor units of `currency` for money limits, minutes for time limits; null for exclusions. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    status: text('status').notNull(),
    confirmUntil: at('confirm_until'),
    disableAt: at('disable_at'),
    /** End of a cooling-off or self-exclusion; null = until further notice. */
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('user_limits_user_type_idx').on(t.userId, t.type),
    check(
      'user_limits_status_check',
      sql`${t.status} in ('active', 'confirmed', 'confirmed_disabled', 'unconfirmed_disabled', 'unconfirmed', 'disabled')`,
    ),
    check('user_limits_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);

/** The phone number a player is verifying and the hash of the code sent to it. */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  /** Wrong codes entered for the current code; too many and a new code must be sent. */
  attempts: integer('attempts').notNull().default(0),
  /** Codes sent since `windowStartedAt` (the SMS limit is per day). */
  sentCount: integer('sent_count').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull().defaultNow(),
  lastSentAt: at('last_sent_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
});

/** Seconds of tracked sportsbook activity per player and UTC day (POST /player/activity_limit_track). */
export const playerActivity = pgTable(
  'player_activity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastTrackedAt: at('last_tracked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
