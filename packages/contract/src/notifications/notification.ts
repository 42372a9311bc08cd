/**
 * Notifications (spec platform "Notification"): what a player is told about their account (a bet settled, a
 * bonus issued or expiring, a jackpot hit, a deposit or withdrawal result, a limit taking effect), the calls
 * under /notifications and the `notification` and `unread_counters_changed` events on `$user:{id}`.
 */
import { z } from 'zod';
import { paginated } from '../common/pagination';
import { queryInt, queryText } from '../common/query';

/** What a notification tells. */
export const NOTIFICATION_TYPES = [
  'bet_won',
  'bet_lost',
  'bet_refunded',
  'bet_cashed_out',
  'bonus_issued',
  'bonus_expiring',
  'jackpot_hit',
  'deposit_succeeded',
  'deposit_failed',
  'withdrawal_paid',
  'withdrawal_failed',
  'limit_effective',
] as const;
/** One of {@link NOTIFICATION_TYPES}. */
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notification is about. */
export const NOTIFICATION_OBJECT_TYPES = ['bet', 'bonus', 'jackpot_hit', 'payment', 'limit'] as const;

/** A notification, its texts in the request's locale. */
export const NotificationSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    caption: z.string().describe('A short line under the body: the amount, a bet code...'),
    type: z.enum(NOTIFICATION_TYPES),
    object_type: z.enum(NOTIFICATION_OBJECT_TYPES),
    object_id: z.string().describe('The id of what it is about (bet, bonus, hit, payment, limit)'),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification', description: 'Something that happened to the player' });
/** See {@link NotificationSchema}. */
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /notifications query. */
export const NotificationsQuerySchema = z.object({
  locale: queryText(10).optional(),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(10),
});
/** GET /notifications answer: newest first. */
export const NotificationPageSchema = paginated(NotificationSchema).meta({ id: 'NotificationPage' });
/** See {@link NotificationPageSchema}. */
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** GET /notifications/counters answer, also the data of `unread_counters_changed`. */
export const NotificationCountersSchema = z
  .object({ unread: z.number().int().min(0) })
  .meta({ id: 'NotificationCounters', description: "The player's unread notifications" });
/** See {@link NotificationCountersSchema}. */
export type NotificationCounters = z.infer<typeof NotificationCountersSchema>;

/** POST /notifications/read body: the player's notification ids (another player's answer 404). */
export const ReadNotificationsBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'a notification id' }))
    .min(1)
    .max(100),
});

/** POST /notifications/read and /read-all answer: how many changed and what is left unread. */
export const ReadNotificationsAnswerSchema = z
  .object({ updated: z.number().int().min(0), unread: z.number().int().min(0) })
  .meta({ id: 'ReadNotificationsAnswer' });

/** The wire names of the notification events on `$user:{id}`. */
export const NOTIFICATION_EVENTS = {
  notification: 'notification',
  unreadCountersChanged: 'unread_counters_changed',
} as const;

/** A `notification` publication: the new notification in the player's locale. */
export const NotificationEventSchema = z.object({
  type: z.literal(NOTIFICATION_EVENTS.notification),
  data: NotificationSchema,
});
/** An `unread_counters_changed` publication. */
export const UnreadCountersChangedEventSchema = z.object({
  type: z.literal(NOTIFICATION_EVENTS.unreadCountersChanged),
  data: NotificationCountersSchema,
});
