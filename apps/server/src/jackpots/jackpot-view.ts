/** Jackpots and hits as the contract's `Jackpot` and `JackpotHit`, names in the reader's locale. */
import { createHash } from 'node:crypto';
import { currencyOf, type Jackpot, type JackpotHit, type Locale } from '@sportsbook/contract';
import { money } from '@sportsbook/domain';
import type { jackpotHits } from '../db/schema/index.js';
import type { JackpotConfig } from './jackpot-config.js';
import type { LevelPool } from './level-store.js';

const named = (names: Record<string, string> & { en: string }, locale: Locale) => names[locale] ?? names.en;

/** A jackpot with its stored levels' pools (levels in the file's order). */
export function jackpotView(config: JackpotConfig, stored: readonly LevelPool[], locale: Locale): Jackpot {
  const levels = config.levels.flatMap((l) => {
    const row = stored.find((s) => s.jackpotId === config.id && s.code === l.code);
    if (!row) return [];
    return [
      {
        code: l.code,
        name: named(l.name, locale),
        pool_amount: money(row.pool),
        state: row.state as Jackpot['levels'][number]['state'],
        seed_hash: row.seedHash,
      },
    ];
  });
  const pool = levels.reduce((sum, l) => sum + l.pool_amount, 0);
  const paid = stored.filter((s) => s.jackpotId === config.id).reduce((sum, s) => sum + s.paid, 0);
  return {
    id: config.id,
    name: named(config.name, locale),
    amount: money(pool),
    pool_amount: money(pool),
    hits_amount: money(paid),
    currency: config.currency,
    currency_subunits: currencyOf(config.currency)?.subunits ?? 100,
    min_stake: money(config.min_stake),
    min_odds: config.min_odds,
    levels,
  };
}

/** A stable hash of a player for public lists: not their id, not reversible without the ids. */
function userHashOf(userId: string): string {
  return createHash('sha256').update(`jackpot-winner:${userId}`).digest('hex').slice(0, 16);
}

/** A hit; `viewerId` sees their own `seen`, everyone else sees every hit as seen. */
export function hitView(
  row: typeof jackpotHits.$inferSelect,
  config: JackpotConfig | undefined,
  locale: Locale,
  viewerId: string | null,
): JackpotHit {
  const level = config?.levels.find((l) => l.code === row.levelCode);
  return {
    id: row.id,
    jackpot_id: row.jackpotId,
    jackpot_name: config ? named(config.name, locale) : row.jackpotId,
    jackpot_level_code: row.levelCode,
    jackpot_level_name: level ? named(level.name, locale) : row.levelCode,
    amount: money(row.amount),
    // The configuration allows EUR jackpots only (jackpot-config.ts).
    amount_eur: money(row.amount),
    currency: row.currency,
    status: row.status as JackpotHit['status'],
    user_hash: userHashOf(row.userId),
    seen: row.userId === viewerId ? row.seen : true,
    seed: row.seed,
    created_at: row.createdAt.toISOString(),
  };
}
