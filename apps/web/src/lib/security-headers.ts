/**
 * The page's security headers, set by the proxy on every page response.
 *
 * - Content-Security-Policy with a fresh nonce per request and `'strict-dynamic'`: the App Router writes inline
 *   scripts (its RSC payload) and then adds `<script>` elements of its chunks at run time, so a list of hosts
 *   cannot describe it; a nonce on what the server rendered, trusted to load the rest, can. Next reads the nonce
 *   from the request's own Content-Security-Policy header and puts it on its scripts; our inline script (the
 *   ICU warm-up) gets it from the `x-nonce` request header. No `'unsafe-inline'` for scripts. Styles keep
 *   `'unsafe-inline'`: React and Radix write `style` attributes (positions, sizes), which a nonce cannot cover.
 * - `frame-ancestors` from the embedding whitelist (`EMBED_ALLOWED_ORIGINS`, space- or comma-separated origins;
 *   the app's own origin alone by default), so no other site can frame the place-bet button.
 * - The tag manager's hosts (`TAG_MANAGER_HOSTS`) only when a container is configured (`TAG_MANAGER_ID`): its
 *   script (trusted through `'strict-dynamic'` once the app inserts it after consent) loads tags that fetch, post
 *   pixels and, for its preview, frame from Google's hosts; without a container the policy names none of them.
 * - The chat service's hosts (`CHAT_HOSTS`) only when the site settings configure that service; the push
 *   service's (`PUSH_HOSTS`) likewise.
 * - HSTS in production, Referrer-Policy, nosniff and a Permissions-Policy.
 */

import type { ChatType, PushType } from '@sportsbook/contract/site';

/** The request header that carries the nonce to server components. */
export const NONCE_HEADER = 'x-nonce';

export interface PagePolicyOptions {
  nonce: string;
  /** Where the browser opens the realtime connection (ws:// or wss://), allowed in connect-src. */
  realtimeUrl: string;
  /** Origins that may frame the app (the embedding whitelist); the app's own origin is always allowed. */
  frameAncestors: readonly string[];
  /** Origins the app frames besides itself: the payment provider's cashier and games (PAYMENT_PROVIDER_URL). */
  frameSources?: readonly string[];
  /** A tag manager container is configured (`TAG_MANAGER_ID`): its hosts are allowed (`TAG_MANAGER_HOSTS`). */
  tagManager?: boolean;
  /** The chat service of the site settings (`chat.type`): its hosts are allowed (`CHAT_HOSTS`). */
  chat?: ChatType | null;
  /** The push service of the site settings (`pushNotifications.type`): its hosts are allowed (`PUSH_HOSTS`). */
  push?: PushType | null;
  /** `next dev`: React's debugging needs eval. */
  development: boolean;
}

/**
 * Where Google Tag Manager and the Google tag it loads go (Google's "Content Security Policy" guide for Tag
 * Manager and Analytics 4): the container script and its preview, and analytics' collection endpoints.
 */
const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  img: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  frame: ['https://www.googletagmanager.com'],
} as const;

/**
 * Where each chat service's widget loads from and talks to (their install guides' Content-Security-Policy
 * sections); the sandbox chat is served by the app itself.
 */
