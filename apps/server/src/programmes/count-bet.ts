/**
 * Counting a settled bet for the programmes it qualifies for, inside the settling transaction (src/bets/settle):
 * once per (programme, bet), guarded by programme_bet_credits' primary key and the player's progress row locked
 * `FOR UPDATE`, so concurrent settlements never count a bet twice. A hunt turns whole freebets' worth of points
 * into freebets on the spot; a tournament's pool grows by its share of the stake.
 *
 * A bet counts (README "Which bets count") when it was placed while the programme ran, staked with cash (no
 * freebet of any kind; a comboboost counts), in a currency of `min_stake` at that stake or more (a tournament:
 * its own currency), at `min_odds` or more, and did not come back whole (refund_entire). Settled bets only:
 * cashed-out bets never count. A lootbox with farm_once_per_event needs a match it has not farmed yet.
 */
import {
  type BetBonusRef,
  countsFor,
  farmingStats,
  freebetsDue,
  huntFreebetAmount,
  oddsUnits,
  poolContribution,
} from '@sportsbook/domain';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { issueBonus, type PlayerBonusRow } from '../bonuses/issue-bonus.js';
import type { Tx } from '../db/client.js';
import { programmeBetCredits, programmeProgress, tournamentPools } from '../db/schema/index.js';
import type { Programme, ProgrammeOf } from './programme-config.js';
import { allProgrammes, freebetCampaignOf, type StoredProgramme } from './programme-store.js';

/** A bet as counting reads it. */
export interface CountedBet {
  id: string;
  userId: string;
  currency: string;
  stake: number;
  /** Total odds in odds units. */
  odds: number;
  bonus: BetBonusRef | null;
  createdAt: Date;
}

/** A tournament pool after a bet grew it. */
export interface PoolChange {
  id: string;
  pool: number;
  currency: string;
  participants: number;
}

/** What counting did, to announce after commit. */
export interface CountOutcome {
  /** Programmes the bet counted for. */
  counted: string[];
  issued: PlayerBonusRow[];
  pools: PoolChange[];
}

/** True when `bet` can count for `p` (the result aside): dates, cash stake, currency, stake and odds. */
export function qualifies(p: StoredProgramme | Programme, bet: CountedBet): boolean {
  if ('enabled' in p && !p.enabled) return false;
  if (p.valid_from && bet.createdAt < new Date(p.valid_from)) return false;
  if (p.valid_to && bet.createdAt >= new Date(p.valid_to)) return false;
  if (p.type === 'tournament' && bet.currency !== p.currency) return false;
  const least = p.min_stake[bet.currency];
  return countsFor(
    {
      minStake: least === undefined ? null : BigInt(least),
      minOddsUnits: p.min_odds === null ? null : oddsUnits(p.min_odds),
    },
    { stake: BigInt(bet.stake), oddsUnits: BigInt(bet.odds), bonusType: bet.bonus?.type ?? null },
  );
}

/**
 * Whether the player of `progress` takes part in `p` for a bet placed `at`: always, unless the programme
 * `requires_activation`; then only bets placed after the player activated it.
 */
export function takesPart(
  p: Programme,
  progress: { activatedAt: Date | null } | null | undefined,
  at: Date,
): boolean {
  if (!p.requires_activation) return true;
  return progress?.activatedAt != null && progress.activatedAt <= at;
}

/** The hunt rule of `p` in `currency`. */
export function huntRuleOf(p: ProgrammeOf<'hunting'>, currency: string) {
  const limits = p.freebet_limits[currency] ?? { min: 0, max: 0 };
  return {
    pointsPerBet: p.points_per_bet,
    pointsForFreebet: p.points_for_freebet,
    freebetShareBp: p.freebet_share_bp,
    minFreebet: BigInt(limits.min),
    maxFreebet: BigInt(limits.max),
  };
}

