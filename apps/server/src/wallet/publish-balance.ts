/** Telling the player's browsers about a new balance, once the movement is committed. */
import { currencyOf } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { publishToPlayer, REALTIME_EVENTS, realtimeEvent } from '../realtime/index.js';

/**
 * Publishes `balance_changed` `{currency, balance, subunits}` on `$user:{userId}`, after the transaction that
 * moved the money commits (realtime/publish-to-player.ts).
 */
export async function publishBalance(
  app: FastifyInstance,
  userId: string,
  currency: string,
  balance: number,
): Promise<void> {
  const data = { currency, balance, subunits: currencyOf(currency)?.subunits ?? 1 };
  await publishToPlayer(app, userId, realtimeEvent(REALTIME_EVENTS.balanceChanged, data));
}
