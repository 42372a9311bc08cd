'use client';
/** The form for one `AuthForm`, shared by the auth dialog and the /users/... pages. */
import { useTranslations } from 'next-intl';
import type { AuthForm, SignInReason } from '@/session/auth-dialog-store';
import { EmailRequestForm } from './email-request-form';
import type { AuthFormProps } from './form-support';
import { MailLinkView } from './mail-link-view';
import { PasswordEditForm } from './password-edit-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export interface AuthFormViewProps extends AuthFormProps {
  form: AuthForm;
  token?: string | null;
  reason?: SignInReason | null;
}

/** Message key of each form's title. */
const AUTH_FORM_TITLES: Record<AuthForm, string> = {
  'sign-in': 'signIn.title',
  'sign-up': 'signUp.title',
  'password-new': 'passwordNew.title',
  'password-edit': 'passwordEdit.title',
  confirmation: 'confirmation.title',
  'confirmation-resend': 'confirmation.resendTitle',
  unlock: 'unlock.title',
  'unlock-resend': 'unlock.resendTitle',
};

/** The translated title of a form. */
export function useAuthFormTitle(form: AuthForm): string {
  return useTranslations('account')(AUTH_FORM_TITLES[form]);
}

export function AuthFormView({ form, token = null, reason = null, ...props }: AuthFormViewProps) {
  switch (form) {
    case 'sign-in':
      return <SignInForm reason={reason} {...props} />;
    case 'sign-up':
      return <SignUpForm {...props} />;
    case 'password-new':
      return <EmailRequestForm kind="password" {...props} />;
    case 'password-edit':
      return <PasswordEditForm token={token} {...props} />;
    case 'confirmation':
      return token ? (
        <MailLinkView kind="confirmation" token={token} {...props} />
      ) : (
        <EmailRequestForm kind="confirmation" {...props} />
      );
    case 'confirmation-resend':
      return <EmailRequestForm kind="confirmation" {...props} />;
    case 'unlock':
      return token ? (
        <MailLinkView kind="unlock" token={token} {...props} />
      ) : (
        <EmailRequestForm kind="unlock" {...props} />
      );
    case 'unlock-resend':
      return <EmailRequestForm kind="unlock" {...props} />;
  }
}
