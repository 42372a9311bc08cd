/**
 * Writes a notification inside the transaction of the change that causes it, so a rolled-back change leaves no
 * notification and a committed one always has its notification. Announcing it is done after commit
 * (announce-notifications.ts).
 */
import type { NOTIFICATION_OBJECT_TYPES, NotificationType } from '@sportsbook/contract';
import type { Db, Tx } from '../db/client.js';
import { type NotificationParams, notifications } from '../db/schema/index.js';

/** What one notification is about. */
export interface NotificationInput {
  userId: string;
  type: NotificationType;
  objectType: (typeof NOTIFICATION_OBJECT_TYPES)[number];
  objectId: string;
  params?: NotificationParams;
}

/** Inserts the notification in `tx`. */
export async function writeNotification(tx: Tx | Db, input: NotificationInput): Promise<void> {
  await tx.insert(notifications).values({
    userId: input.userId,
    type: input.type,
    objectType: input.objectType,
    objectId: input.objectId,
    params: input.params ?? {},
  });
}
