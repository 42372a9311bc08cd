/** Announcing what counting and paying did, once committed: the freebets issued, the pools grown. */
import { LOCALES, publicChannel, type TournamentPoolChangedData } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import type { FastifyInstance } from 'fastify';
import type { PlayerBonusRow } from '../bonuses/issue-bonus.js';
import { publishBonusIssued } from '../bonuses/publish-issued.js';
import { REALTIME_EVENTS, realtimeEvent } from '../realtime/index.js';
import type { PoolChange } from './count-bet.js';

const PUBLIC_CHANNELS = [...new Set(LOCALES.map(publicChannel))];

/**
 * `bonus_issued` to each new freebet's player; `tournament_pool_changed` on every public channel, so everyone
 * watching a tournament sees its pool move. A failed publication is logged: the change is committed either way.
 */
export async function announceProgrammes(
  app: FastifyInstance,
  changes: { issued: readonly PlayerBonusRow[]; pools: readonly PoolChange[] },
): Promise<void> {
  for (const row of changes.issued) await publishBonusIssued(app, row);
  if (!app.hasDecorator('realtime')) return;
  for (const pool of changes.pools) {
    const data: TournamentPoolChangedData = { ...pool, pool: money(pool.pool) };
    for (const channel of PUBLIC_CHANNELS)
      try {
        await app.realtime.publish(channel, realtimeEvent(REALTIME_EVENTS.tournamentPoolChanged, data));
      } catch (error) {
        app.log.warn({ err: error, channel, tournament: pool.id }, 'tournament pool not published');
      }
  }
}
