/** The one error body every HTTP call answers with when it fails. */
import { z } from 'zod';

/** Stable error codes of the sportsbook API. Clients switch on `code`, never on `message`. */
export const ERROR_CODES = [
  'invalid_param',
  'invalid_body',
  // a string (body, query or path) with a NUL or an unpaired surrogate: text the database cannot store
  'invalid_characters',
  // framework-level refusals (apps/server/src/plugins/errors.ts): the request is not even routed
  'bad_request',
  'invalid_url',
  'uri_too_long',
  'headers_too_large',
  'request_timeout',
  'not_found',
  'unauthorized',
  'forbidden',
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  'internal_error',
  'unavailable',
  // platform: auth, player, wallet, limits
  'csrf_failed',
  'bearer_required',
  'invalid_credentials',
  'account_locked',
  'account_blocked',
  'invalid_token',
  'already_exists',
  'insufficient_funds',
  'limit_exceeded',
  'self_excluded',
  'session_limit',
  // sign-in and sign-up from a country the operator does not serve (the reverse proxy's country header)
  'country_blocked',
  'sms_limit_reached',
  'resend_too_soon',
  'invalid_code',
  // the cashier: the deposit profile is incomplete, the phone is not verified, a name on record is kept
  'auth_fields_missed',
  'phone_verification_required',
  'profile_field_locked',
  // money-moving POSTs retried with an Idempotency-Key (apps/server/src/idempotency)
  'idempotency_in_progress',
  'idempotency_key_reused',
  // the payment provider's webhooks: not signed with the shared secret, signed too long ago, for no intent or
  // payout of ours, or saying something else than the intent (amount, currency, another transaction)
  'bad_signature',
  'signature_expired',
  'unknown_intent',
  'payment_mismatch',
  // a provider game (horse_racing, lotto) the site does not offer (settings additional_providers)
  'provider_unavailable',
  // betting: bet builder, cashout
  'incompatible_selections',
  'custom_bet_unavailable',
  'cashout_unavailable',
  'cashout_amount_changed',
  // 503: the feed has not moved prices for too long (no feed leader, or it cannot write): no bet at stale prices
  'prices_unavailable',
  // bonuses: an unknown or already used promo code, a bonus the player cannot activate or hold
  'promo_code_invalid',
  'promo_code_used',
  'bonus_not_available',
  // farming programmes: an amb with no range reached and unclaimed, a lootbox with no box to open
  'amb_nothing_to_claim',
  'lootbox_empty',
  // a lootbox boosting a freebet: not the player's active freebet with an amount, boosted before, lootbox ended
  'freebet_not_found',
  'freebet_not_boostable',
  'freebet_already_boosted',
  'lootbox_not_active',
  // development: the feed control
  'match_not_live',
] as const;
/** One of {@link ERROR_CODES}. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Error body: `code` is stable and machine-readable, `message` is for humans (English), `field` names the query
 * parameter, path parameter or body field that was rejected.
 */
export const ErrorBodySchema = z
  .object({
    code: z.string().describe('Stable machine-readable code, e.g. invalid_param or not_found'),
    message: z.string().describe('Human-readable explanation (English)'),
    field: z.string().optional().describe('The rejected parameter or body field, when one is to blame'),
    until: z.iso
      .datetime()
      .optional()
      .describe(
        'When the refusal ends: self_excluded, the end of the cooling-off or self-exclusion (none: for good)',
      ),
  })
  .meta({ id: 'ErrorBody', description: 'The body of every failed call' });
/** See {@link ErrorBodySchema}. */
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The body of a call that answers an HTML page (the statistics and video pages, the development mailbox). */
export const HtmlPageSchema = z.string().describe('An HTML page');

/** The body of a call that answers an SVG image (a competitor's crest). */
export const SvgImageSchema = z.string().describe('An SVG image');
