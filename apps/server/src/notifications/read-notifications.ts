/** The player's notifications: a page newest first, the unread count, marking read. */
import type { Locale, NotificationPage } from '@sportsbook/contract';
import { paginationOf } from '@sportsbook/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { notificationView } from './notification-view.js';

/** The player's unread count. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** A page of the player's notifications, newest first. */
export async function notificationPage(
  db: Db,
  userId: string,
  locale: Locale,
  page: number,
  limit: number,
): Promise<NotificationPage> {
  const mine = eq(notifications.userId, userId);
  const [total] = await db.select({ n: count() }).from(notifications).where(mine);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    data: rows.map((r) => notificationView(r, locale)),
    pagination: paginationOf(total?.n ?? 0, page, limit),
  };
}

/**
 * Marks the named notifications read; 404 not_found (nothing changed) when one of them is not the player's,
 * so another player's ids can neither be marked nor told apart from ids that do not exist. Answers how many
 * changed.
 */
export async function markRead(db: Db, userId: string, ids: readonly string[]): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted)));
    if (own.length !== wanted.length) {
      const missing = wanted.find((id) => !own.some((o) => o.id === id));
      throw new ApiError(404, 'not_found', `no notification ${missing}`, 'ids');
    }
    const changed = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(inArray(notifications.id, wanted), eq(notifications.read, false)))
      .returning({ id: notifications.id });
    return changed.length;
  });
}

/** Marks every notification of the player read; answers how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return changed.length;
}
