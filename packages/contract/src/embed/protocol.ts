/**
 * The host-page protocol (spec platform §7 "Host-page messages"): what a host page and the sportsbook in its iframe
 * say to each other with `postMessage`. Every message is an envelope `{source, version, type, payload}`:
 * - inbound (host -> app), `source: 'sportsbook-host'`: odds_changed, page_changed, search_modal, open_bet_slip,
 *   viewport, iframe_integration, apply_bet_code, change_locale, change_currency;
 * - outbound (app -> host), `source: 'sportsbook'`: sign-in, sign-up, deposit, page-loaded, page-size-changed,
 *   balance-changed, bet-slip-state-changed, top-event-clicked, notify-modal-triggered, initialized,
 *   currency-changed.
 *
 * This file has no imports and no zod: the host-page SDK (packages/embed) ships it (its types and
 * `readOutboundMessage`) with no runtime dependency. The zod schemas of the same messages are in `messages.ts`;
 * `embed.test.ts` checks that the reader below accepts exactly what they accept.
 */

/** The protocol's version; a receiver ignores envelopes of another version. */
export const EMBED_PROTOCOL_VERSION = 1;
/** `source` of the app's messages. */
export const EMBED_APP_SOURCE = 'sportsbook';
/** `source` of the host's messages. */
export const EMBED_HOST_SOURCE = 'sportsbook-host';

/** Inbound message types (host -> app), in the spec's order. */
export const EMBED_INBOUND_TYPES = [
  'odds_changed',
  'page_changed',
  'search_modal',
  'open_bet_slip',
  'viewport',
  'iframe_integration',
  'apply_bet_code',
  'change_locale',
  'change_currency',
] as const;
/** One of {@link EMBED_INBOUND_TYPES}. */
export type EmbedInboundType = (typeof EMBED_INBOUND_TYPES)[number];

/** Outbound message types (app -> host), in the spec's order. */
export const EMBED_OUTBOUND_TYPES = [
  'sign-in',
  'sign-up',
  'deposit',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'initialized',
  'currency-changed',
] as const;
/** One of {@link EMBED_OUTBOUND_TYPES}. */
export type EmbedOutboundType = (typeof EMBED_OUTBOUND_TYPES)[number];

/** Outbound types that hand an action to the host instead of the app doing it, when the host listens. */
export const EMBED_HANDOFF_TYPES = ['sign-in', 'sign-up', 'deposit'] as const;
/** One of {@link EMBED_HANDOFF_TYPES}. */
export type EmbedHandoffType = (typeof EMBED_HANDOFF_TYPES)[number];

/** Limits shared by both sides' checks. */
export const EMBED_LIMITS = {
  /** An in-app path (`/sports/live`). */
  maxPathLength: 512,
  /** A session token handed over by the host. */
  tokenPattern: /^[A-Za-z0-9_-]{16,256}$/,
  currencyPattern: /^[A-Z]{3,5}$/,
  /** A locale or alias (`pt-BR`, `br`, `es-MX`). */
  localePattern: /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/,
  /** A share code (8 characters of base32); lower case is accepted and upper-cased by the app. */
  betCodePattern: /^[A-Za-z2-7]{8}$/,
} as const;

/** Payloads of the inbound messages. */
export interface EmbedInboundPayloads {
  /** Show odds in this format (either naming set: `decimal` or `european`, `fractional` or `british`, ...). */
  odds_changed: { format: string };
  /** Go to this in-app path (`/sports/live`); paths outside the sportsbook are ignored. */
  page_changed: { path: string };
  /** Open (or close) the search modal. */
  search_modal: { open: boolean };
  /** Open the bet-slip panel, on the given tab (the bet slip by default). */
  open_bet_slip: { tab?: 'bet_slip' | 'my_bets' };
  /**
   * The host's viewport (CSS px) and where the iframe sits in it: `offset_top` is how far the iframe's top edge
   * is above the viewport's top (negative while the iframe starts lower on screen). The app keeps its dialogs
   * and sheets inside the visible part of a tall, auto-resized iframe.
   */
  viewport: { width: number; height: number; offset_top: number };
  /**
   * The host's integration: which outbound messages it listens to (sign-in, sign-up and deposit go to the host
   * only when listed) and, optionally, a session token to sign the player in with (`null`: the host's player
   * signed out).
   */
  iframe_integration: { listeners: EmbedOutboundType[]; token?: string | null };
  /** Put the bets of this share code into the slip. */
  apply_bet_code: { code: string };
  /** Switch the interface language (a configured locale or an alias such as `br`). */
  change_locale: { locale: string };
  /** Switch the currency (the signed-in player's active account; a visitor's display currency). */
  change_currency: { currency: string };
}

