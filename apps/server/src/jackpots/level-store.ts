/**
 * `jackpot_levels`: seeding from the configuration (a new level starts funded with its seed amount and a fresh
 * seed; a known one takes the file's state; a level gone from the file is disabled, its pool kept) and the
 * pools, summed from the levels and their contributions.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { jackpotContributions, jackpotLevels } from '../db/schema/index.js';
import type { JackpotConfig } from './jackpot-config.js';
import { newSeed } from './jackpot-math.js';

/** A level row with its pool now. */
export type LevelPool = typeof jackpotLevels.$inferSelect & { pool: number };

/** Upserts the configured levels; disables the stored ones the file no longer has. */
export async function seedLevels(db: Db, jackpots: readonly JackpotConfig[]): Promise<void> {
  for (const jackpot of jackpots) {
    for (const level of jackpot.levels)
      await db
        .insert(jackpotLevels)
        .values({
          jackpotId: jackpot.id,
          code: level.code,
          funded: level.seed_amount,
          state: level.state,
          ...newSeed(),
        })
        .onConflictDoUpdate({
          target: [jackpotLevels.jackpotId, jackpotLevels.code],
          set: { state: level.state, updatedAt: new Date() },
        });
    await db
      .update(jackpotLevels)
      .set({ state: 'disabled' })
      .where(
        and(
          eq(jackpotLevels.jackpotId, jackpot.id),
          notInArray(
            jackpotLevels.code,
            jackpot.levels.map((l) => l.code),
          ),
        ),
      );
  }
}

/** What the level's contributions add to its pool (its own uncommitted ones included inside `tx`). */
const contributed = sql<string>`coalesce((select sum(${jackpotContributions.amount}) from ${jackpotContributions}
  where ${jackpotContributions.jackpotId} = ${jackpotLevels.jackpotId}
  and ${jackpotContributions.levelCode} = ${jackpotLevels.code}), 0)`;

/** The levels of `jackpotId` (all jackpots when null) with their pools: funded - paid + contributions. */
export async function levelPools(db: Db | Tx, jackpotId: string | null): Promise<LevelPool[]> {
  const rows = await db
    .select({ level: jackpotLevels, contributed })
    .from(jackpotLevels)
    .where(jackpotId === null ? undefined : eq(jackpotLevels.jackpotId, jackpotId));
  return rows.map((r) => ({ ...r.level, pool: r.level.funded - r.level.paid + Number(r.contributed) }));
}

/** One level locked for its hit, with its pool. */
export async function lockLevel(tx: Tx, jackpotId: string, code: string): Promise<LevelPool | null> {
  const [locked] = await tx
    .select()
    .from(jackpotLevels)
    .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, code)))
    .for('update');
  if (!locked) return null;
  const [pool] = await levelPools(tx, jackpotId).then((all) => all.filter((l) => l.code === code));
  return pool ? { ...locked, pool: pool.pool } : null;
}
