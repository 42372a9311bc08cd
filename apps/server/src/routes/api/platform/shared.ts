/** What the platform's route files share: the auth rate limit and error-response declarations for OpenAPI. */
// The type import gives route options their `config.rateLimit`.
import type {} from '@fastify/rate-limit';
import { ErrorBodySchema } from '@sportsbook/contract';

/**
 * Calls that guess or spam (sign-in, sign-up, password, confirmation, unlock, phone): 10 a minute per client
 * IP. The store is in memory, so with several instances each counts its own share.
 */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** `{status: ErrorBody}` for each status, for a route's `response` schema. */
export function errors<S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}
