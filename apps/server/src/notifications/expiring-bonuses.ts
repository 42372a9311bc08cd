/**
 * `bonus_expiring`: once per issued bonus, when it is still usable (active, uses left) and expires within a day.
 * Written by a sweep (the notifications plugin runs it every minute), not by a request: nothing happens to the
 * bonus itself when its last day starts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/statements.js';

/** How long before `expired_at` the notice comes. */
export const EXPIRING_WITHIN_MS = 86_400_000;

/** The advisory lock that keeps two instances' sweeps from both writing one bonus's notice. */
const EXPIRING_LOCK = 7_412_011;

/** Writes the notices due at `now`; answers how many. */
export async function notifyExpiringBonuses(db: Db, now: Date): Promise<number> {
  const until = new Date(now.getTime() + EXPIRING_WITHIN_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EXPIRING_LOCK})`);
    const written = await tx.execute(sql`
      insert into notifications (user_id, type, object_type, object_id, params)
      select pb.user_id, 'bonus_expiring', 'bonus', pb.id::text, jsonb_build_object('names', bc.config -> 'name')
      from player_bonuses pb
      join bonus_campaigns bc on bc.id = pb.campaign_id
      where pb.status = 'active'
        and pb.type <> 'comboboost'
        and pb.expired_at > ${now.toISOString()}::timestamptz
        and pb.expired_at <= ${until.toISOString()}::timestamptz
        and (pb.uses_count is null or pb.times_used < pb.uses_count)
        and not exists (
          select 1 from notifications n
          where n.user_id = pb.user_id and n.type = 'bonus_expiring' and n.object_id = pb.id::text
        )
      returning id`);
    return rowsOf<{ id: string }>(written).length;
  });
}
