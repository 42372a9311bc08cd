/** The one error type every API call rejects with, carrying the server's `{code, message, field}` body. */
import type { ErrorBody } from '@sportsbook/contract';

/** Code used when the server could not be reached or answered something that is not an error body. */
export const NETWORK_ERROR_CODE = 'network_error';

/** The call an {@link ApiError} answered, for error reports (spec: HTTP errors carry the request and answer). */
export interface FailedCall {
  method: string;
  url: string;
  /** The JSON sent, as sent; undefined for a call without a body. */
  requestBody: string | undefined;
  /** The answer's body as received (at most 2,000 characters); undefined when there was no answer. */
  responseBody: string | undefined;
}

/** A failed API call. Switch on `code` (stable), never on `message` (English, for logs). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  readonly retryAfter: number | undefined;
  /** When the refusal ends (a cooling-off's end), when the server says. */
  readonly until: string | undefined;
  /** The call that failed (set by apiFetch); what an error report attaches. */
  call: FailedCall | undefined;

  constructor(status: number, body: ErrorBody, retryAfter?: number) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.field = body.field;
    this.until = body.until;
    this.retryAfter = retryAfter;
  }
}

/** True for an {@link ApiError}; narrows `unknown` from a catch or a query's `error`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Reads an error body from a failed response (anything unparsable becomes a generic error of that status), with
 * the call it answered.
 */
export async function apiErrorOf(
  response: Response,
  call: Omit<FailedCall, 'responseBody'>,
): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const error = new ApiError(
    response.status,
    errorBodyOf(text, response.status),
    retryAfterOf(response.headers.get('Retry-After')),
  );
  error.call = { ...call, responseBody: text.slice(0, RESPONSE_BODY_LIMIT) };
  return error;
}

const RESPONSE_BODY_LIMIT = 2000;

function errorBodyOf(text: string, status: number): ErrorBody {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'code' in body && 'message' in body) {
      const { code, message, field, until } = body as Record<string, unknown>;
      return {
        code: String(code),
        message: String(message),
        field: typeof field === 'string' ? field : undefined,
        until: typeof until === 'string' ? until : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic error.
  }
  return { code: status >= 500 ? 'internal_error' : 'invalid_response', message: `HTTP ${status}` };
}

/** Retry-After as whole seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterOf(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
