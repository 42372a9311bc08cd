/** The notifications of a deposit's or a withdrawal's result. */
import type { NotificationType } from '@sportsbook/contract';
import type { NotificationInput } from './write-notification.js';

/** A deposit intent or payout request and what became of it. */
export function paymentNotification(
  type: Extract<NotificationType, `deposit_${string}` | `withdrawal_${string}`>,
  payment: { id: string; userId: string; amount: number; currency: string },
): NotificationInput {
  return {
    userId: payment.userId,
    type,
    objectType: 'payment',
    objectId: payment.id,
    params: { amount: payment.amount, currency: payment.currency },
  };
}