/** Payloads of the outbound messages. */
export interface EmbedOutboundPayloads {
  /** The player asked to sign in (the reason: `place_bet`, `session_expired`, `favourites`, `my_bets`, or null). */
  'sign-in': { reason: string | null };
  'sign-up': { reason: string | null };
  /** The player asked to deposit, in this currency when signed in. */
  deposit: { currency: string | null };
  /** A page finished loading (also after every in-app navigation). */
  'page-loaded': { path: string; page: string; locale: string };
  /** The document's size changed (debounced 100 ms); the SDK sizes the iframe to `height`. */
  'page-size-changed': { width: number; height: number };
  /** The active account's balance, in minor units. */
  'balance-changed': { currency: string; balance: number; subunits: number };
  /** The slip's selections or its panel changed. */
  'bet-slip-state-changed': { count: number; open: boolean; outcome_ids: string[] };
  /** A top event (the home page's featured and top-event links) was clicked. */
  'top-event-clicked': { match_id: number; path: string };
  /** A modal opened or closed (the host may scroll the iframe into view, or dim its own page). */
  'notify-modal-triggered': { open: boolean };
  /** The app is listening; the host answers with `iframe_integration`. Sent after every load of the iframe. */
  initialized: { version: number; locale: string; currency: string | null; signed_in: boolean };
  /** The active currency changed. */
  'currency-changed': { currency: string };
}

/** One envelope. */
export interface EmbedEnvelope<Source extends string, Type extends string, Payload> {
  source: Source;
  version: typeof EMBED_PROTOCOL_VERSION;
  type: Type;
  payload: Payload;
}

/** Any inbound message (a union over the types). */
export type EmbedInboundMessage = {
  [T in EmbedInboundType]: EmbedEnvelope<typeof EMBED_HOST_SOURCE, T, EmbedInboundPayloads[T]>;
}[EmbedInboundType];

/** Any outbound message (a union over the types). */
export type EmbedOutboundMessage = {
  [T in EmbedOutboundType]: EmbedEnvelope<typeof EMBED_APP_SOURCE, T, EmbedOutboundPayloads[T]>;
}[EmbedOutboundType];

/** Builds an envelope (either direction). */
export function envelope<Source extends string, Type extends string, Payload>(
  source: Source,
  type: Type,
  payload: Payload,
): EmbedEnvelope<Source, Type, Payload> {
  return { source, version: EMBED_PROTOCOL_VERSION, type, payload };
}

// --- the outbound reader, without zod (the SDK's check of what it receives) ---------------------------------

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str: Check = (v) => typeof v === 'string';
const bool: Check = (v) => typeof v === 'boolean';
const nullable =
  (check: Check): Check =>
  (v) =>
    v === null || check(v);
/** A finite number, >= 0 (sizes, balances); `int` also whole. */
const size: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const int: Check = (v) => typeof v === 'number' && Number.isSafeInteger(v);
const currency: Check = (v) => typeof v === 'string' && EMBED_LIMITS.currencyPattern.test(v);
const path: Check = (v) =>
  typeof v === 'string' && v.startsWith('/') && v.length <= EMBED_LIMITS.maxPathLength;

/** The fields each outbound payload must have (extra fields are allowed and ignored). */
const OUTBOUND_FIELDS: { [T in EmbedOutboundType]: Record<keyof EmbedOutboundPayloads[T], Check> } = {
  'sign-in': { reason: nullable(str) },
  'sign-up': { reason: nullable(str) },
  deposit: { currency: nullable(currency) },
  'page-loaded': { path, page: str, locale: str },
  'page-size-changed': { width: size, height: size },
  'balance-changed': { currency, balance: int, subunits: (v) => int(v) && (v as number) > 0 },
  'bet-slip-state-changed': {
    count: (v) => int(v) && (v as number) >= 0,
    open: bool,
    outcome_ids: (v) => Array.isArray(v) && v.every(str),
  },
  'top-event-clicked': { match_id: (v) => int(v) && (v as number) > 0, path },
  'notify-modal-triggered': { open: bool },
  initialized: { version: int, locale: str, currency: nullable(currency), signed_in: bool },
  'currency-changed': { currency },
};

/** The type of an envelope from `source` of this version, or null when it is none (another version too). */
function envelopeType(data: unknown, source: string): string | null {
  if (!isObject(data) || data.source !== source || data.version !== EMBED_PROTOCOL_VERSION) return null;
  return typeof data.type === 'string' && isObject(data.payload) ? data.type : null;
}

/** True when `data` looks like an envelope from `source` (any type, any version): ours, not someone else's. */
export function isEnvelopeFrom(data: unknown, source: string): boolean {
  return isObject(data) && data.source === source;
}

/**
 * An outbound message as the host receives it, checked; null for anything else (another sender's message, an
 * unknown type, another version, a malformed payload). Never throws.
 */
export function readOutboundMessage(data: unknown): EmbedOutboundMessage | null {
  const type = envelopeType(data, EMBED_APP_SOURCE);
  if (type === null || !Object.hasOwn(OUTBOUND_FIELDS, type)) return null;
  const fields: Record<string, Check> = OUTBOUND_FIELDS[type as EmbedOutboundType];
  const payload = (data as { payload: Record<string, unknown> }).payload;
  for (const [name, check] of Object.entries(fields)) if (!check(payload[name])) return null;
  return data as EmbedOutboundMessage;
}
