/** What the server itself keeps in the database, shared by every instance on it. */
import { pgTable, text } from 'drizzle-orm/pg-core';
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
