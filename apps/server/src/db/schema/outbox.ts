/**
 * Mails and SMS to send (confirmation, password reset, unlock, phone codes). Written in the same transaction as
 * the change that causes them, sent later by a worker, so a rolled-back sign-up sends nothing and a crash loses
 * nothing.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** 'mail' (toAddress is an e-mail address) or 'sms' (a phone number in E.164). */
    channel: text('channel').$type<'mail' | 'sms'>().notNull().default('mail'),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull().default('en'),
    data: jsonb('data').notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    sendAfter: at('send_after').notNull().defaultNow(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_mails_pending_idx').on(t.sendAfter).where(sql`${t.sentAt} is null`),
    check('outbox_mails_channel_check', sql`${t.channel} in ('mail', 'sms')`),
  ],
);
