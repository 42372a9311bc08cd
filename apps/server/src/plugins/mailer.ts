/**
 * The `mailer` plugin: when SMTP_URL is set (or a transport is given, in tests), sends the outbox's mails every
 * `intervalMs` through nodemailer (src/mail/deliver.ts). A round starts only after the previous one ended. Without
 * it, mails stay queued and /dev/mailbox shows them.
 */
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { deliverPending, type MailTransport } from '../mail/deliver.js';

/** Options of the mailer plugin. */
interface MailerPluginOptions {
  smtpUrl?: string;
  /** A ready transport instead of SMTP (tests: nodemailer's jsonTransport). */
  transport?: MailTransport;
  from: string;
  /** PUBLIC_WEB_URL, for the links. */
  webUrl: string;
  /** Pause between rounds; 2000 by default. */
  intervalMs?: number;
}

export default fp<MailerPluginOptions>(
  async (app, options) => {
    const transport =
      options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
    if (!transport) return;
    const interval = options.intervalMs ?? 2000;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let stopped = false;
    const schedule = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        running = deliverPending(app.db, transport, { from: options.from, webUrl: options.webUrl })
          .then(({ sent, failed }) => {
            if (sent + failed > 0) app.log.info({ sent, failed }, 'outbox mails delivered');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'mail delivery failed'))
          .finally(() => {
            running = null;
            schedule();
          });
      }, interval);
    };
    app.addHook('onReady', async () => schedule());
    app.addHook('preClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'mailer', dependencies: ['db'] },
);
