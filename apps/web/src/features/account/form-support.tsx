'use client';
/**
 * What every account form shares: the props the dialog and the pages pass, the translation of validation and
 * server errors, and the submit button with its busy state.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AuthForm } from '@/session/auth-dialog-store';
import styles from './account-forms.module.css';
import { type FormErrorView, formErrorOf } from './auth-errors';
import { VALIDATION_VALUES } from './auth-schemas';

/** Props of every auth form: go to another form, and what to do once done (close the dialog, leave the page). */
export interface AuthFormProps {
  onSwitch: (form: AuthForm) => void;
  onDone: () => void;
}

/** react-hook-form error type of an error the server answered (its message is a key of `account.errors`). */
export const SERVER_ERROR = 'server';

type SetFieldError<F extends string> = (
  field: F,
  error: { type: string; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * A form's server errors: `report(error)` puts an answer's error on its field (focused) when it names one of
 * `fields`, else shows it above the form as `formError`; `clear()` before the next submit.
 */
export function useServerErrors<F extends string>(fields: readonly F[], setFieldError: SetFieldError<F>) {
  const [formError, setFormError] = useState<FormErrorView<string> | null>(null);
  return {
    formError,
    clear: () => setFormError(null),
    report(error: unknown) {
      const view = formErrorOf(error, fields);
      if (view.field)
        setFieldError(view.field, { type: SERVER_ERROR, message: view.key }, { shouldFocus: true });
      else setFormError(view);
    },
  };
}

/** Texts of field and form errors. */
export function useErrorText() {
  const t = useTranslations('account');
  const format = useFormatter();
  return {
    field(error: Pick<FieldError, 'type' | 'message'> | undefined): string | undefined {
      if (!error?.message) return undefined;
      const key = error.type === SERVER_ERROR ? `errors.${error.message}` : `validation.${error.message}`;
      return t.has(key) ? t(key, VALIDATION_VALUES[error.message]) : t('errors.invalidField');
    },
    form(view: FormErrorView<string>): string {
      const values = view.values
        ? Object.fromEntries(
            Object.entries(view.values).map(([name, value]) => [
              name,
              value instanceof Date
                ? format.dateTime(value, { dateStyle: 'medium', timeStyle: 'short' })
                : value,
            ]),
          )
        : undefined;
      return t(`errors.${view.key}`, values);
    },
  };
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" block disabled={busy} aria-disabled={busy || undefined}>
      {busy ? <Spinner label={busyLabel} size={18} /> : null}
      {label}
    </Button>
  );
}

/** A text-like button that switches forms. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}
