'use client';
/**
 * Choosing a new password with the token of the reset mail (PUT /users/password). The server ends every other
 * session and signs the player in; an unknown or expired token offers to ask for a new link.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { apiFetch } from '@/lib/api';
import styles from './account-forms.module.css';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PasswordEditFormSchema,
  type PasswordEditFormValues,
} from './auth-schemas';
import { FormAlert, FormField } from './form-field';
import { type AuthFormProps, LinkButton, SubmitButton, useErrorText, useServerErrors } from './form-support';
import { applySignedIn } from './session-actions';

const FIELDS = ['password', 'confirmation'] as const;

export function PasswordEditForm({ token, onSwitch, onDone }: AuthFormProps & { token: string | null }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordEditFormValues>({
    resolver: zodResolver(PasswordEditFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const serverErrors = useServerErrors(FIELDS, setError);
  const { formError } = serverErrors;

  if (!token) {
    return (
      <div className={styles.form}>
        <FormAlert>{t('passwordEdit.missingToken')}</FormAlert>
        <LinkButton onClick={() => onSwitch('password-new')}>{t('passwordEdit.requestNew')}</LinkButton>
      </div>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    serverErrors.clear();
    try {
      const user = await apiFetch<User>('/api/platform/users/password', {
        locale,
        method: 'PUT',
        body: { reset_password_token: token, password },
        unauthorized: 'ignore',
      });
      applySignedIn(queryClient, user);
      showAlert({ variant: 'success', title: t('passwordEdit.success') });
      onDone();
    } catch (error) {
      serverErrors.report(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="password-edit-form">
      {formError ? (
        <FormAlert>
          {errorText.form(formError)}
          {formError.key === 'invalid_token' ? (
            <LinkButton onClick={() => onSwitch('password-new')}>{t('passwordEdit.requestNew')}</LinkButton>
          ) : null}
        </FormAlert>
      ) : null}
      <FormField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={errorText.field(errors.password)}
        {...register('password')}
      />
      <FormField
        label={t('fields.confirmation')}
        type="password"
        autoComplete="new-password"
        error={errorText.field(errors.confirmation)}
        {...register('confirmation')}
      />
      <SubmitButton
        busy={isSubmitting}
        label={t('passwordEdit.submit')}
        busyLabel={t('passwordEdit.submitting')}
      />
    </form>
  );
}
