'use client';
/**
 * The sign-up form (POST /users/sign_up): e-mail, password and the currency of the first account. The player
 * is signed in at once; the server mails a confirmation link. The tracking tags stored with marketing consent go
 * along (`attribution`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@sportsbook/contract';
import { CURRENCY_CODES } from '@sportsbook/contract/values';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { apiFetch } from '@/lib/api';
import { attributionFromCookies } from '@/lib/tracking/attribution';
import { useVisitorCurrency } from '@/session/use-visitor-currency';
import styles from './account-forms.module.css';
import { PASSWORD_MAX, PASSWORD_MIN, SignUpFormSchema, type SignUpFormValues } from './auth-schemas';
import { FormAlert, FormField } from './form-field';
import { type AuthFormProps, LinkButton, SubmitButton, useErrorText, useServerErrors } from './form-support';
import { applySignedIn } from './session-actions';

const FIELDS = ['email', 'password', 'currency'] as const;

export function SignUpForm({ onSwitch, onDone }: AuthFormProps) {
  const t = useTranslations('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const currencyId = useId();
  const visitorCurrency = useVisitorCurrency();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({
    resolver: zodResolver(SignUpFormSchema),
    // The currency a host page or link chose for the visitor, else the euro.
    defaultValues: {
      email: '',
      password: '',
      currency: CURRENCY_CODES.find((code) => code === visitorCurrency?.code) ?? 'EUR',
    },
  });
  const serverErrors = useServerErrors(FIELDS, setError);
  const { formError } = serverErrors;

  const onSubmit = handleSubmit(async (values) => {
    serverErrors.clear();
    try {
      const user = await apiFetch<User>('/api/platform/users/sign_up', {
        locale,
        // The tracking tags kept with marketing consent (features/consent): attribution of the new player.
        body: { ...values, locale, attribution: attributionFromCookies(document.cookie) },
        unauthorized: 'ignore',
      });
      applySignedIn(queryClient, user);
      showAlert({
        variant: 'success',
        title: t('signUp.success'),
        description: t('signUp.successDescription'),
      });
      onDone();
    } catch (error) {
      serverErrors.report(error);
    }
  });

  const currencyError = errorText.field(errors.currency);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="sign-up-form">
      {formError ? <FormAlert>{errorText.form(formError)}</FormAlert> : null}
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
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errorText.field(errors.password)}
        {...register('password')}
      />
      <div className={styles.field}>
        <label htmlFor={currencyId} className={styles.label}>
          {t('fields.currency')}
        </label>
        <select
          id={currencyId}
          className={styles.select}
          aria-invalid={currencyError ? true : undefined}
          aria-describedby={currencyError ? `${currencyId}-error` : undefined}
          {...register('currency')}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        {currencyError ? (
          <p id={`${currencyId}-error`} className={styles.error}>
            {currencyError}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={isSubmitting} label={t('signUp.submit')} busyLabel={t('signUp.submitting')} />
      <p className={styles.muted}>
        {t('signUp.haveAccount')}{' '}
        <LinkButton onClick={() => onSwitch('sign-in')}>{t('signUp.toSignIn')}</LinkButton>
      </p>
    </form>
  );
}