const CHAT_HOSTS: Record<ChatType, { script: string[]; connect: string[]; img: string[]; frame: string[] }> =
  {
    sandbox: { script: [], connect: [], img: [], frame: [] },
    'live-chat': {
      script: ['https://cdn.livechatinc.com'],
      connect: ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
      img: ['https://*.livechatinc.com', 'https://*.livechat-files.com'],
      frame: ['https://*.livechatinc.com'],
    },
    chatra: {
      script: ['https://call.chatra.io'],
      connect: ['https://*.chatra.io', 'wss://*.chatra.io'],
      img: ['https://*.chatra.io'],
      frame: ['https://*.chatra.io'],
    },
    freshchat: {
      script: ['https://*.freshchat.com'],
      connect: ['https://*.freshchat.com', 'wss://*.freshchat.com'],
      img: ['https://*.freshchat.com'],
      frame: ['https://*.freshchat.com'],
    },
    zoho: {
      script: ['https://*.zoho.com', 'https://*.zoho.eu', 'https://*.zoho.in', 'https://*.zohocdn.com'],
      connect: [
        'https://*.zoho.com',
        'https://*.zoho.eu',
        'https://*.zoho.in',
        'wss://*.zoho.com',
        'wss://*.zoho.eu',
      ],
      img: ['https://*.zoho.com', 'https://*.zoho.eu', 'https://*.zoho.in', 'https://*.zohocdn.com'],
      frame: ['https://*.zoho.com', 'https://*.zoho.eu', 'https://*.zoho.in'],
    },
    zendesk: {
      script: ['https://static.zdassets.com'],
      connect: [
        'https://*.zdassets.com',
        'https://*.zendesk.com',
        'wss://*.zendesk.com',
        'https://*.zopim.com',
        'wss://*.zopim.com',
      ],
      img: ['https://*.zdassets.com', 'https://*.zendesk.com'],
      frame: ['https://*.zendesk.com'],
    },
    intercom: {
      script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
      img: ['https://*.intercomcdn.com', 'https://*.intercom.io'],
      frame: ['https://*.intercom.io'],
    },
  };

/**
 * Where each push service's SDK loads from and talks to (OneSignal's "Content Security Policy" guide for the Web
 * SDK v16: the page SDK and its stylesheet, the API, the prompt's icons); the sandbox push is served by the app.
 */
const PUSH_HOSTS: Record<PushType, { script: string[]; style: string[]; connect: string[]; img: string[] }> =
  {
    sandbox: { script: [], style: [], connect: [], img: [] },
    onesignal: {
      script: ['https://cdn.onesignal.com', 'https://onesignal.com'],
      style: ['https://onesignal.com'],
      connect: ['https://onesignal.com', 'https://api.onesignal.com'],
      img: ['https://onesignal.com', 'https://img.onesignal.com'],
    },
  };

/** A fresh, unguessable nonce (128 random bits, base64). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The origins of a whitelist setting: `https://casino.example, http://127.0.0.1:3200`. Entries that are not an
 * http(s) origin (a path, a wildcard, garbage) are dropped, so a typo cannot open framing to everyone.
 */
export function parseOrigins(setting: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (setting ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, ''))
        origins.add(url.origin);
    } catch {
      // not a URL: left out
    }
  }
  return [...origins];
}

/** The origin of the realtime URL, or null when it is not a ws(s) or http(s) URL. */
function realtimeOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['ws:', 'wss:', 'http:', 'https:'].includes(parsed.protocol)
      ? `${parsed.protocol}//${parsed.host}`
      : null;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy of a page. */
export function pagePolicy({
  nonce,
  realtimeUrl,
  frameAncestors,
  frameSources = [],
  tagManager = false,
  chat = null,
  push = null,
  development,
}: PagePolicyOptions): string {
  const realtime = realtimeOrigin(realtimeUrl);
  const tags = (kind: keyof typeof TAG_MANAGER_HOSTS) => [
    ...(tagManager ? TAG_MANAGER_HOSTS[kind] : []),
    ...(chat ? CHAT_HOSTS[chat][kind] : []),
    ...(push && kind !== 'frame' ? PUSH_HOSTS[push][kind] : []),
  ];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...tags('script'),
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'", ...(push ? PUSH_HOSTS[push].style : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...tags('img')],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      ...(realtime ? [realtime] : []),
      ...tags('connect'),
      ...(development ? ['ws:'] : []),
    ],
    // The ICU warm-up's worker comes from a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", ...frameSources, ...tags('frame')],
    ['frame-ancestors', "'self'", ...frameAncestors],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The headers besides the CSP that every page answer carries. */
export function pageHeaders(production: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
