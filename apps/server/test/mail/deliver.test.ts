/** Outbox delivery: each mail sent once, its token scrubbed after; failures back off; SMS rows are left alone. */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../src/db/schema/index.js';
import { deliverPending, type MailTransport } from '../../src/mail/deliver.js';
import { enqueueMail, enqueueSms } from '../../src/mail/outbox.js';
import { openTestDatabase, type TestDatabase } from '../helpers/database.js';

let test: TestDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.cleanup());

const options = { from: 'Sportsbook <no-reply@example.com>', webUrl: 'https://example.com/sports' };

describe('deliverPending', () => {
  it('sends each due mail once through nodemailer, with its link, and forgets the token after', async () => {
    const db = test.database.db;
    await enqueueMail(db, {
      to: 'a@example.com',
      template: 'confirmation',
      locale: 'en',
      data: { token: 'tok-1' },
    });
    await enqueueSms(db, {
      to: '+34600000000',
      template: 'phone_code',
      locale: 'en',
      data: { code: '123456' },
    });
    const sent: { to: string; text: string }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport: MailTransport = {
      sendMail: async (mail) => {
        sent.push(mail);
        return json.sendMail(mail);
      },
    };
    const [first, second] = await Promise.all([
      deliverPending(db, transport, options),
      deliverPending(db, transport, options),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('a@example.com');
    expect(sent[0]?.text).toContain('https://example.com/sports/users/confirmation?confirmation_token=tok-1');
    const rows = await db.select().from(outboxMails).orderBy(outboxMails.id);
    expect(rows.map((r) => [r.channel, r.sentAt !== null, r.data])).toEqual([
      ['mail', true, {}],
      ['sms', false, { code: '123456' }],
    ]);
    expect(await deliverPending(db, transport, options)).toEqual({ sent: 0, failed: 0 });
  });

  it('records a failure and retries it later, not at once', async () => {
    const db = test.database.db;
    await enqueueMail(db, {
      to: 'b@example.com',
      template: 'unlock',
      locale: 'en',
      data: { token: 'tok-2' },
    });
    const failing: MailTransport = { sendMail: async () => Promise.reject(new Error('connection refused')) };
    expect(await deliverPending(db, failing, options)).toEqual({ sent: 0, failed: 1 });
    const [row] = await db.select().from(outboxMails).where(eq(outboxMails.toAddress, 'b@example.com'));
    expect(row).toMatchObject({ attempts: 1, lastError: 'connection refused', sentAt: null });
    expect(row?.sendAfter.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverPending(db, failing, options)).toEqual({ sent: 0, failed: 0 });
  });
});
