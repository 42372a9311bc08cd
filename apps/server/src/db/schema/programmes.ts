/**
 * The farming programmes (src/programmes): hunts, lootboxes, hunting tournaments and bet-count progress (amb),
 * seeded from `bonus-programmes.json` at start; each player's progress in each; which settled bet counted for
 * which programme (once: the primary key); a tournament's pool. Amounts are bigint minor units.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bets } from './betting.js';
import { at } from './columns.js';
import { users } from './players.js';

/** A programme as configured (src/programmes/programme-config.ts validates it). */
export const bonusProgrammes = pgTable(
  'bonus_programmes',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    config: jsonb('config').notNull(),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    /** False once the programme left the configuration: nothing more is counted, the progress stays. */
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('bonus_programmes_type_check', sql`${t.type} in ('hunting', 'lootbox', 'tournament', 'amb')`),
  ],
);

/** One player's progress in one programme. */
export const programmeProgress = pgTable(
  'programme_progress',
  {
    programmeId: text('programme_id')
      .notNull()
      .references(() => bonusProgrammes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    points: integer('points').notNull().default(0),
    /** Points already turned into freebets (hunting), or lootboxes opened. */
    convertedPoints: integer('converted_points').notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    stakeSum: bigint('stake_sum', { mode: 'number' }).notNull().default(0),
    /** Bet-count ranges of an amb already paid, as a bit set over the ranges' indexes. */
    claimedRanges: integer('claimed_ranges').notNull().default(0),
    farmedEventIds: jsonb('farmed_event_ids').$type<number[]>().notNull().default([]),
    usedInBets: jsonb('used_in_bets').$type<string[]>().notNull().default([]),
    /** When the player last counted a bet: ties on a leaderboard go to the earlier one. */
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** When the player activated a programme that needs it (`requires_activation`); null: not activated. */
    activatedAt: at('activated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.userId] }),
    index('programme_progress_rank_idx').on(t.programmeId, t.stakeSum),
    check(
      'programme_progress_counts_check',
      sql`${t.points} >= 0 and ${t.convertedPoints} >= 0 and ${t.convertedPoints} <= ${t.points} and ${t.betsCount} >= 0 and ${t.stakeSum} >= 0`,
    ),
  ],
);

/** A settled bet counted for a programme: once per (programme, bet), whatever runs settlement. */
export const programmeBetCredits = pgTable(
  'programme_bet_credits',
  {
    programmeId: text('programme_id')
      .notNull()
      .references(() => bonusProgrammes.id),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    points: integer('points').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.programmeId, t.betId] })],
);

/** A tournament's pool: its initial pool plus the shares of counted stakes; paid once when it ends. */
export const tournamentPools = pgTable(
  'tournament_pools',
  {
    programmeId: text('programme_id')
      .primaryKey()
      .references(() => bonusProgrammes.id),
    currency: text('currency').notNull(),
    pool: bigint('pool', { mode: 'number' }).notNull(),
    paidAt: at('paid_at'),
  },
  (t) => [check('tournament_pools_pool_check', sql`${t.pool} >= 0`)],
);
