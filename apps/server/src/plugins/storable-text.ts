/**
 * The `storable-text` plugin: a request whose query, path parameters or JSON body holds a string (or an object
 * key) with a NUL or an unpaired surrogate is refused with 400 invalid_characters, naming the field, before any
 * route sees it. PostgreSQL text cannot hold such a string (NUL) or encode it (a lone surrogate has no UTF-8), so
 * a route that stored or even compared it would fail with a 500; one check here covers every route and field,
 * including free JSON such as a vote's data.
 */
import { isStorableText } from '@sportsbook/contract';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/api-error.js';

/** The path of the first unstorable string or key in `value`, or null. Bodies are bounded by the body limit. */
function unstorableAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unstorableAt(item, path);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return path || 'body';
    const found = unstorableAt(item, path || key);
    if (found !== null) return found;
  }
  return null;
}

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = unstorableAt(part, '');
        if (field !== null)
          throw new ApiError(
            400,
            'invalid_characters',
            `${field || 'a value'}: NUL characters and unpaired surrogates are not allowed`,
            field || undefined,
          );
      }
    });
  },
  { name: 'storable-text' },
);
