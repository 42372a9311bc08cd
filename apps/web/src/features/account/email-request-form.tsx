'use client';
/**
 * The forms that only ask for an e-mail and mail a link: forgot password (POST /users/password), resend the
 * confirmation (POST /users/confirmation) and the unlock mail (POST /users/unlock). The server answers the same
 * whether or not the address has an account, and so does the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiFetch } from '@/lib/api';
import styles from './account-forms.module.css';
import { EmailFormSchema, type EmailFormValues } from './auth-schemas';
import { FormAlert, FormField } from './form-field';
import { type AuthFormProps, LinkButton, SubmitButton, useErrorText, useServerErrors } from './form-support';

/** Which mail the form asks for. */
export type MailRequest = 'password' | 'confirmation' | 'unlock';

const ENDPOINT: Record<MailRequest, string> = {
  password: '/api/platform/users/password',
  confirmation: '/api/platform/users/confirmation',
  unlock: '/api/platform/users/unlock',
};

/** Message keys of each kind: intro, submit label and the "sent" sentence. */
const TEXTS: Record<MailRequest, { intro: string; submit: string; sent: string }> = {
  password: { intro: 'passwordNew.intro', submit: 'passwordNew.submit', sent: 'passwordNew.sent' },
  confirmation: {
    intro: 'confirmation.resendIntro',
    submit: 'confirmation.resendSubmit',
    sent: 'confirmation.sent',
  },
  unlock: { intro: 'unlock.resendIntro', submit: 'unlock.resendSubmit', sent: 'unlock.sent' },
};

const FIELDS = ['email'] as const;

export function EmailRequestForm({ kind, onSwitch }: AuthFormProps & { kind: MailRequest }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailFormValues>({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: '' } });
  const serverErrors = useServerErrors(FIELDS, setError);
  const { formError } = serverErrors;
  const texts = TEXTS[kind];

  const onSubmit = handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      await apiFetch(ENDPOINT[kind], { locale, body: values, unauthorized: 'ignore' });
      setSentTo(values.email);
    } catch (error) {
      serverErrors.report(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={`${kind}-mail-form`}>
      <p className={styles.intro}>{t(texts.intro)}</p>
      <div role="status">
        {sentTo ? <p className={styles.status}>{t(texts.sent, { email: sentTo })}</p> : null}
      </div>
      {formError ? <FormAlert>{errorText.form(formError)}</FormAlert> : null}
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText.field(errors.email)}
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting} label={t(texts.submit)} busyLabel={t('submitting')} />
      <div className={styles.links}>
        <LinkButton onClick={() => onSwitch('sign-in')}>{t('passwordNew.back')}</LinkButton>
      </div>
    </form>
  );
}
