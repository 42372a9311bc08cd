/**
 * @sportsbook/embed: the host-page SDK. `createSportsbook(options)` puts the sportsbook in an iframe inside
 * `target` and returns typed calls for every message the host may send (`send.*`), `on(event, handler)` for
 * every message the app sends, and sizes the iframe to the page. The protocol (envelope, types, the check of
 * what the app sends) is the contract's `embed/protocol.ts`, bundled in at build time: no runtime dependency.
 *
 * Safety: messages are accepted only from the iframe's window on `allowedOrigin` and posted only to it (never
 * `*`); anything else, an unknown type or a malformed payload is ignored and counted (`stats()`), never thrown.
 */
import {
  EMBED_APP_SOURCE,
  EMBED_HANDOFF_TYPES,
  EMBED_HOST_SOURCE,
  EMBED_INBOUND_TYPES,
  type EmbedInboundPayloads,
  type EmbedInboundType,
  type EmbedOutboundMessage,
  type EmbedOutboundPayloads,
  type EmbedOutboundType,
  envelope,
  isEnvelopeFrom,
  readOutboundMessage,
} from '@sportsbook/contract/embed';

export type {
  EmbedInboundMessage,
  EmbedInboundPayloads,
  EmbedInboundType,
  EmbedOutboundMessage,
  EmbedOutboundPayloads,
  EmbedOutboundType,
} from '@sportsbook/contract/embed';
export {
  EMBED_INBOUND_TYPES,
  EMBED_OUTBOUND_TYPES,
  EMBED_PROTOCOL_VERSION,
} from '@sportsbook/contract/embed';

export interface SportsbookOptions {
  /** Where the iframe goes: an element, or a CSS selector of one. */
  target: HTMLElement | string;
  /** The sportsbook's address with its base path, e.g. `https://sports.example.com/sports`. */
  url: string;
  /** Interface language (`en`, `es`, `pt-BR`, or an alias such as `br`). */
  locale?: string;
  /** Currency (`EUR`, `BRL`, ...). */
  currency?: string;
  /**
   * The player's session token, made by your backend (POST /api/platform/users/token). Handed over in
   * `iframe_integration` after every load of the iframe; absent: you sign nobody in (the player may still sign
   * in inside the sportsbook when you do not listen to `sign-in`).
   */
  token?: string | null;
  /** The sportsbook's origin, the only one messages are accepted from and posted to. Default: `url`'s. */
  allowedOrigin?: string;
  /** The in-app path to open first, e.g. `/sports/live`. */
  path?: string;
  /** Size the iframe to the page (page-size-changed) and tell the app what part of it is on screen. Default true. */
  autoResize?: boolean;
  /**
   * Pixels at the top of the window your own fixed or sticky header covers (a number, or a function read at
   * each report), so the app keeps its dialogs below it. Default 0.
   */
  viewportTop?: number | (() => number);
  /** The iframe's accessible name. Default "Sportsbook". */
  title?: string;
  /** Log ignored messages with console.warn. */
  debug?: boolean;
}

/** A typed call for each inbound message. */
export type SendCalls = { [T in EmbedInboundType]: (payload: EmbedInboundPayloads[T]) => void };

/** A handler of one outbound message. */
export type Handler<T extends EmbedOutboundType> = (
  payload: EmbedOutboundPayloads[T],
  message: Extract<EmbedOutboundMessage, { type: T }>,
) => void;

export interface Sportsbook {
  /** The iframe the SDK made. */
  readonly iframe: HTMLIFrameElement;
  /** Send a message; calls made before the app is ready are queued and sent once it is. */
  readonly send: SendCalls;
  /**
   * Listen to a message of the app; returns the function that stops. Listening to `sign-in`, `sign-up` or
   * `deposit` tells the app to hand those to you instead of showing its own forms.
   */
  on<T extends EmbedOutboundType>(type: T, handler: Handler<T>): () => void;
  /** Hands a new session token to the app; `null` signs the player out of it (your player signed out). */
  setToken(token: string | null): void;
  /** Messages received and accepted, and messages ignored (wrong sender, unknown or malformed). */
  stats(): { received: number; ignored: number };
  /** Stops listening and removes the iframe. */
  destroy(): void;
}

function targetOf(target: HTMLElement | string): HTMLElement {
  const element = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!element) throw new Error(`@sportsbook/embed: no element matches ${String(target)}`);
  return element;
}

/** The iframe's first address: the sportsbook's initialisation entry with locale, currency and path. */
export function initUrl(options: Pick<SportsbookOptions, 'url' | 'locale' | 'currency' | 'path'>): string {
  const base = options.url.replace(/\/+$/, '');
  const query = new URLSearchParams();
  if (options.locale) query.set('locale', options.locale);
  if (options.currency) query.set('currency', options.currency);
  if (options.path) query.set('path', options.path);
  const search = query.toString();
  return `${base}/init-sportsbook${search ? `?${search}` : ''}`;
}

