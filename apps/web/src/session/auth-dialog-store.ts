/**
 * Which auth form is open, if any, and why. One combined dialog switches between the forms; anything may open
 * it (the header, `requestSignIn`, the URL opener, the 401 hook) without importing React.
 */
import { create } from 'zustand';
import { handOffToHost } from './host-handoff';

/** The forms of the auth dialog; the URL names (#sign-in, ?modal=password-new...) map onto these. */
export type AuthForm =
  | 'sign-in'
  | 'sign-up'
  | 'password-new'
  | 'password-edit'
  | 'confirmation'
  | 'confirmation-resend'
  | 'unlock'
  | 'unlock-resend';

/** Why the sign-in form was asked for; picks the line above the form. */
export type SignInReason = 'place_bet' | 'session_expired' | 'favourites' | 'my_bets';

interface AuthDialogState {
  form: AuthForm | null;
  reason: SignInReason | null;
  /** The mail token of the confirmation, reset or unlock link that opened the form. */
  token: string | null;
}

export const useAuthDialogStore = create<AuthDialogState>(() => ({ form: null, reason: null, token: null }));

/**
 * Opens `form` (replacing whatever form is open). Inside a host page that listens for sign-in or sign-up, those
 * two go to the host instead (host-handoff.ts).
 */
export function openAuthForm(form: AuthForm, options: { reason?: SignInReason; token?: string } = {}): void {
  if ((form === 'sign-in' || form === 'sign-up') && handOffToHost(form, options.reason ?? null)) return;
  useAuthDialogStore.setState({ form, reason: options.reason ?? null, token: options.token ?? null });
}

/** Switches to another form inside the open dialog; the reason line and the token do not carry over. */
export function switchAuthForm(form: AuthForm): void {
  useAuthDialogStore.setState({ form, reason: null, token: null });
}

export function closeAuthDialog(): void {
  useAuthDialogStore.setState({ form: null, reason: null, token: null });
}
