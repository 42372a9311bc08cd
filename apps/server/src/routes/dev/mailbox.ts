// GET /dev/mailbox - the latest 50 queued mails and SMS as an HTML page (development only)
import { HtmlPageSchema } from '@sportsbook/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMails } from '../../db/schema/index.js';
import { escapeHtml, htmlPage } from '../../lib/html.js';
import { renderMessage } from '../../mail/render.js';

/** Options of the mailbox route. */
interface MailboxOptions {
  /** Base of the links in mails (PUBLIC_WEB_URL). */
  webUrl: string;
}

const Query = z.object({
  to: z.string().max(254).optional().describe('Only messages to this address or number'),
});

/**
 * What the server would have sent, so a developer or an e2e test can follow a confirmation, reset or unlock
 * link, or read a phone code, without a mail server. Never registered in production: it shows live tokens.
 */
const route: FastifyPluginAsyncZod<MailboxOptions> = async (app, { webUrl }) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest 50 outbox messages (not in production)',
        querystring: Query,
        response: { 200: { content: { 'text/html': { schema: HtmlPageSchema } } } },
      },
    },
    async (request, reply) => {
      const rows = await app.db
        .select()
        .from(outboxMails)
        .where(request.query.to ? eq(outboxMails.toAddress, request.query.to.toLowerCase()) : undefined)
        .orderBy(desc(outboxMails.id))
        .limit(50);
      const items = rows.map((row) => {
        const message = renderMessage(row, webUrl);
        const links = message.links
          .map((l) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a>`)
          .join(' ');
        const state = row.sentAt ? 'sent' : row.channel === 'sms' ? 'not sent (no SMS provider)' : 'queued';
        return `<tr data-id="${row.id}" data-to="${escapeHtml(row.toAddress)}" data-template="${escapeHtml(row.template)}">
<td>${escapeHtml(row.createdAt.toISOString())}</td><td>${row.channel}</td><td>${escapeHtml(row.toAddress)}</td>
<td><strong>${escapeHtml(message.subject)}</strong><br>${escapeHtml(message.text)}<br>${links}</td>
<td>${escapeHtml(state)}</td></tr>`;
      });
      const table = `<h1>Mailbox</h1><p>${rows.length} latest messages, newest first.</p>
<table><thead><tr><th>at</th><th>channel</th><th>to</th><th>message</th><th>state</th></tr></thead>
<tbody>${items.join('\n')}</tbody></table>`;
      return reply.type('text/html; charset=utf-8').send(htmlPage('en', 'Mailbox', table));
    },
  );
};

export default route;
