/** The player of a call behind `app.requirePlayer`: typed as present, and a 401 should that preHandler be missing. */
import type { FastifyRequest } from 'fastify';
import type { Player } from '../auth/sessions.js';
import { ApiError } from '../lib/api-error.js';

/** The signed-in player of `request`. */
export function signedIn(request: FastifyRequest): Player {
  if (!request.player) throw new ApiError(401, 'unauthorized', 'Sign in first');
  return request.player;
}
