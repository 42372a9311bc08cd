/** The player's notifications: a page newest first, the unread count, marking read. */
import type { Locale, NotificationPage, NotificationType } from '@sportsbook/contract';
import { paginationOf } from '@sportsbook/contract';
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { notificationView } from './notification-view.js';

/** The player's notifications but those of the `hidden` types (the site settings' disabled bonus types). */
function shownOf(userId: string, hidden: readonly NotificationType[]): SQL | undefined {
  const mine = eq(notifications.userId, userId);
  return hidden.length > 0 ? and(mine, notInArray(notifications.type, [...hidden])) : mine;
}

/** The player's unread count (the `hidden` types left out). */
export async function unreadCount(
  db: Db,
  userId: string,
  hidden: readonly NotificationType[] = [],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(shownOf(userId, hidden), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** A page of the player's notifications, newest first (the `hidden` types left out). */
export async function notificationPage(
  db: Db,
  userId: string,
  locale: Locale,
  page: number,
  limit: number,
  hidden: readonly NotificationType[] = [],
): Promise<NotificationPage> {
  const mine = shownOf(userId, hidden);
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
