/** The one error type every API call rejects with, carrying the server's `{code, message, field}` body. */
import type { ErrorBody } from '@sportsbook/contract';

/** Code used when the server could not be reached or answered something that is not an error body. */
export const NETWORK_ERROR_CODE = 'network_error';

/** A failed API call. Switch on `code` (stable), never on `message` (English, for logs). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, body: ErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.field = body.field;
  }
}

/** True for an {@link ApiError}; narrows `unknown` from a catch or a query's `error`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error body from a failed response; anything unparsable becomes a generic error of that status. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'code' in body && 'message' in body) {
      const { code, message, field } = body as Record<string, unknown>;
      return new ApiError(response.status, {
        code: String(code),
        message: String(message),
        field: typeof field === 'string' ? field : undefined,
      });
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic error.
  }
  return new ApiError(response.status, {
    code: response.status >= 500 ? 'internal_error' : 'invalid_response',
    message: `HTTP ${response.status}`,
  });
}
