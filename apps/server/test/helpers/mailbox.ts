/** Reading /dev/mailbox as a developer would: the newest message of a template to an address, and its link. */
import type { TestApp } from './app.js';

/** The first link of the newest `template` message to `to`, as a URL; throws when there is none. */
export async function mailboxLink(t: TestApp, to: string, template: string): Promise<URL> {
  const page = await t.get<string>(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const rows = page.body.split('<tr data-id=').slice(1);
  const row = rows.find((r) => r.includes(`data-template="${template}"`));
  const href = row?.match(/<a href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  if (!href) throw new Error(`no ${template} link for ${to}`);
  return new URL(href);
}

/** The text of the newest `template` message to `to`. */
export async function mailboxText(t: TestApp, to: string, template: string): Promise<string> {
  const page = await t.get<string>(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  const row = page.body.split('<tr data-id=').find((r) => r.includes(`data-template="${template}"`));
  if (!row) throw new Error(`no ${template} message for ${to}`);
  return row;
}
