/**
 * Zod schemas of the host-page protocol (the messages and their meaning are in `protocol.ts`). The app parses
 * what the host sends with {@link EmbedInboundMessageSchema}; the SDK checks what the app sends with
 * `readOutboundMessage`, which `embed.test.ts` holds to {@link EmbedOutboundMessageSchema}. Extra payload fields
 * are stripped, not refused, so a newer sender's additions do not break an older receiver.
 */
import { z } from 'zod';
import {
  EMBED_APP_SOURCE,
  EMBED_HOST_SOURCE,
  EMBED_LIMITS,
  EMBED_OUTBOUND_TYPES,
  EMBED_PROTOCOL_VERSION,
  type EmbedInboundMessage,
  type EmbedOutboundMessage,
} from './protocol';

export * from './protocol';

const PathSchema = z.string().startsWith('/').max(EMBED_LIMITS.maxPathLength);
const CurrencySchema = z.string().regex(EMBED_LIMITS.currencyPattern);
const SizeSchema = z.number().nonnegative();
const IntSchema = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

function inbound<T extends string, P extends z.ZodRawShape>(type: T, payload: P) {
  return z.object({
    source: z.literal(EMBED_HOST_SOURCE),
    version: z.literal(EMBED_PROTOCOL_VERSION),
    type: z.literal(type),
    payload: z.object(payload),
  });
}

function outbound<T extends string, P extends z.ZodRawShape>(type: T, payload: P) {
  return z.object({
    source: z.literal(EMBED_APP_SOURCE),
    version: z.literal(EMBED_PROTOCOL_VERSION),
    type: z.literal(type),
    payload: z.object(payload),
  });
}

/** Any message the host may send the app. */
export const EmbedInboundMessageSchema = z.discriminatedUnion('type', [
  inbound('odds_changed', { format: z.string().min(1).max(32) }),
  inbound('page_changed', { path: PathSchema }),
  inbound('search_modal', { open: z.boolean() }),
  inbound('open_bet_slip', { tab: z.enum(['bet_slip', 'my_bets']).optional() }),
  inbound('viewport', { width: SizeSchema, height: SizeSchema, offset_top: z.number().finite() }),
  inbound('iframe_integration', {
    listeners: z.array(z.enum(EMBED_OUTBOUND_TYPES)).max(EMBED_OUTBOUND_TYPES.length * 2),
    token: z.string().regex(EMBED_LIMITS.tokenPattern).nullable().optional(),
  }),
  inbound('apply_bet_code', { code: z.string().regex(EMBED_LIMITS.betCodePattern) }),
  inbound('change_locale', { locale: z.string().regex(EMBED_LIMITS.localePattern) }),
  inbound('change_currency', { currency: CurrencySchema }),
]);

/** Any message the app may send the host. */
export const EmbedOutboundMessageSchema = z.discriminatedUnion('type', [
  outbound('sign-in', { reason: z.string().nullable() }),
  outbound('sign-up', { reason: z.string().nullable() }),
  outbound('deposit', { currency: CurrencySchema.nullable() }),
  outbound('page-loaded', { path: PathSchema, page: z.string(), locale: z.string() }),
  outbound('page-size-changed', { width: SizeSchema, height: SizeSchema }),
  outbound('balance-changed', {
    currency: CurrencySchema,
    balance: IntSchema,
    subunits: IntSchema.positive(),
  }),
  outbound('bet-slip-state-changed', {
    count: IntSchema.nonnegative(),
    open: z.boolean(),
    outcome_ids: z.array(z.string()),
  }),
  outbound('top-event-clicked', { match_id: IntSchema.positive(), path: PathSchema }),
  outbound('notify-modal-triggered', { open: z.boolean() }),
  outbound('initialized', {
    version: IntSchema,
    locale: z.string(),
    currency: CurrencySchema.nullable(),
    signed_in: z.boolean(),
  }),
  outbound('currency-changed', { currency: CurrencySchema }),
]);

// The schemas describe exactly the protocol's types (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inboundMatches: Same<z.infer<typeof EmbedInboundMessageSchema>, EmbedInboundMessage> = true;
const outboundMatches: Same<z.infer<typeof EmbedOutboundMessageSchema>, EmbedOutboundMessage> = true;
void inboundMatches;
void outboundMatches;
