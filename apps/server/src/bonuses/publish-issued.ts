/** Telling the player's browsers about a new bonus, once it is committed. */
import type { BonusIssuedData } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { REALTIME_EVENTS, realtimeEvent, userChannel } from '../realtime/index.js';
import type { PlayerBonusRow } from './issue-bonus.js';

/** The event data of an issued row. */
function issuedData(row: PlayerBonusRow): BonusIssuedData {
  const type = row.type as BonusIssuedData['type'];
  return { id: type === 'comboboost' ? row.campaignId : row.id, type, campaign_id: row.campaignId };
}

/**
 * Publishes `bonus_issued` on `$user:{userId}` after commit. Does nothing without the realtime plugin; a failed
 * publication is logged (the bonus is issued either way; the lists refetch on reconnect).
 */
export async function publishBonusIssued(app: FastifyInstance, row: PlayerBonusRow): Promise<void> {
  if (!app.hasDecorator('realtime')) return;
  try {
    await app.realtime.publish(
      userChannel(row.userId),
      realtimeEvent(REALTIME_EVENTS.bonusIssued, issuedData(row)),
    );
  } catch (error) {
    app.log.warn({ err: error, userId: row.userId }, 'bonus_issued not published');
  }
}
