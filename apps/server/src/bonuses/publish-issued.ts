/** Telling the player's browsers about a new bonus, once it is committed. */
import type { BonusIssuedData } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { publishToPlayer, REALTIME_EVENTS, realtimeEvent } from '../realtime/index.js';
import type { PlayerBonusRow } from './issue-bonus.js';

/** The event data of an issued row. */
function issuedData(row: PlayerBonusRow): BonusIssuedData {
  const type = row.type as BonusIssuedData['type'];
  return { id: type === 'comboboost' ? row.campaignId : row.id, type, campaign_id: row.campaignId };
}

/** Publishes `bonus_issued` on `$user:{userId}` after commit (realtime/publish-to-player.ts), then its notification. */
export async function publishBonusIssued(app: FastifyInstance, row: PlayerBonusRow): Promise<void> {
  await publishToPlayer(app, row.userId, realtimeEvent(REALTIME_EVENTS.bonusIssued, issuedData(row)));
  await app.notifications.announce();
}
