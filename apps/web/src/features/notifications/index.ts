/** features/notifications: the bell with the unread counter, the panel and the alerts of new ones (README.md). */
export { NotificationsHost } from './notifications-host';
