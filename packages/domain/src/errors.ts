/** Errors thrown by the domain for input that breaks an invariant. Each has a stable code. */
export type DomainErrorCode = 'invalid_odds' | 'invalid_money' | 'invalid_currency' | 'invalid_input';

/** A domain invariant was broken by the input. `code` is stable and safe to show to API clients. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}
