/** A stored notification as the contract's `Notification`, its texts in the reader's locale. */
import { currencyOf, type Locale, type Notification, type NotificationType } from '@sportsbook/contract';
import { formatMoney, money } from '@sportsbook/domain';
import type { notifications } from '../db/schema/index.js';
import { NOTIFICATION_WORDS } from './words.js';

type NotificationRow = typeof notifications.$inferSelect;

/** The amount of `params` formatted for `locale`, or empty. */
function amountOf(row: NotificationRow, locale: Locale): string {
  const { amount, currency } = row.params;
  const known = currency ? currencyOf(currency) : undefined;
  if (amount === undefined || !known) return '';
  return formatMoney(money(amount), known, { locale, subcurrency: false });
}

/** The name the row tells of, in `locale` or else English. */
function nameOf(row: NotificationRow, locale: Locale): string {
  const names = row.params.names ?? {};
  return names[locale] ?? names.en ?? '';
}

/** The row in `locale`. */
export function notificationView(row: NotificationRow, locale: Locale): Notification {
  const type = row.type as NotificationType;
  const words = NOTIFICATION_WORDS[locale][type];
  const amount = amountOf(row, locale);
  const fill = (text: string) =>
    text
      .replaceAll('{amount}', amount)
      .replaceAll('{code}', row.params.code ?? '')
      .replaceAll('{name}', nameOf(row, locale));
  return {
    id: row.id,
    title: fill(words.title),
    body: fill(words.body),
    caption: amount || (row.params.code ?? ''),
    type,
    object_type: row.objectType as Notification['object_type'],
    object_id: row.objectId,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}
