import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMBED_INBOUND_TYPES,
  EMBED_OUTBOUND_TYPES,
  EmbedInboundMessageSchema,
  type EmbedOutboundMessage,
  EmbedOutboundMessageSchema,
  envelope,
  isEnvelopeFrom,
  readOutboundMessage,
} from './messages';

/** One valid outbound message of every type. */
const VALID_OUTBOUND: EmbedOutboundMessage[] = [
  envelope('sportsbook', 'sign-in', { reason: 'place_bet' }),
  envelope('sportsbook', 'sign-up', { reason: null }),
  envelope('sportsbook', 'deposit', { currency: 'EUR' }),
  envelope('sportsbook', 'page-loaded', { path: '/sports/live', page: 'live', locale: 'en' }),
  envelope('sportsbook', 'page-size-changed', { width: 1280, height: 2400.5 }),
  envelope('sportsbook', 'balance-changed', { currency: 'BTC', balance: 150_000_000, subunits: 1e8 }),
  envelope('sportsbook', 'bet-slip-state-changed', { count: 2, open: true, outcome_ids: ['1/2/3', '4/5/6'] }),
  envelope('sportsbook', 'top-event-clicked', { match_id: 12, path: '/sports/football/a-b-12' }),
  envelope('sportsbook', 'notify-modal-triggered', { open: false }),
  envelope('sportsbook', 'initialized', { version: 1, locale: 'es', currency: null, signed_in: false }),
  envelope('sportsbook', 'currency-changed', { currency: 'USD' }),
];

const valid = fc.constantFrom(...VALID_OUTBOUND);
const anyValue = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('EUR', 'eur', '/', '/sports', 'x'.repeat(600), -1, 0, 1.5, Number.NaN, Infinity),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A valid message with one field changed: envelope or payload, kept, replaced or removed. */
const mutated = fc
  .tuple(valid, fc.boolean(), fc.nat(), anyValue, fc.boolean())
  .map(([message, inPayload, pick, value, remove]) => {
    const copy = structuredClone(message) as unknown as Record<string, unknown>;
    const target = inPayload ? (copy.payload as Record<string, unknown>) : copy;
    const keys = Object.keys(target);
    const key = keys[pick % keys.length] ?? 'type';
    if (remove) delete target[key];
    else target[key] = value;
    return copy;
  });

describe('the host-page protocol', () => {
  it('names every message of the spec once', () => {
    expect(EMBED_INBOUND_TYPES).toHaveLength(9);
    expect(EMBED_OUTBOUND_TYPES).toHaveLength(11);
    expect(new Set(VALID_OUTBOUND.map((m) => m.type))).toEqual(new Set(EMBED_OUTBOUND_TYPES));
  });

  it('reads every valid outbound message, and the schema agrees', () => {
    for (const message of VALID_OUTBOUND) {
      expect(readOutboundMessage(message)).toEqual(message);
      expect(EmbedOutboundMessageSchema.safeParse(message).success).toBe(true);
    }
  });

  it('the SDK reader accepts exactly what the zod schema accepts (property)', () => {
    fc.assert(
      fc.property(fc.oneof(valid, mutated, anyValue), (data) => {
        const schema = EmbedOutboundMessageSchema.safeParse(data).success;
        expect(readOutboundMessage(data) !== null).toBe(schema);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses other senders, other versions and unknown types without throwing', () => {
    const base = VALID_OUTBOUND[0] as unknown as Record<string, unknown>;
    expect(readOutboundMessage({ ...base, source: 'sportsbook-host' })).toBeNull();
    expect(readOutboundMessage({ ...base, version: 2 })).toBeNull();
    expect(readOutboundMessage({ ...base, type: 'toString' })).toBeNull();
    expect(readOutboundMessage({ ...base, type: '__proto__' })).toBeNull();
    expect(readOutboundMessage('{"source":"sportsbook"}')).toBeNull();
    expect(isEnvelopeFrom({ source: 'sportsbook', version: 9 }, 'sportsbook')).toBe(true);
    expect(isEnvelopeFrom({ type: 'x' }, 'sportsbook')).toBe(false);
  });

  it('parses inbound messages and refuses bad payloads of every type', () => {
    const good = [
      envelope('sportsbook-host', 'odds_changed', { format: 'fractional' }),
      envelope('sportsbook-host', 'page_changed', { path: '/sports/live' }),
      envelope('sportsbook-host', 'search_modal', { open: true }),
      envelope('sportsbook-host', 'open_bet_slip', {}),
      envelope('sportsbook-host', 'viewport', { width: 390, height: 700, offset_top: -120 }),
      envelope('sportsbook-host', 'iframe_integration', { listeners: ['sign-in'], token: 'a'.repeat(43) }),
      envelope('sportsbook-host', 'apply_bet_code', { code: 'ABCD2345' }),
      envelope('sportsbook-host', 'change_locale', { locale: 'es' }),
      envelope('sportsbook-host', 'change_currency', { currency: 'BRL' }),
    ];
    const bad = [
      envelope('sportsbook-host', 'odds_changed', { format: '' }),
      envelope('sportsbook-host', 'page_changed', { path: 'https://evil.example/' }),
      envelope('sportsbook-host', 'search_modal', { open: 'yes' }),
      envelope('sportsbook-host', 'open_bet_slip', { tab: 'cashier' }),
      envelope('sportsbook-host', 'viewport', { width: -1, height: 700, offset_top: 0 }),
      envelope('sportsbook-host', 'iframe_integration', { listeners: ['sign-in'], token: 'short' }),
      envelope('sportsbook-host', 'apply_bet_code', { code: 'ABC' }),
      envelope('sportsbook-host', 'change_locale', { locale: '<script>' }),
      envelope('sportsbook-host', 'change_currency', { currency: 'eur' }),
    ];
    expect(good.map((m) => m.type)).toEqual([...EMBED_INBOUND_TYPES]);
    expect(bad.map((m) => m.type)).toEqual([...EMBED_INBOUND_TYPES]);
    for (const message of good) expect(EmbedInboundMessageSchema.safeParse(message).success).toBe(true);
    for (const message of bad) expect(EmbedInboundMessageSchema.safeParse(message).success).toBe(false);
    expect(EmbedInboundMessageSchema.safeParse({ ...good[0], version: 2 }).success).toBe(false);
    expect(EmbedInboundMessageSchema.safeParse({ ...good[0], source: 'sportsbook' }).success).toBe(false);
  });
});
