/**
 * A qualifying bet inside its placing transaction: its contributions to the pools of the jackpots it takes part
 * in (rows, never an update of a shared pool row, so bets do not queue behind each other), then a draw per
 * active level. A draw that hits locks its level and checks the round is still the one drawn in (a bet that
 * raced another's hit of the same round misses: the round it drew in is over), then pays the pool: the hit is
 * booked `approved`, the level takes its next round (seed amount funded again, a new seed), the pool is credited
 * to the player through the ledger (`jackpot_win`, reference `jackpot:<hit id>`) and the hit becomes `paid`;
 * (jackpot, level, round) is unique among hits besides, so a round pays once.
 */
import { LOCALES } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { bets, jackpotContributions, jackpotHits, jackpotLevels } from '../db/schema/index.js';
import { writeNotification } from '../notifications/write-notification.js';
import { type Tx, transfer } from '../wallet/index.js';
import type { JackpotConfig, LevelConfig } from './jackpot-config.js';
import { contributionsOf, isHit, newSeed } from './jackpot-math.js';
import { lockLevel } from './level-store.js';
import { type BetFacts, qualifies } from './qualifying-bet.js';

/** The bet as booked. */
export interface BookedFacts extends BetFacts {
  betId: string;
  userId: string;
}

/** What the bet did in the jackpots: where it took part, and the balance after a hit's payout. */
export interface JackpotTakePart {
  jackpotIds: string[];
  /** The player's balance after the last payout; null when nothing hit. */
  balance: number | null;
}

/** Contributes `bet` to every jackpot it qualifies for and draws; see the file's comment. */
export async function takePart(
  tx: Tx,
  jackpots: readonly JackpotConfig[],
  bet: BookedFacts,
): Promise<JackpotTakePart> {
  const taking = jackpots.filter((j) => qualifies(j, bet));
  let balance: number | null = null;
  for (const jackpot of taking) {
    const levels = jackpot.levels.filter((l) => l.state === 'active');
    const parts = contributionsOf(
      bet.stake,
      jackpot.contribution_bp,
      levels.map((l) => l.share_bp),
    );
    const rows = levels
      .map((l, i) => ({ jackpotId: jackpot.id, levelCode: l.code, betId: bet.betId, amount: parts[i] ?? 0 }))
      .filter((r) => r.amount > 0);
    if (rows.length > 0) await tx.insert(jackpotContributions).values(rows);
    const stored = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.jackpotId, jackpot.id));
    for (const level of levels) {
      const row = stored.find((s) => s.code === level.code);
      if (row?.state !== 'active') continue;
      if (!row.forceHit && !isHit(row.seed, row.round, bet.betId, level.hit_one_in)) continue;
      const paid = await payHit(tx, jackpot, level, bet, row.round);
      if (paid !== null) balance = paid;
    }
  }
  if (taking.length > 0) await tx.update(bets).set({ usedInJackpot: true }).where(eq(bets.id, bet.betId));
  return { jackpotIds: taking.map((j) => j.id), balance };
}

/** Pays the level's pool for a hit drawn in `round`; null when the round is over already (a raced hit). */
async function payHit(
  tx: Tx,
  jackpot: JackpotConfig,
  level: LevelConfig,
  bet: BookedFacts,
  round: number,
): Promise<number | null> {
  const locked = await lockLevel(tx, jackpot.id, level.code);
  if (!locked || locked.round !== round || locked.state !== 'active') return null;
  const [hit] = await tx
    .insert(jackpotHits)
    .values({
      jackpotId: jackpot.id,
      levelCode: level.code,
      round,
      userId: bet.userId,
      betId: bet.betId,
      amount: locked.pool,
      currency: jackpot.currency,
      status: 'approved',
      seed: locked.seed,
    })
    .onConflictDoNothing()
    .returning();
  if (!hit) return null;
  await tx
    .update(jackpotLevels)
    .set({
      paid: locked.paid + locked.pool,
      funded: locked.funded + level.seed_amount,
      round: round + 1,
      forceHit: false,
      updatedAt: new Date(),
      ...newSeed(),
    })
    .where(and(eq(jackpotLevels.jackpotId, jackpot.id), eq(jackpotLevels.code, level.code)));
  const moved = await transfer(tx, {
    userId: bet.userId,
    currency: jackpot.currency,
    amount: locked.pool,
    direction: 'credit',
    kind: 'jackpot_win',
    betId: bet.betId,
    reference: `jackpot:${hit.id}`,
  });
  await tx.update(jackpotHits).set({ status: 'paid' }).where(eq(jackpotHits.id, hit.id));
  await writeNotification(tx, {
    userId: bet.userId,
    type: 'jackpot_hit',
    objectType: 'jackpot_hit',
    objectId: hit.id,
    params: { amount: locked.pool, currency: jackpot.currency, names: levelNames(jackpot, level) },
  });
  return moved.balance;
}

/** "<jackpot> <level>" in every locale. */
function levelNames(jackpot: JackpotConfig, level: LevelConfig): Record<string, string> {
  return Object.fromEntries(
    LOCALES.map((l) => [l, `${jackpot.name[l] ?? jackpot.name.en} ${level.name[l] ?? level.name.en}`]),
  );
}
