/** What the platform's route files share: the auth rate limit and error-response declarations for OpenAPI. */
// The type import gives route options their `config.rateLimit`.
import type {} from '@fastify/rate-limit';
import { ErrorBodySchema } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Calls that guess or spam (sign-in, sign-up, password, confirmation, unlock, phone): 10 a minute per client
 * IP. The store is in memory, so with several instances each counts its own share.
 */
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** `{status: ErrorBody}` for each status, for a route's `response` schema. */
export function errors<S extends number>(...statuses: S[]): Record<S, typeof ErrorBodySchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as Record<S, typeof ErrorBodySchema>;
}

/**
 * Makes the JSON routes of `app` (a route file's own context) take the body as the raw text, for a signature over
 * its bytes (the provider's webhooks and wallet calls); the handler parses it after checking the signature.
 */
export function takeRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}

/** The raw body and `sandbox-signature` of a request to a {@link takeRawJson} route. */
export function signedRequest(request: { body: unknown; headers: Record<string, unknown> }) {
  const signature = request.headers['sandbox-signature'];
  return {
    raw: typeof request.body === 'string' ? request.body : '',
    signature: typeof signature === 'string' ? signature : undefined,
  };
}
