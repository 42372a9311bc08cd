/**
 * Notifications (src/notifications): what a player is told about their own account, one row per event, written
 * in the transaction of the change that causes it. Title and body are rendered at read time in the reader's
 * locale from `type` and `params`; `announced_at` is set once the row went out on the player's channel.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import type { NotificationParams } from './json-types.js';
import { users } from './players.js';

/** What a notification tells (contract NOTIFICATION_TYPES). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** What it is about: bet, bonus, jackpot_hit, payment, limit. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** The values the texts show (amount, currency, code...). */
    params: jsonb('params').$type<NotificationParams>().notNull(),
    read: boolean('read').notNull().default(false),
    announcedAt: at('announced_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.read} = false`),
    index('notifications_unannounced_idx').on(t.userId).where(sql`${t.announcedAt} is null`),
    check(
      'notifications_object_type_check',
      sql`${t.objectType} in ('bet', 'bonus', 'jackpot_hit', 'payment', 'limit')`,
    ),
  ],
);
