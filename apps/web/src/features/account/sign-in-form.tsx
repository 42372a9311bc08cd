'use client';
/**
 * The sign-in form (POST /users/sign_in). Why it was asked for (placing a bet, an expired session...) shows on
 * top; wrong credentials show on the password field, a locked account offers the unlock mail again.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { apiFetch } from '@/lib/api';
import type { SignInReason } from '@/session/auth-dialog-store';
import styles from './account-forms.module.css';
import { SignInFormSchema, type SignInFormValues } from './auth-schemas';
import { FormAlert, FormField } from './form-field';
import { type AuthFormProps, LinkButton, SubmitButton, useErrorText, useServerErrors } from './form-support';
import { applySignedIn } from './session-actions';

const FIELDS = ['email', 'password'] as const;

export function SignInForm({ reason, onSwitch, onDone }: AuthFormProps & { reason?: SignInReason | null }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const serverErrors = useServerErrors(FIELDS, setError);
  const { formError } = serverErrors;

  const onSubmit = handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      const user = await apiFetch<User>('/api/platform/users/sign_in', {
        locale,
        body: values,
        unauthorized: 'ignore',
      });
      applySignedIn(queryClient, user);
      showAlert({ variant: 'success', title: t('signIn.success') });
      onDone();
    } catch (error) {
      serverErrors.report(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="sign-in-form">
      {reason ? <p className={styles.reason}>{t(`reason.${reason}`)}</p> : null}
      {formError ? (
        <FormAlert>
          {errorText.form(formError)}
          {formError.key === 'account_locked' ? (
            <LinkButton onClick={() => onSwitch('unlock-resend')}>{t('signIn.resendUnlock')}</LinkButton>
          ) : null}
        </FormAlert>
      ) : null}
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errorText.field(errors.email)}
        {...register('email')}
      />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errorText.field(errors.password)}
        {...register('password')}
      />
      <SubmitButton busy={isSubmitting} label={t('signIn.submit')} busyLabel={t('signIn.submitting')} />
      <div className={styles.links}>
        <LinkButton onClick={() => onSwitch('password-new')}>{t('signIn.forgot')}</LinkButton>
        <LinkButton onClick={() => onSwitch('confirmation-resend')}>
          {t('signIn.resendConfirmation')}
        </LinkButton>
      </div>
      <p className={styles.muted}>
        {t('signIn.noAccount')}{' '}
        <LinkButton onClick={() => onSwitch('sign-up')}>{t('signIn.toSignUp')}</LinkButton>
      </p>
    </form>
  );
}
