import { SignInBodySchema, SignUpBodySchema } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en/account.json';
import {
  EmailFormSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PasswordEditFormSchema,
  SignInFormSchema,
  SignUpFormSchema,
} from './auth-schemas';

/** field -> message key of the first issue on it (what the form shows, as the zod resolver does). */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('auth form checks', () => {
  it('says what is missing, with keys that have English texts', () => {
    const result = messages(SignInFormSchema.safeParse({ email: ' ', password: '' }));
    expect(result).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
    for (const key of Object.values(result)) expect(en.validation).toHaveProperty(key);
  });

  it('refuses what is not an e-mail address', () => {
    expect(messages(EmailFormSchema.safeParse({ email: 'ann@' }))).toEqual({ email: 'emailInvalid' });
    expect(messages(EmailFormSchema.safeParse({ email: `${'a'.repeat(250)}@x.io` }))).toEqual({
      email: 'emailInvalid',
    });
  });

  it('asks a new password of the contract length', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
    const short = SignUpFormSchema.safeParse({ email: 'a@b.io', password: 'short', currency: 'EUR' });
    expect(messages(short)).toEqual({ password: 'passwordTooShort' });
    const long = SignUpFormSchema.safeParse({ email: 'a@b.io', password: 'x'.repeat(129), currency: 'EUR' });
    expect(messages(long)).toEqual({ password: 'passwordTooLong' });
    expect(
      messages(SignUpFormSchema.safeParse({ email: 'a@b.io', password: 'long enough', currency: 'XYZ' })),
    ).toEqual({
      currency: 'currencyRequired',
    });
  });

  it('wants the new password typed twice alike', () => {
    const result = PasswordEditFormSchema.safeParse({ password: 'long enough', confirmation: 'long enuogh' });
    expect(messages(result)).toEqual({ confirmation: 'passwordMismatch' });
    expect(
      PasswordEditFormSchema.safeParse({ password: 'long enough', confirmation: 'long enough' }).success,
    ).toBe(true);
  });

  it('accepts and refuses the same input as the server (contract schemas)', () => {
    const samples = [
      { email: 'Ann@Example.com ', password: 'long enough', currency: 'EUR' as const },
      { email: 'ann@example', password: 'long enough', currency: 'EUR' as const },
      { email: 'ann@example.com', password: '1234567', currency: 'BTC' as const },
      { email: 'ann@example.com', password: '12345678', currency: 'USDT' as const },
    ];
    for (const sample of samples) {
      expect(SignUpFormSchema.safeParse(sample).success, sample.email).toBe(
        SignUpBodySchema.safeParse(sample).success,
      );
      const signIn = { email: sample.email, password: sample.password };
      expect(SignInFormSchema.safeParse(signIn).success).toBe(SignInBodySchema.safeParse(signIn).success);
    }
  });
});
