/** The fetch wrapper every API call goes through: locale header, credentials, typed errors, cancellation. */
import { toQueryString } from '@sportsbook/contract';
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
}

type UnauthorizedHook = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHook | null = null;

/**
 * Registers what happens when any call answers 401 (the accounts issue will sign the player out and refresh
 * the session). Returns the function that removes the hook.
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
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageOf(options.locale),
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
      // Catalogue data changes every second; Next's data cache must never serve it stale.
      cache: 'no-store',
    });
  } catch (error) {
    // An abort is not a failure of the API: let TanStack Query see the AbortError it expects.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { code: NETWORK_ERROR_CODE, message: (error as Error).message });
  }

  if (!response.ok) {
    const error = await apiErrorOf(response);
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
