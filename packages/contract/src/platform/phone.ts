/** Phone verification (spec platform §3 "Phone verification"): GET, POST /player/phone and POST .../verify. */
import { z } from 'zod';

/** A phone number in E.164: "+", country code, 7 to 15 digits in all. */
export const PhoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'expected an E.164 number such as +4915112345678')
  .describe('Phone number in E.164');

/** GET /player/phone: the number being verified (or verified) and whether another code may be sent. */
export const PhoneSchema = z
  .object({
    phone_number: z.string().nullable(),
    phone_country: z.string().nullable().describe('ISO 3166 code from the calling code, when known'),
    verified_status: z.enum(['verified', 'pending', 'unverified']),
    resend_timeout_until: z.iso.datetime().nullable().describe('No new code before this time'),
    sms_limit_reached: z.boolean().describe('No more codes today'),
    isVerified: z.boolean(),
  })
  .meta({ id: 'Phone', description: "The player's phone verification" });
/** See {@link PhoneSchema}. */
export type Phone = z.infer<typeof PhoneSchema>;

/** POST /player/phone: send a code to this number. */
export const PhoneBodySchema = z.object({ phone_number: PhoneNumberSchema }).meta({ id: 'PhoneBody' });
/** See {@link PhoneBodySchema}. */
export type PhoneBody = z.infer<typeof PhoneBodySchema>;

/** POST /player/phone/verify: the code received by SMS. */
export const PhoneVerifyBodySchema = z
  .object({ code: z.string().regex(/^\d{6}$/, 'expected the 6-digit code') })
  .meta({ id: 'PhoneVerifyBody' });
/** See {@link PhoneVerifyBodySchema}. */
export type PhoneVerifyBody = z.infer<typeof PhoneVerifyBodySchema>;
