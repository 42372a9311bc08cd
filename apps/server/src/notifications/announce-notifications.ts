/**
 * Announcing committed notifications on their players' channels, like an outbox: every row not announced yet
 * is claimed (its `announced_at` set in one statement, so two instances never both announce a row), published
 * as `notification` in the player's locale, then `unread_counters_changed` with the player's unread count.
 * Called after every commit that may have written notifications, so one whose process died before announcing
 * is announced with the next (and is listed and counted meanwhile either way). A type the site settings hide
 * (disabledBonusNotificationTypes) is claimed but not published, listed or counted.
 */
import { NOTIFICATION_EVENTS, type NotificationType } from '@sportsbook/contract';
import { asc, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications, users } from '../db/schema/index.js';
import { localeOfTag } from '../lib/locale.js';
import { publishToPlayer } from '../realtime/index.js';
import { notificationView } from './notification-view.js';
import { unreadCount } from './read-notifications.js';

/** Publishes the notifications not announced yet (of any player), then their players' unread counters. */
export async function announceNotifications(app: FastifyInstance): Promise<void> {
  const claimed = await app.db
    .update(notifications)
    .set({ announcedAt: new Date() })
    .where(isNull(notifications.announcedAt))
    .returning();
  if (claimed.length === 0) return;
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const told = [...new Set(claimed.map((n) => n.userId))];
  const locales = await app.db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, told))
    .orderBy(asc(users.id));
  const hidden = hiddenNotificationTypes(app);
  for (const userId of told) {
    const locale = localeOfTag(locales.find((u) => u.id === userId)?.locale ?? 'en') ?? 'en';
    for (const row of claimed.filter(
      (n) => n.userId === userId && !hidden.includes(n.type as NotificationType),
    ))
      await publishToPlayer(app, userId, {
        type: NOTIFICATION_EVENTS.notification,
        data: notificationView(row, locale),
      });
    await publishUnread(app, userId);
  }
}

/** Publishes `unread_counters_changed` with the player's unread count now. */
export async function publishUnread(app: FastifyInstance, userId: string): Promise<void> {
  await publishToPlayer(app, userId, {
    type: NOTIFICATION_EVENTS.unreadCountersChanged,
    data: { unread: await unreadCount(app.db, userId, hiddenNotificationTypes(app)) },
  });
}

/** The types the site settings hide (disabledBonusNotificationTypes), as the file stands now. */
export function hiddenNotificationTypes(app: FastifyInstance): readonly NotificationType[] {
  return app.site.settings().disabledBonusNotificationTypes;
}
