/**
 * Sends queued mails through SMTP. A batch is claimed by pushing its rows' `send_after` 5 minutes ahead in one
 * statement (FOR UPDATE SKIP LOCKED), then sent outside any transaction: two server instances never take the
 * same row, no lock is held while the SMTP server answers, and a crash mid-send only delays the row until the
 * claim runs out. Failures back off exponentially; after 10 attempts a row stays unsent with its last error.
 * SMS rows are not touched (no provider is wired).
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMails } from '../db/schema/index.js';
import { escapeHtml } from '../lib/html.js';
import { renderMessage } from './render.js';

/** What delivery needs of a nodemailer transport. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/** Attempts before a mail is given up. */
const MAX_ATTEMPTS = 10;

/** Sends up to `batch` due mails; returns how many were sent and how many failed. */
export async function deliverPending(
  db: Db,
  transport: MailTransport,
  options: { from: string; webUrl: string; batch?: number },
): Promise<{ sent: number; failed: number }> {
  const due = db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.channel, 'mail'),
        isNull(outboxMails.sentAt),
        lte(outboxMails.sendAfter, sql`now()`),
        lt(outboxMails.attempts, MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(outboxMails.id))
    .limit(options.batch ?? 20)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMails)
    .set({ sendAfter: sql`now() + interval '5 minutes'`, attempts: sql`${outboxMails.attempts} + 1` })
    .where(inArray(outboxMails.id, due))
    .returning();
  let sent = 0;
  for (const row of claimed) {
    const message = renderMessage(row, options.webUrl);
    const links = message.links.map((l) => `${l.label}: ${l.href}`);
    const html = `<p>${escapeHtml(message.text)}</p>${message.links
      .map((l) => `<p><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></p>`)
      .join('')}`;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: message.subject,
        text: [message.text, ...links].join('\n\n'),
        html,
      });
      // The token has done its job once delivered: keep no usable link in the database.
      await db
        .update(outboxMails)
        .set({ sentAt: new Date(), data: {}, lastError: null })
        .where(eq(outboxMails.id, row.id));
      sent += 1;
    } catch (error) {
      const backoffMinutes = Math.min(60, 2 ** row.attempts);
      await db
        .update(outboxMails)
        .set({
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          sendAfter: new Date(Date.now() + backoffMinutes * 60_000),
        })
        .where(eq(outboxMails.id, row.id));
    }
  }
  return { sent, failed: claimed.length - sent };
}