/**
 * Creates the iframe in `options.target` and connects to the sportsbook in it. Throws only for a missing
 * target or an invalid `url` (mistakes in the host's own code); nothing the iframe sends can make it throw.
 */
export function createSportsbook(options: SportsbookOptions): Sportsbook {
  const allowedOrigin = options.allowedOrigin ?? new URL(options.url).origin;
  const autoResize = options.autoResize ?? true;
  // Each set holds handlers of its own type; stored with the widest type that every Handler<T> fits.
  const handlers = new Map<EmbedOutboundType, Set<(payload: never, message: never) => void>>();
  let token = options.token ?? undefined;
  let ready = false;
  let queue: { type: EmbedInboundType; payload: unknown }[] = [];
  let received = 0;
  let ignored = 0;

  const iframe = document.createElement('iframe');
  iframe.src = initUrl(options);
  iframe.title = options.title ?? 'Sportsbook';
  iframe.style.cssText = 'display:block;width:100%;border:0;';
  if (autoResize) iframe.style.height = '100vh';
  targetOf(options.target).append(iframe);

  const post = (type: EmbedInboundType, payload: unknown) => {
    iframe.contentWindow?.postMessage(envelope(EMBED_HOST_SOURCE, type, payload), allowedOrigin);
  };
  const sendOrQueue = (type: EmbedInboundType, payload: unknown) => {
    if (ready) post(type, payload);
    else queue.push({ type, payload });
  };
  /**
   * The integration: the listened types, and the token when there is one. `token: null` (sign the player out)
   * goes once, with the setToken(null) that asked for it; later loads of the app get no token at all, so a
   * player who signed in inside the iframe on their own stays signed in.
   */
  const integrate = (signOut = false) => {
    if (!ready) return;
    const listeners = [...handlers.keys()].filter((type) => (handlers.get(type)?.size ?? 0) > 0);
    post(
      'iframe_integration',
      token ? { listeners, token } : signOut ? { listeners, token: null } : { listeners },
    );
  };

  // What part of the iframe is on screen: the app keeps its dialogs there (auto-resized iframes are tall).
  let frame = 0;
  const reportViewport = () => {
    frame = 0;
    if (!ready) return;
    const rect = iframe.getBoundingClientRect();
    const covered =
      typeof options.viewportTop === 'function' ? options.viewportTop() : (options.viewportTop ?? 0);
    const top = Math.max(0, covered);
    post('viewport', {
      width: window.innerWidth,
      height: window.innerHeight - top,
      offset_top: top - rect.top,
    });
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(reportViewport);
  };

  const dispatch = (message: EmbedOutboundMessage) => {
    if (message.type === 'initialized') {
      // A new load of the app (also after a reload inside the iframe): hand over the integration first,
      // then what was queued.
      ready = true;
      integrate();
      const pending = queue;
      queue = [];
      for (const { type, payload } of pending) post(type, payload);
      if (autoResize) reportViewport();
    }
    if (message.type === 'page-size-changed' && autoResize) {
      iframe.style.height = `${Math.ceil(message.payload.height)}px`;
      onScroll();
    }
    for (const handler of handlers.get(message.type) ?? []) {
      try {
        handler(message.payload as never, message as never);
      } catch (error) {
        console.error(`@sportsbook/embed: a ${message.type} handler threw`, error);
      }
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow && !isEnvelopeFrom(event.data, EMBED_APP_SOURCE)) return;
    const message =
      event.source === iframe.contentWindow && event.origin === allowedOrigin
        ? readOutboundMessage(event.data)
        : null;
    if (!message) {
      ignored += 1;
      if (options.debug) console.warn('@sportsbook/embed: ignored a message', event.origin, event.data);
      return;
    }
    received += 1;
    dispatch(message);
  };
  window.addEventListener('message', onMessage);
  if (autoResize) {
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
  }

  const send = Object.fromEntries(
    EMBED_INBOUND_TYPES.map((type) => [type, (payload: unknown) => sendOrQueue(type, payload)]),
  ) as SendCalls;

  return {
    iframe,
    send,
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const before = set.size;
      set.add(handler);
      const handoff = (EMBED_HANDOFF_TYPES as readonly string[]).includes(type);
      if (handoff && before === 0) integrate();
      return () => {
        if (set.delete(handler) && handoff && set.size === 0) integrate();
      };
    },
    setToken(next) {
      token = next ?? undefined;
      integrate(next === null);
    },
    stats: () => ({ received, ignored }),
    destroy() {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
      iframe.remove();
    },
  };
}
