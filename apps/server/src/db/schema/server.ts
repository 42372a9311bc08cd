/** What the server itself keeps in the database, shared by every instance on it. */
import { bigint, bigserial, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, bytes } from './columns.js';
import type { FeedCommand, FeedInput } from './json-types.js';

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

/**
 * The feed's world as the leader last saved it (one row, id 1): its whole engine state (gzipped JSON, see
 * feed/feed-snapshot.ts) after the input `seq`. With the inputs after it, any instance rebuilds the very world the
 * leader runs (src/feed-leader/feed-journal.ts).
 */
export const feedSnapshot = pgTable('feed_snapshot', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  state: bytes('state').notNull(),
  savedAt: at('saved_at').notNull(),
});

/**
 * The feed leader's inputs since its last snapshot, one row per committed tick, written in the tick's transaction:
 * the development controls it applied, then the clock reading it ticked to. Rows up to the snapshot are deleted.
 */
export const feedInputs = pgTable('feed_inputs', {
  seq: bigint('seq', { mode: 'number' }).primaryKey(),
  input: jsonb('input').$type<FeedInput>().notNull(),
});

/**
 * Development controls asked of an instance that does not run the feed, waiting for the leader: it applies each at
 * its next tick and writes the answer (`done`, `not_live`, `not_found`) in that tick's transaction; the asking
 * instance reads the answer and deletes the row (src/feed-leader/feed-controls.ts).
 */
export const feedControls = pgTable('feed_controls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  command: jsonb('command').$type<FeedCommand>().notNull(),
  answer: text('answer'),
  createdAt: at('created_at').notNull().defaultNow(),
});
