/** features/notifications: the bell with the unread counter, the panel and the alerts of new ones (README.md). */
/** The CMS's notifications block draws the list (platform page block "notifications"). */
export { NotificationList } from './notification-list';
export { NotificationsHost } from './notifications-host';
