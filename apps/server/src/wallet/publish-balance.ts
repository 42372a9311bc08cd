/** Telling the player's browsers about a new balance, once the movement is committed. */
import { currencyOf } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS, realtimeEvent, userChannel } from '../realtime/index.js';

/**
 * Publishes `balance_changed` `{currency, balance, subunits}` on `$user:{userId}`. Call it after the transaction
 * that moved the money commits (a rolled-back movement must not be announced). Does nothing when the realtime
 * plugin is not registered; a failed publication is logged, not thrown: the money has moved either way, and
 * the client refetches its accounts on reconnect.
 */
export async function publishBalance(
  app: FastifyInstance,
  userId: string,
  currency: string,
  balance: number,
): Promise<void> {
  if (!app.hasDecorator('realtime')) return;
  const data = { currency, balance, subunits: currencyOf(currency)?.subunits ?? 1 };
  try {
    await app.realtime.publish(userChannel(userId), realtimeEvent(REALTIME_EVENTS.balanceChanged, data));
  } catch (error) {
    app.log.warn({ err: error, userId, currency }, 'balance_changed not published');
  }
}
