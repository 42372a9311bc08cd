/**
 * Server errors of the auth and account calls as the forms show them: on the field they concern when there is
 * one (the server's `field`, or the field a code is about), else above the form. Keys are message keys of
 * `account.errors`; `values` fill their placeholders.
 */
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api';

export interface FormErrorView<F extends string> {
  /** The field to show it on; undefined for the whole form. */
  field?: F;
  key: string;
  /** Placeholder values; a Date is written in the locale's medium date and short time. */
  values?: Record<string, number | string | Date>;
}

/** Codes that always concern one field, whatever the server's `field` says. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = {
  invalid_credentials: 'password',
  already_exists: 'email',
};

/** Codes with a sentence of their own. */
const KNOWN_CODES = new Set([
  'invalid_credentials',
  'already_exists',
  'account_locked',
  'account_blocked',
  'self_excluded',
  'country_blocked',
  'limit_exceeded',
  'invalid_token',
  'insufficient_funds',
  'not_found',
  'csrf_failed',
  'auth_fields_missed',
  'phone_verification_required',
  'profile_field_locked',
]);

/** Turns a failed call into what the form shows; `fields` are the form's field names. */
export function formErrorOf<F extends string>(error: unknown, fields: readonly F[]): FormErrorView<F> {
  if (!isApiError(error)) return { key: 'generic' };
  if (error.status === 429) {
    return error.retryAfter === undefined
      ? { key: 'rateLimited' }
      : { key: 'rateLimitedFor', values: { seconds: error.retryAfter } };
  }
  if (error.code === NETWORK_ERROR_CODE) return { key: 'network' };
  if (error.code === 'self_excluded' && error.until) {
    return { key: 'self_excludedUntil', values: { until: new Date(error.until) } };
  }
  const fieldName = FIELD_OF_CODE[error.code] ?? error.field;
  const field = fields.find((f) => f === fieldName);
  if (KNOWN_CODES.has(error.code)) return { field, key: error.code };
  if (field && (error.status === 400 || error.status === 422)) return { field, key: 'invalidField' };
  return { key: error.status >= 500 ? 'server' : 'generic' };
}
