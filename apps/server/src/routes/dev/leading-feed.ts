/** The feed the development controls act on: only the instance that ticks it can; another one's does not move. */
import type { FastifyInstance } from 'fastify';
import type { Feed } from '../../feed/index.js';
import { ApiError } from '../../lib/api-error.js';

export function leadingFeed(app: FastifyInstance): Feed {
  const feed = app.feedLeadership.leading();
  if (!feed) throw new ApiError(503, 'unavailable', 'this instance does not run the feed: ask the leader');
  return feed;
}
