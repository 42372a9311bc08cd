/** Errors a handler throws on purpose; the error handler turns them into the contract's error body. */
import type { ErrorCode } from '@sportsbook/contract';

/** An error with an HTTP status and a stable code. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** Headers the answer carries (Retry-After of a 409 idempotency_in_progress). */
  readonly headers: Record<string, string>;
  /** When the refusal ends (ErrorBody `until`), e.g. the end of a cooling-off. */
  until: Date | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    field?: string,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
    this.headers = headers;
  }
}

/** 404 for an id that names nothing: `notFound('match', 7)` -> "match 7 not found". */
export function notFound(what: string, id: number | string): ApiError {
  return new ApiError(404, 'not_found', `${what} ${id} not found`);
}
