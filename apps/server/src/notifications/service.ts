/**
 * Notifications bound to the app as `app.notifications` (plugins/notifications.ts): what the /notifications
 * routes answer, and `announce`, called after commits that may have written notifications.
 */
import type { Locale } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { announceNotifications, hiddenNotificationTypes, publishUnread } from './announce-notifications.js';
import { markAllRead, markRead, notificationPage, unreadCount } from './read-notifications.js';

/** Creates the service of `app` (needs `app.db`). */
export function createNotifications(app: FastifyInstance) {
  const { db } = app;
  // The bonus notification types the site settings switch off are neither listed, counted nor announced.
  const hidden = () => hiddenNotificationTypes(app);

  /** Marks, then tells the player's other tabs the new count; answers the change and the count. */
  const afterMarking = async (userId: string, updated: number) => {
    if (updated > 0) await publishUnread(app, userId);
    return { updated, unread: await unreadCount(db, userId, hidden()) };
  };

  return {
    /** GET /notifications. */
    page: (userId: string, locale: Locale, page: number, limit: number) =>
      notificationPage(db, userId, locale, page, limit, hidden()),
    /** GET /notifications/counters. */
    counters: async (userId: string) => ({ unread: await unreadCount(db, userId, hidden()) }),
    /** POST /notifications/read: 404 when an id is not the player's. */
    read: async (userId: string, ids: readonly string[]) =>
      afterMarking(userId, await markRead(db, userId, ids)),
    /** POST /notifications/read-all. */
    readAll: async (userId: string) => afterMarking(userId, await markAllRead(db, userId)),
    /** Publishes every committed notification not announced yet (call after commit). */
    announce: () => announceNotifications(app),
  };
}

/** The notification service. */
export type Notifications = ReturnType<typeof createNotifications>;
