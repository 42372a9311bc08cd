/** What the server itself keeps in the database, shared by every instance on it. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/**
 * Secrets generated at first start when the environment sets none (outside production): the realtime token
 * secret. Kept with the data so a restart and every other instance on the same database sign alike.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The feed's leader and its last committed tick: one row (id 1), written by whichever instance holds the feed's
 * advisory lock (src/feed-leader). Every instance reads it to tell whether prices are kept current: bets are
 * refused (503 prices_unavailable) when the tick is too old.
 */
export const feedHeartbeat = pgTable('feed_heartbeat', {
  id: integer('id').primaryKey(),
  instance: text('instance').notNull(),
  tickedAt: at('ticked_at').notNull(),
});