/** Locks the player's progress row in programme `programmeId`, created empty when missing. */
export async function lockProgress(tx: Tx, programmeId: string, userId: string, currency: string) {
  await tx.insert(programmeProgress).values({ programmeId, userId, currency }).onConflictDoNothing();
  const mine = and(eq(programmeProgress.programmeId, programmeId), eq(programmeProgress.userId, userId));
  const [row] = await tx.select().from(programmeProgress).where(mine).for('update');
  if (!row) throw new Error(`progress of ${programmeId} vanished`);
  return { row, mine };
}

/** Counts `bet`, settled with `result` on matches `matchIds`, for every programme it qualifies for. */
export async function countSettledBet(
  tx: Tx,
  bet: CountedBet,
  result: string,
  matchIds: readonly number[],
  now: Date,
): Promise<CountOutcome> {
  const outcome: CountOutcome = { counted: [], issued: [], pools: [] };
  if (result === 'refund_entire') return outcome;
  for (const p of await allProgrammes(tx)) {
    if (!qualifies(p, bet)) continue;
    const { row: progress, mine } = await lockProgress(tx, p.id, bet.userId, bet.currency);
    if (!takesPart(p, progress, bet.createdAt)) continue;
    const farmed = new Set(progress.farmedEventIds);
    const fresh = matchIds.filter((m) => !farmed.has(m));
    if (p.type === 'lootbox' && p.farm_once_per_event && fresh.length === 0) continue;
    const points = p.type === 'hunting' ? p.points_per_bet : 1;
    const credited = await tx
      .insert(programmeBetCredits)
      .values({
        programmeId: p.id,
        betId: bet.id,
        userId: bet.userId,
        points,
        stake: bet.stake,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ betId: programmeBetCredits.betId });
    if (credited.length === 0) continue;
    const next = {
      points: progress.points + points,
      convertedPoints: progress.convertedPoints,
      betsCount: progress.betsCount + 1,
      stakeSum: progress.stakeSum + bet.stake,
      farmedEventIds: [...progress.farmedEventIds, ...fresh],
      usedInBets: [...progress.usedInBets, bet.id].slice(-100),
      updatedAt: now,
    };
    if (p.type === 'hunting') {
      const rule = huntRuleOf(p, bet.currency);
      const stats = farmingStats(rule, { ...next, stakeSum: BigInt(next.stakeSum), openBets: 0 });
      const due = freebetsDue(rule, stats.available_points);
      const first = next.convertedPoints / p.points_for_freebet;
      for (let k = 0; k < due; k++) {
        const row = await issueBonus(tx, {
          campaign: freebetCampaignOf(p),
          userId: bet.userId,
          source: 'programme',
          now,
          type: p.farming_freebet_type,
          amount: Number(huntFreebetAmount(rule, stats.avg_stake)),
          currency: bet.currency,
          issueKey: `hunt:${p.id}:${bet.userId}:${first + k}`,
        });
        if (row) outcome.issued.push(row);
      }
      next.convertedPoints += due * p.points_for_freebet;
    }
    await tx.update(programmeProgress).set(next).where(mine);
    outcome.counted.push(p.id);
    if (p.type === 'tournament') {
      const [pool] = await tx
        .update(tournamentPools)
        .set({
          pool: sql`${tournamentPools.pool} + ${Number(poolContribution(BigInt(bet.stake), p.pool_share_bp))}`,
        })
        .where(and(eq(tournamentPools.programmeId, p.id), isNull(tournamentPools.paidAt)))
        .returning();
      const [players] = await tx
        .select({ n: count() })
        .from(programmeProgress)
        .where(and(eq(programmeProgress.programmeId, p.id), sql`${programmeProgress.betsCount} > 0`));
      if (pool)
        outcome.pools.push({
          id: p.id,
          pool: pool.pool,
          currency: pool.currency,
          participants: players?.n ?? 0,
        });
    }
  }
  return outcome;
}
