/**
 * The auth forms' client-side checks. Same limits as the contract's bodies (EmailSchema, NewPasswordSchema,
 * CURRENCY_CODES), but each failed check names a message key of `account.validation`, so the field shows a
 * translated sentence instead of zod's English. auth-schemas.test.ts keeps both in step.
 */
import { NewPasswordSchema } from '@sportsbook/contract';
import { CURRENCY_CODES } from '@sportsbook/contract/values';
import { z } from 'zod';

/** Password length limits of the contract (8 to 128). */
export const PASSWORD_MIN = NewPasswordSchema.minLength ?? 8;
export const PASSWORD_MAX = NewPasswordSchema.maxLength ?? 128;

/** Message keys of `account.validation`, with the values their texts take. */
export const VALIDATION_VALUES: Readonly<Record<string, Record<string, number>>> = {
  passwordTooShort: { min: PASSWORD_MIN },
  passwordTooLong: { max: PASSWORD_MAX },
};

const email = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .regex(z.regexes.email, 'emailInvalid');
const newPassword = z.string().min(PASSWORD_MIN, 'passwordTooShort').max(PASSWORD_MAX, 'passwordTooLong');

export const SignInFormSchema = z.object({
  email,
  password: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX, 'passwordTooLong'),
});
export type SignInFormValues = z.infer<typeof SignInFormSchema>;

export const SignUpFormSchema = z.object({
  email,
  password: newPassword,
  currency: z.enum(CURRENCY_CODES, 'currencyRequired'),
});
export type SignUpFormValues = z.infer<typeof SignUpFormSchema>;

/** Forgot password, resend confirmation, resend unlock: an e-mail only. */
export const EmailFormSchema = z.object({ email });
export type EmailFormValues = z.infer<typeof EmailFormSchema>;

/** A new password, typed twice. */
export const PasswordEditFormSchema = z
  .object({ password: newPassword, confirmation: z.string().min(1, 'confirmationRequired') })
  .refine((v) => v.password === v.confirmation, { path: ['confirmation'], message: 'passwordMismatch' });
export type PasswordEditFormValues = z.infer<typeof PasswordEditFormSchema>;
