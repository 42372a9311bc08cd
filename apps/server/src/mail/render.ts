/**
 * The words of each message. Links point at the web app (PUBLIC_WEB_URL) on the pages and modals the spec
 * names: /users/confirmation, /users/password/edit, and the unlock modal opened by the #unlock fragment. English
 * only for now.
 */
import type { MessageTemplate } from './outbox.js';

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
}

const field = (data: unknown, key: string): string => {
  const value =
    data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

/** Renders a stored message; `webUrl` has no trailing slash. Tokens removed after delivery render no link. */
export function renderMessage(message: StoredMessage, webUrl: string): RenderedMessage {
  const token = encodeURIComponent(field(message.data, 'token'));
  const link = (label: string, path: string) => (token === '' ? [] : [{ label, href: `${webUrl}${path}` }]);
  switch (message.template as MessageTemplate) {
    case 'confirmation':
      return {
        subject: 'Confirm your e-mail address',
        text: 'Welcome! Confirm your e-mail address to finish setting up your account.',
        links: link('Confirm my e-mail', `/users/confirmation?confirmation_token=${token}`),
      };
    case 'reset_password':
      return {
        subject: 'Reset your password',
        text: 'Someone asked to reset your password. The link works for 6 hours; ignore this mail if it was not you.',
        links: link('Choose a new password', `/users/password/edit?reset_password_token=${token}`),
      };
    case 'unlock':
      return {
        subject: 'Your account is locked',
        text: 'Your account was locked after too many failed sign-ins. Unlock it with the link below.',
        links: link('Unlock my account', `/?unlock_token=${token}#unlock`),
      };
    case 'sign_up_attempt':
      return {
        subject: 'Someone tried to sign up with your e-mail',
        text:
          'Someone tried to create an account with this e-mail address, which already has one. If it was you, ' +
          'sign in instead (or reset your password); if not, you can ignore this mail: nothing was changed.',
        links: [{ label: 'Sign in', href: `${webUrl}/` }],
      };
    case 'phone_code':
      return {
        subject: 'Phone verification code',
        text: `Your verification code is ${field(message.data, 'code')}. It expires in 10 minutes.`,
        links: [],
      };
    default:
      return { subject: message.template, text: JSON.stringify(message.data), links: [] };
  }
}
