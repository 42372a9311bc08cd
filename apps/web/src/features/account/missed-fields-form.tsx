'use client';
/**
 * The missed-fields form (spec platform §2 auth form `missed_auth_fields`, §4 "Deposit flow"): the deposit
 * profile's names still missing, asked before a deposit when the site requires them (PATCH /player/profile).
 * The dialog holding it cannot be closed; once saved, the deposit flow goes on.
 */
import type { User } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { apiFetch } from '@/lib/api';
import { playerKeys } from '@/lib/queries/player';
import styles from './account-forms.module.css';
import { NAME_FIELDS, type NameField } from './deposit-step';
import { FormAlert, FormField } from './form-field';
import { SubmitButton, useErrorText, useServerErrors } from './form-support';

/** The server's rule (contract UpdateProfileBodySchema): letters of any script, spaces, ' ’ . - */
const NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

/** Saves the names; the player's answer (no name missed any more) moves the deposit flow on. */
export function MissedFieldsForm({ missed }: { missed: readonly NameField[] }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Record<NameField, string>>({ defaultValues: { first_name: '', last_name: '' } });
  const serverErrors = useServerErrors(NAME_FIELDS, setError);

  const onSubmit = handleSubmit(async (values) => {
    serverErrors.clear();
    const body = Object.fromEntries(missed.map((field) => [field, values[field].trim()]));
    try {
      const user = await apiFetch<User>('/api/platform/player/profile', { locale, method: 'PATCH', body });
      queryClient.setQueryData(playerKeys.me(), user);
    } catch (error) {
      serverErrors.report(error);
    }
  });

  const rules = {
    validate: (text: string) => {
      const name = text.trim();
      if (name === '') return 'nameRequired';
      return name.length <= 60 && NAME.test(name) ? true : 'nameInvalid';
    },
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="missed-fields-form">
      {serverErrors.formError ? <FormAlert>{errorText.form(serverErrors.formError)}</FormAlert> : null}
      {missed.includes('first_name') ? (
        <FormField
          label={t('missedFields.firstName')}
          autoComplete="given-name"
          error={errorText.field(errors.first_name)}
          {...register('first_name', rules)}
        />
      ) : null}
      {missed.includes('last_name') ? (
        <FormField
          label={t('missedFields.lastName')}
          autoComplete="family-name"
          error={errorText.field(errors.last_name)}
          {...register('last_name', rules)}
        />
      ) : null}
      <SubmitButton
        busy={isSubmitting}
        label={t('missedFields.submit')}
        busyLabel={t('missedFields.submitting')}
      />
    </form>
  );
}
