/**
 * What reaches the error reporter (spec platform §8, "Error-reporting filter"), as pure functions over the
 * reporter's event and hint, shared by the browser, the server and the edge:
 * - dropped: an original error flagged `skipCapture`, a cancelled request, a network, connection-aborted or
 *   timeout code, a stack from tracking, tag-manager or watch scripts, a chunk-load error, a script element that
 *   failed to load, and 'ResizeObserver loop limit exceeded';
 * - an HTTP error (ApiError with its call) carries the request URL, the response body and the request body;
 * - nothing personal leaves: the user is its id only, e-mail addresses and personal fields are removed from
 *   messages, bodies and extras, cookies are not sent;
 * - transactions of /404 are dropped.
 */
import type { ErrorEvent, Event, EventHint } from '@sentry/nextjs';

import type { ErrorReportingConfig } from './config';

export type TransactionEvent = Event & { type: 'transaction' };

/** Codes of failures that are the network's, not the app's: our ApiError's and the platform's. */
const NETWORK_CODES = new Set([
  'network_error',
  'ERR_NETWORK',
  'ERR_INTERNET_DISCONNECTED',
  'ECONNABORTED',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'timeout',
  'TimeoutError',
]);

/** Scripts that are not ours: the tag manager, analytics and Yandex Metrika's watch script. */
const TRACKING_SCRIPT =
  /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|\/gtag\/js|\/gtm\.js|mc\.yandex\.|\/watch\.js|\/tag\.js|connect\.facebook\.net/;

const CHUNK_LOAD =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

const IGNORED_MESSAGES = ['ResizeObserver loop limit exceeded'];

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields | null =>
  value !== null && typeof value === 'object' ? (value as Fields) : null;

function isCancelled(error: Fields): boolean {
  return error.name === 'AbortError' || error.name === 'CanceledError' || error.code === 'ERR_CANCELED';
}

function isNetworkFailure(error: Fields): boolean {
  return (
    (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) ||
    (typeof error.name === 'string' && NETWORK_CODES.has(error.name))
  );
}

/** A `<script>` whose loading failed: the error is its `error` event, the target the element. */
function isScriptLoadFailure(error: Fields): boolean {
  const target = fieldsOf(error.target);
  return (
    error.type === 'error' && typeof target?.tagName === 'string' && target.tagName.toUpperCase() === 'SCRIPT'
  );
}

function messagesOf(event: ErrorEvent): string[] {
  const messages = event.message ? [event.message] : [];
  for (const value of event.exception?.values ?? [])
    messages.push(`${value.type ?? ''}: ${value.value ?? ''}`);
  return messages;
}

function fromTrackingScript(event: ErrorEvent): boolean {
  return (event.exception?.values ?? []).some((value) =>
    (value.stacktrace?.frames ?? []).some((frame) =>
      TRACKING_SCRIPT.test(frame.filename ?? frame.abs_path ?? ''),
    ),
  );
}

/** Whether the spec's filter drops the event. */
function shouldDrop(event: ErrorEvent, hint: EventHint = {}): boolean {
  const original = fieldsOf(hint.originalException);
  if (original) {
    if (original.skipCapture === true) return true;
    if (isCancelled(original) || isNetworkFailure(original) || isScriptLoadFailure(original)) return true;
    if (original.name === 'ChunkLoadError') return true;
  }
  const messages = messagesOf(event);
  if (messages.some((m) => CHUNK_LOAD.test(m) || IGNORED_MESSAGES.some((ignored) => m.includes(ignored))))
    return true;
  return fromTrackingScript(event);
}

const EMAIL = /[\w.%+-]+@[\w-]+(\.[\w-]+)+/g;
/** Fields that name or reach a person: their values are never sent. */
const PERSONAL_KEY =
  /e-?mail|password|first_?name|last_?name|^name$|full_?name|nickname|phone|address|birth|token/i;
const REMOVED = '[removed]';

/** `value` with e-mail addresses and personal fields removed, recursively (JSON text is read and written back). */
export function scrubPersonal(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (depth <= 8 && (trimmed.startsWith('{') || trimmed.startsWith('['))) {
      try {
        return JSON.stringify(scrubPersonal(JSON.parse(trimmed), depth + 1));
      } catch {
        // Not JSON after all: scrub it as text.
      }
    }
    return value.replace(EMAIL, REMOVED);
  }
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubPersonal(item, depth + 1));
  const scrubbed: Fields = {};
  for (const [key, item] of Object.entries(value))
    scrubbed[key] = PERSONAL_KEY.test(key) ? REMOVED : scrubPersonal(item, depth + 1);
  return scrubbed;
}

/** The failed call an ApiError carries (lib/api `FailedCall`), when the original error is one. */
function failedCallOf(original: Fields | null): Fields | null {
  return original && typeof original.status === 'number' ? fieldsOf(original.call) : null;
}

/** The event as it may leave: the HTTP call attached, nothing personal. */
function cleaned<E extends ErrorEvent | TransactionEvent>(event: E, original: Fields | null): E {
  const call = failedCallOf(original);
  const extra: Fields = { ...event.extra };
  if (call) {
    extra.request_url = call.url;
    extra.request_method = call.method;
    extra.request_body = call.requestBody;
    extra.response_body = call.responseBody;
    extra.http_status = original?.status;
  }
  const request = event.request ? { ...event.request } : undefined;
  if (request) {
    delete request.cookies;
    if (request.headers) {
      const { cookie: _cookie, Cookie: _Cookie, ...headers } = request.headers;
      request.headers = headers;
    }
    if (request.data !== undefined) request.data = scrubPersonal(request.data);
    if (request.query_string !== undefined)
      request.query_string = scrubPersonal(request.query_string) as string;
  }
  const userId = event.user?.id;
  return {
    ...event,
    message: event.message === undefined ? undefined : (scrubPersonal(event.message) as string),
    exception: event.exception && {
      ...event.exception,
      values: event.exception.values?.map((value) => ({
        ...value,
        value: value.value === undefined ? undefined : (scrubPersonal(value.value) as string),
      })),
    },
    extra: scrubPersonal(extra) as Fields,
    user: userId === undefined ? undefined : { id: userId },
    ...(request ? { request } : {}),
  };
}

/** `beforeSend`: the spec's filter, then the event without personal data. */
export function filterEvent(event: ErrorEvent, hint: EventHint = {}): ErrorEvent | null {
  if (shouldDrop(event, hint)) return null;
  return cleaned(event, fieldsOf(hint.originalException));
}

/** `beforeSendTransaction`: /404 transactions are dropped (spec); the rest leave without personal data. */
export function filterTransaction(event: TransactionEvent): TransactionEvent | null {
  const name = event.transaction ?? '';
  let path = '';
  try {
    path = event.request?.url ? new URL(event.request.url, 'http://x').pathname : '';
  } catch {
    path = '';
  }
  if (/(^|\/)404$/.test(name.split(' ').at(-1) ?? '') || /\/404\/?$/.test(path)) return null;
  return cleaned(event, null);
}

/**
 * The reporter's options every runtime (browser, server, edge) shares: release and environment, the spec's
 * filter, and no personal data collected by the SDK itself (no user details, cookies, bodies or query strings;
 * the HTTP errors' call is attached by the filter, scrubbed).
 */
export function reporterOptions(config: ErrorReportingConfig) {
  return {
    dsn: config.dsn,
    release: config.release,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    ignoreErrors: IGNORED_MESSAGES,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { deny: ['cookie', 'authorization', 'x-csrf-token'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
    },
    beforeSend: filterEvent,
    beforeSendTransaction: filterTransaction,
  };
}
