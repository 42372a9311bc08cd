/** Telling a player's browsers about a change of theirs, on their private channel, once it is committed. */
import type { FastifyInstance } from 'fastify';
import { userChannel } from './channels.js';

/**
 * Publishes `event` on `$user:{userId}`. Call it after the transaction that made the change commits (a
 * rolled-back change must not be announced). Does nothing when the realtime plugin is not registered; a failed
 * publication is logged, not thrown: the change is committed either way, and the client refetches on reconnect.
 */
export async function publishToPlayer(
  app: FastifyInstance,
  userId: string,
  event: { type: string; data: unknown },
): Promise<void> {
  if (!app.hasDecorator('realtime')) return;
  try {
    await app.realtime.publish(userChannel(userId), event);
  } catch (error) {
    app.log.warn({ err: error, userId, type: event.type }, 'player event not published');
  }
}
