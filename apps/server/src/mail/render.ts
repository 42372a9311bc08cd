/**
 * The words of each message, in the locale the row was queued in (words.ts). Links point at the web app
 * (PUBLIC_WEB_URL) on the pages and modals the spec names: /users/confirmation, /users/password/edit, and the
 * unlock modal opened by the #unlock fragment.
 */
import { ownValue } from '@sportsbook/domain';
import type { MessageTemplate } from './outbox.js';
import { MAIL_WORDS } from './words.js';

/** A message ready to send or show. */
export interface RenderedMessage {
  subject: string;
  text: string;
  links: { label: string; href: string }[];
}

/** A stored outbox row's fields that rendering needs. */
export interface StoredMessage {
  template: string;
  data: unknown;
  /** The locale it was queued in; words of another locale, or none, read English. */
  locale?: string;
}

const field = (data: unknown, key: string): string => {
  const value =
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Renders a stored message; `webUrl` has no trailing slash. Tokens removed after delivery render no link. */
export function renderMessage(message: StoredMessage, webUrl: string): RenderedMessage {
  const token = encodeURIComponent(field(message.data, 'token'));
  const words = ownValue(MAIL_WORDS, message.locale ?? 'en') ?? MAIL_WORDS.en;
  const link = (label: string, path: string) => (token === '' ? [] : [{ label, href: `${webUrl}${path}` }]);
  const template = message.template as MessageTemplate;
  switch (template) {
    case 'confirmation':
    case 'reset_password':
    case 'unlock': {
      const { subject, text, link: label } = words[template];
      return { subject, text, links: link(label, LINK_PATHS[template](token)) };
    }
    case 'sign_up_attempt': {
      const { subject, text, link: label } = words[template];
      return { subject, text, links: [{ label, href: `${webUrl}/` }] };
    }
    case 'phone_code': {
      const { subject, text } = words[template];
      return { subject, text: text.replace('{code}', field(message.data, 'code')), links: [] };
    }
    default:
      return { subject: message.template, text: JSON.stringify(message.data), links: [] };
  }
}

/** Where the link of each mail with a token leads. */
const LINK_PATHS: Readonly<Record<'confirmation' | 'reset_password' | 'unlock', (token: string) => string>> =
  {
    confirmation: (token) => `/users/confirmation?confirmation_token=${token}`,
    reset_password: (token) => `/users/password/edit?reset_password_token=${token}`,
    unlock: (token) => `/?unlock_token=${token}#unlock`,
  };
