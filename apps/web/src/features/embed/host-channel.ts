/**
 * The app's end of the host-page protocol (contract `embed/`): posts envelopes to the host page and receives
 * the host's, both only with the origins of the embedding whitelist (`EMBED_ALLOWED_ORIGINS`, spec platform §5; lib/runtime-config.ts `readEmbedConfig`).
 *
 * - Receiving: a message counts only from the parent window on a listed origin, as a valid envelope of the
 *   protocol's version (the contract's zod schema). A `*` in the list lets the session hand-over
 *   (`iframe_integration`) through from any origin until the first one was handled ("a wildcard is honoured only
 *   while a player session or auth token is being initialised"), nothing else. Everything else is ignored:
 *   counted, warned about in development, never answered, never thrown.
 * - Posting: never to `*`. Until the host's origin is known, a message is posted once per listed origin with
 *   that origin as `targetOrigin`, so the browser hands it to the parent only if the parent is that origin; once
 *   known (the frame's ancestor origin, else the first accepted message's), only to it. With no listed origin
 *   (a bare wildcard) the app posts nothing: player data goes to configured hosts only.
 */
import {
  EMBED_APP_SOURCE,
  EMBED_HOST_SOURCE,
  type EmbedInboundMessage,
  EmbedInboundMessageSchema,
  type EmbedOutboundPayloads,
  type EmbedOutboundType,
  envelope,
  isEnvelopeFrom,
} from '@sportsbook/contract';
import type { EmbedConfig } from '@/lib/runtime-config';

/** The window the channel lives in (a test passes its own). */
export type ChannelWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'parent'> & {
  location: { ancestorOrigins?: { length: number; [index: number]: string } };
  document: { referrer: string };
};

export interface HostChannel {
  post<T extends EmbedOutboundType>(type: T, payload: EmbedOutboundPayloads[T]): void;
  /** Starts receiving; returns the function that stops. */
  listen(handler: (message: EmbedInboundMessage) => void): () => void;
  /** How many messages were ignored (wrong origin or sender, malformed, unknown type, other version). */
  ignored(): number;
}

const development = process.env.NODE_ENV !== 'production';

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The host's origin when the frame can tell and it is listed: its parent's origin, else the referrer's. */
export function knownHostOrigin(config: EmbedConfig, win: ChannelWindow): string | null {
  const ancestors = win.location.ancestorOrigins;
  const parent = ancestors && ancestors.length > 0 ? ancestors[0] : originOf(win.document.referrer);
  return parent && config.origins.includes(parent) ? parent : null;
}

export interface HostChannelOptions {
  win?: ChannelWindow;
  /** Development: console.warn; production: nothing. */
  warn?: (...args: unknown[]) => void;
  /** Told the new count after each ignored message. */
  onIgnored?: (count: number) => void;
}

export function createHostChannel(config: EmbedConfig, options: HostChannelOptions = {}): HostChannel {
  const { win = window, warn = development ? console.warn : () => {}, onIgnored } = options;
  let host = knownHostOrigin(config, win);
  let handedOver = false;
  let ignored = 0;

  const ignore = (why: string, data: unknown) => {
    ignored += 1;
    warn(`[embed] ignored a host message (${why})`, data);
    onIgnored?.(ignored);
  };

  return {
    post(type, payload) {
      const message = envelope(EMBED_APP_SOURCE, type, payload);
      for (const origin of host ? [host] : config.origins) win.parent.postMessage(message, origin);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        // Not the protocol's (another script's messages, the app's own): not ours to judge.
        if (!isEnvelopeFrom(event.data, EMBED_HOST_SOURCE)) return;
        const listed = config.origins.includes(event.origin);
        const handOver =
          config.anyOrigin && !handedOver && (event.data as { type?: unknown }).type === 'iframe_integration';
        if (event.source !== win.parent || !(listed || handOver)) {
          ignore(`origin ${event.origin} is not the host`, event.data);
          return;
        }
        const parsed = EmbedInboundMessageSchema.safeParse(event.data);
        if (!parsed.success) {
          ignore('malformed', event.data);
          return;
        }
        if (listed) host ??= event.origin;
        if (parsed.data.type === 'iframe_integration') handedOver = true;
        handler(parsed.data);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
    ignored: () => ignored,
  };
}
