/**
 * Jackpots (src/jackpots): the levels, seeded from `jackpots.json` at start, the bets' contributions and the
 * hits. Amounts are bigint minor units of the jackpot's currency. A level's pool is `funded - paid` plus its
 * contributions: summed like the house balance, so a bet adds a row and never waits on a pool row; only a hit
 * locks its level. Each level draws its hits from a secret seed whose SHA-256 is published ahead (`seed_hash`);
 * a hit reveals the seed it was drawn with and the level takes a new one.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bets } from './betting.js';
import { at, money } from './columns.js';
import { users } from './players.js';

/** One level of a jackpot (mini, major...): its pool and the seed its hits are drawn with. */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    jackpotId: text('jackpot_id').notNull(),
    code: text('code').notNull(),
    /** What the house put in: the seed amount of every round so far. */
    funded: money('funded').notNull(),
    /** What its hits paid. */
    paid: money('paid').notNull().default(0),
    /** active, created, disabled, finished, paused (only an active level takes contributions and draws). */
    state: text('state').notNull(),
    /** The secret of the current draw round (hex); shown only on the hit that ends the round. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** Draw rounds so far: a hit ends the round, and (level, round) is unique among hits. */
    round: integer('round').notNull().default(1),
    /** Set by the dev control: the next qualifying bet hits. */
    forceHit: boolean('force_hit').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.jackpotId, t.code] }),
    check('jackpot_levels_paid_check', sql`${t.paid} >= 0 and ${t.funded} > 0`),
    check(
      'jackpot_levels_state_check',
      sql`${t.state} in ('active', 'created', 'disabled', 'finished', 'paused')`,
    ),
  ],
);

/** A qualifying bet's share of its stake in one level's pool. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jackpotId: text('jackpot_id').notNull(),
    levelCode: text('level_code').notNull(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('jackpot_contributions_level_idx').on(t.jackpotId, t.levelCode),
    uniqueIndex('jackpot_contributions_bet_idx').on(t.betId, t.jackpotId, t.levelCode),
    check('jackpot_contributions_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A hit: the level's pool won by a qualifying bet, approved then paid through the ledger. */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jackpotId: text('jackpot_id').notNull(),
    levelCode: text('level_code').notNull(),
    round: integer('round').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** approved (booked), paid (credited to the wallet). */
    status: text('status').notNull(),
    /** The round's seed, revealed: SHA-256 of it is the seed_hash published before the round. */
    seed: text('seed').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jackpot_hits_round_idx').on(t.jackpotId, t.levelCode, t.round),
    index('jackpot_hits_created_idx').on(t.createdAt),
    index('jackpot_hits_user_idx').on(t.userId, t.createdAt),
    check('jackpot_hits_amount_check', sql`${t.amount} >= 0`),
    check('jackpot_hits_status_check', sql`${t.status} in ('approved', 'paid')`),
  ],
);
