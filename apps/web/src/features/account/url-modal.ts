/**
 * Opening auth forms from the URL (spec platform §2 "Opening dialogs from the URL"): a fragment (#sign-in,
 * #sign-up, #confirmation, #password-edit, #password-new, #unlock), a `modal` query parameter with the same
 * names, or a mail link's token parameter (reset_password_token, confirmation_token, unlock_token) opens the
 * matching form; what was read is then removed from the URL, the rest kept.
 */
import type { AuthForm } from '@/session/auth-dialog-store';

/** The URL names of the forms. */
const URL_MODAL_NAMES = [
  'sign-in',
  'sign-up',
  'confirmation',
  'password-edit',
  'password-new',
  'unlock',
] as const;
export type UrlModalName = (typeof URL_MODAL_NAMES)[number];

/** Token parameters of the mail links and the form each opens. */
const TOKEN_PARAMS = [
  ['reset_password_token', 'password-edit'],
  ['confirmation_token', 'confirmation'],
  ['unlock_token', 'unlock'],
] as const;

/** "sign_in", "Sign-In" and "sign-in" name the same form. */
export function parseModalName(value: string | null | undefined): UrlModalName | null {
  if (!value) return null;
  const name = value.trim().toLowerCase().replace(/_/g, '-');
  return (URL_MODAL_NAMES as readonly string[]).includes(name) ? (name as UrlModalName) : null;
}

/** The form a URL name opens: without a mail token, confirmation and unlock offer to resend the mail. */
export function formOfModal(name: UrlModalName, token: string | null): AuthForm {
  if (name === 'confirmation' && !token) return 'confirmation-resend';
  if (name === 'unlock' && !token) return 'unlock-resend';
  return name;
}

export interface UrlModalRequest {
  form: AuthForm;
  token: string | null;
  /** `search` and `hash` without what was read (each with its leading "?"/"#", or empty). */
  search: string;
  hash: string;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape ("#%E0") names no form.
    return text;
  }
}

/** What the URL asks to open, and the URL parts without it; null when it asks for nothing. */
export function readUrlModal(location: { search: string; hash: string }): UrlModalRequest | null {
  const params = new URLSearchParams(location.search);
  let name: UrlModalName | null = null;
  let token: string | null = null;

  for (const [param, form] of TOKEN_PARAMS) {
    const value = params.get(param);
    if (value === null) continue;
    params.delete(param);
    if (!name && value) {
      name = form;
      token = value;
    }
  }
  const modal = parseModalName(params.get('modal'));
  if (modal) {
    params.delete('modal');
    name ??= modal;
  }
  const fragment = parseModalName(safeDecode(location.hash.replace(/^#/, '')));
  const hash = fragment ? '' : location.hash;
  if (fragment) name ??= fragment;

  if (!name) return null;
  const search = params.toString();
  return { form: formOfModal(name, token), token, search: search ? `?${search}` : '', hash };
}
