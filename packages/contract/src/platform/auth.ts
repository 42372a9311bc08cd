/**
 * Bodies and queries of the platform's auth calls (spec platform §2 auth pages, §7 "Platform API"): sign up, sign
 * in, password reset, confirmation and unlock. E-mails are trimmed and lower-cased before they are checked, so
 * "Ann@Example.com " and "ann@example.com" are one account.
 */
import { z } from 'zod';
import { LocaleSchema } from '../common/locale';
import { CurrencyCodeSchema } from './currencies';

/** An e-mail address, trimmed and lower-cased. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(z.regexes.email, 'expected an e-mail address')
  .describe('E-mail address (case-insensitive)');

/** A new password: 8 to 128 characters (argon2 hashes any length; the cap keeps hashing cheap to refuse). */
export const NewPasswordSchema = z.string().min(8).max(128).describe('8 to 128 characters');

/** A one-time token from a mail link (confirmation, reset, unlock). */
export const MailTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'expected a token from the mail')
  .describe('Token from the mail link');

/** POST /users/sign_up */
/** One tracking tag's value (spec platform §3: ctag, btag, stag, qtag, gclid): letters, digits and `._~-`. */
const TrackingTagSchema = z.string().regex(/^[\w.~-]{1,128}$/, 'letters, digits and ._~- only, at most 128');

/** The tracking tags a visitor landed with, kept (with marketing consent) for attribution. */
export const AttributionSchema = z
  .object({
    stag: TrackingTagSchema.optional().describe('affiliate id'),
    ctag: TrackingTagSchema.optional(),
    btag: TrackingTagSchema.optional(),
    qtag: TrackingTagSchema.optional(),
    gclid: TrackingTagSchema.optional(),
  })
  .strict()
  .meta({ id: 'Attribution' });
/** See {@link AttributionSchema}. */
export type Attribution = z.infer<typeof AttributionSchema>;

export const SignUpBodySchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    currency: CurrencyCodeSchema.optional().describe('Currency of the first account; EUR by default'),
    locale: LocaleSchema.optional(),
    attribution: AttributionSchema.optional().describe(
      'Tracking tags of the landing page, stored with the player',
    ),
  })
  .meta({ id: 'SignUpBody' });
/** See {@link SignUpBodySchema}. */
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

/** POST /users/sign_in */
export const SignInBodySchema = z
  .object({ email: EmailSchema, password: z.string().min(1).max(128) })
  .meta({ id: 'SignInBody' });
/** See {@link SignInBodySchema}. */
export type SignInBody = z.infer<typeof SignInBodySchema>;

/** POST /users/password (reset mail), POST /users/confirmation and POST /users/unlock (resend). */
export const EmailBodySchema = z.object({ email: EmailSchema }).meta({ id: 'EmailBody' });
/** See {@link EmailBodySchema}. */
export type EmailBody = z.infer<typeof EmailBodySchema>;

/** PUT /users/password: a new password with the token from the reset mail. */
export const ResetPasswordBodySchema = z
  .object({ reset_password_token: MailTokenSchema, password: NewPasswordSchema })
  .meta({ id: 'ResetPasswordBody' });
/** See {@link ResetPasswordBodySchema}. */
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** GET /users/confirmation */
export const ConfirmationQuerySchema = z.object({ confirmation_token: MailTokenSchema });
/** GET /users/unlock */
export const UnlockQuerySchema = z.object({ unlock_token: MailTokenSchema });

/**
 * The answer of calls that must not tell whether an account exists (reset, resend), and of sign-out,
 * confirmation and unlock.
 */
export const OkResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: 'OkResponse' });
