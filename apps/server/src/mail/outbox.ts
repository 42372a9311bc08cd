/**
 * Queueing mails and SMS. Rows go into `outbox_mails` inside the caller's transaction, so a message exists
 * exactly when the change that caused it committed; delivery happens later (deliver.ts), and in development
 * /dev/mailbox shows them.
 */
import type { Db, Tx } from '../db/client.js';
import { outboxMails } from '../db/schema/index.js';

/** What a message says; render.ts turns it into a subject, text and links. */
export type MessageTemplate = 'confirmation' | 'reset_password' | 'unlock' | 'phone_code' | 'sign_up_attempt';

/** The data each template needs. */
export interface TemplateData {
  confirmation: { token: string };
  reset_password: { token: string };
  unlock: { token: string };
  phone_code: { code: string };
  /** Someone signed up with the address of an account: its owner is told instead of the caller. */
  sign_up_attempt: Record<string, never>;
}

/** Queues a mail to `to`. */
export async function enqueueMail<T extends Exclude<MessageTemplate, 'phone_code'>>(
  db: Db | Tx,
  message: { to: string; template: T; locale: string; data: TemplateData[T] },
): Promise<void> {
  await db.insert(outboxMails).values({ channel: 'mail', toAddress: message.to, ...rest(message) });
}

/** Queues an SMS to a phone number (E.164). No SMS provider is wired: they are visible in /dev/mailbox. */
export async function enqueueSms(
  db: Db | Tx,
  message: { to: string; template: 'phone_code'; locale: string; data: TemplateData['phone_code'] },
): Promise<void> {
  await db.insert(outboxMails).values({ channel: 'sms', toAddress: message.to, ...rest(message) });
}

function rest(message: { template: MessageTemplate; locale: string; data: object }) {
  return { template: message.template, locale: message.locale, data: message.data };
}
