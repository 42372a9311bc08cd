/** A development control sent to the feed's leader from whichever instance took the request. */
import type { FastifyInstance } from 'fastify';
import type { FeedCommand } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';

/** Applies `command` (here on the leader, forwarded through the database elsewhere); throws its refusal. */
export async function controlFeed(app: FastifyInstance, command: FeedCommand): Promise<void> {
  const matchId = 'end' in command ? command.end : command.suspend;
  const answer = await app.feedLeadership.control(command);
  if (answer === null)
    throw new ApiError(503, 'unavailable', 'no instance runs the feed at the moment: try again shortly');
  if (answer === 'not_found') throw notFound('match', matchId);
  if (answer === 'not_live') throw new ApiError(409, 'match_not_live', `match ${matchId} is not in play`);
}
