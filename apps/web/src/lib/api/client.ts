/**
 * The fetch wrapper every API call goes through: locale header, credentials, CSRF header, typed errors,
 * cancellation.
 */

import { toQueryString } from '@sportsbook/contract/values';
import { readCookie } from '../cookies';
import { isEmbedded } from '../embedded';
import { ApiError, apiErrorOf, NETWORK_ERROR_CODE } from './api-error';
import { apiUrl } from './base-url';

type QueryValue = string | number | boolean | Date | readonly (string | number)[] | null | undefined;

/** Options of one call. `locale` is the page locale; the server names sports and markets in it. */
export interface ApiRequestOptions {
  locale: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
  /**
   * `'ignore'` keeps a 401 of this call from the unauthorized hook: for calls where 401 simply means "signed
   * out" (the player query), not "the session just expired".
   */
  unauthorized?: 'hook' | 'ignore';
}

/** The readable cookie holding the CSRF token of the session; mutating calls echo it in {@link CSRF_HEADER}. */
export const CSRF_COOKIE = 'sb_csrf';
/** The header the server compares with the {@link CSRF_COOKIE} cookie on every non-GET call. */
export const CSRF_HEADER = 'x-csrf-token';
/**
 * The header every call from inside a host page's iframe carries: the server then writes the session cookies
 * partitioned (SameSite=None; Secure; Partitioned), the only kind a cross-site iframe keeps (apps/server README).
 */
const EMBEDDED_HEADER = 'x-sportsbook-embedded';

/** The CSRF token from `document.cookie`; undefined on the server or when signed out. */
export function readCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(document.cookie, CSRF_COOKIE);
}

/** The session's headers of a call: the CSRF token on writes, and the embedded marker inside an iframe. */
export function sessionHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const csrf = method === 'GET' ? undefined : readCsrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  if (isEmbedded()) headers[EMBEDDED_HEADER] = '1';
  return headers;
}

type UnauthorizedHook = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHook | null = null;

/**
 * Registers what happens when any call answers 401 (features/account signs the player out locally and asks
 * them to sign in again). Returns the function that removes the hook.
 */
export function setUnauthorizedHook(hook: UnauthorizedHook | null): () => void {
  onUnauthorized = hook;
  return () => {
    if (onUnauthorized === hook) onUnauthorized = null;
  };
}

/** The spec sends "br" for Brazilian Portuguese in some places; the API's Accept-Language wants pt-BR. */
export function acceptLanguageOf(locale: string): string {
  return locale === 'br' ? 'pt-BR' : locale;
}

/** Calls `/api/...` and resolves with the parsed JSON body, or rejects with an {@link ApiError}. */
export async function apiFetch<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const query = options.query ? toQueryString(options.query) : '';
  const url = apiUrl(query ? `${path}?${query}` : path);
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageOf(options.locale),
    ...sessionHeaders(method),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      // Catalogue data changes every second; Next's data cache must never serve it stale.
      cache: 'no-store',
    });
  } catch (error) {
    // An abort is not a failure of the API: let TanStack Query see the AbortError it expects.
    if (options.signal?.aborted) throw error;
    // No call attached: the error reporter drops network failures (lib/error-reporting/filter.ts).
    throw new ApiError(0, { code: NETWORK_ERROR_CODE, message: (error as Error).message });
  }

  if (!response.ok) {
    const error = await apiErrorOf(response, { method, url, requestBody: body });
    if (response.status === 401 && options.unauthorized !== 'ignore') onUnauthorized?.(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
