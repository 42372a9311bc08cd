/**
 * A labelled text field of the account forms: the label names it, the hint and the error are tied to it with
 * aria-describedby, and an error marks it aria-invalid. Spread react-hook-form's `register(...)` into it.
 */
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './account-forms.module.css';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Translated error text; shown under the field. */
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function FormField({ label, error, hint, id, className, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An error of the whole form (not of one field), announced when it appears. */
export function FormAlert({ children }: { children: React.ReactNode }) {
  return (
    <div role="alert" className={styles.formError}>
      {children}
    </div>
  );
}
