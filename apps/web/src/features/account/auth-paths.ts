/**
 * The auth pages (spec platform §2 "Page paths"): /sports/users/sign-in, /users/sign-up, /users/password/new,
 * /users/password/edit, /users/confirmation, each showing the matching form inline.
 */

import { LOCALES } from '@/i18n/locales';
import { BASE_PATH } from '@/i18n/routing';
import type { AuthForm } from '@/session/auth-dialog-store';

export const authPaths = {
  signIn: `${BASE_PATH}/users/sign-in`,
  signUp: `${BASE_PATH}/users/sign-up`,
  passwordNew: `${BASE_PATH}/users/password/new`,
  passwordEdit: `${BASE_PATH}/users/password/edit`,
  confirmation: `${BASE_PATH}/users/confirmation`,
} as const;

/** The page of a form, when it has one (the unlock forms open in the dialog only). */
export function authPageOf(form: AuthForm): string | null {
  switch (form) {
    case 'sign-in':
      return authPaths.signIn;
    case 'sign-up':
      return authPaths.signUp;
    case 'password-new':
      return authPaths.passwordNew;
    case 'password-edit':
      return authPaths.passwordEdit;
    case 'confirmation':
    case 'confirmation-resend':
      return authPaths.confirmation;
    default:
      return null;
  }
}

/** True for a path (with or without the locale prefix) under /sports/users/. */
export function isAuthPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const first = (segments[0] ?? '').toLowerCase();
  if (LOCALES.some((locale) => locale.toLowerCase() === first)) segments.shift();
  return `/${segments.join('/')}`.startsWith(`${BASE_PATH}/users/`);
}
