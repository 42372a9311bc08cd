/**
 * Money and bets: the ledger, placed bets with their selections, idempotency keys for retried POSTs, and share
 * codes. Money is bigint minor units; odds are integer odds units (odds x 1000), bigint where a product of many
 * odds can exceed 32 bits. Defined ahead of the betting work so that work adds no churn to the basics.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { matches } from './catalogue.js';
import { at, money } from './columns.js';
import { accounts, users } from './players.js';

/** Why money moved. */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'bet_cashout',
  'bet_rollback',
  'bonus',
  'adjustment',
  'game_stake',
  'game_win',
  'jackpot_win',
] as const;

/** Append-only: one row per movement; `balance_after` makes an account's history readable without a sum. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The two entries of one movement (the player's and the house's) share it; their amounts sum to 0. */
    movementId: uuid('movement_id').notNull(),
    /** Signed minor units: credits positive, debits negative. */
    amount: money('amount').notNull(),
    /** Null on house entries: the house balance is not kept per row (wallet/README.md). */
    balanceAfter: money('balance_after'),
    kind: text('kind').$type<(typeof LEDGER_KINDS)[number]>().notNull(),
    betId: uuid('bet_id').references(() => bets.id),
    /** External or idempotent reference (payment id, "settle:<bet>:<n>"); unique per kind when set. */
    reference: text('reference'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_account_idx').on(t.accountId, t.id),
    index('ledger_bet_idx').on(t.betId),
    index('ledger_movement_idx').on(t.movementId),
    uniqueIndex('ledger_kind_reference_idx').on(t.kind, t.reference).where(sql`${t.reference} is not null`),
  ],
);

export const bets = pgTable(
  'bets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short reference shown to the player. */
    ref: text('ref').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    type: text('type').notNull(),
    status: text('status').notNull().default('submitted'),
    result: text('result').notNull().default('no_results'),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    /** Part of the stake paid by a freebet (not debited from the balance). */
    freebetStake: money('freebet_stake').notNull().default(0),
    /** Total odds x 1000 as accepted (product for combos; custom odds for custom bets). */
    odds: bigint('odds', { mode: 'number' }).notNull(),
    potentialWin: money('potential_win').notNull(),
    winAmount: money('win_amount'),
    cashoutAmount: money('cashout_amount'),
    /** {id, type, odds} of the bonus applied at placement. */
    bonus: jsonb('bonus'),
    systemId: text('system_id'),
    systemWinCount: integer('system_win_count'),
    systemTotalCount: integer('system_total_count'),
    isVip: boolean('is_vip').notNull().default(false),
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    quick: boolean('quick').notNull().default(false),
    deviceId: text('device_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('bets_user_created_idx').on(t.userId, t.createdAt),
    index('bets_status_idx').on(t.status),
    check('bets_type_check', sql`${t.type} in ('single', 'combo', 'system', 'custom_bet')`),
    check('bets_stake_check', sql`${t.stake} > 0`),
  ],
);

export const betSelections = pgTable(
  'bet_selections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    betId: uuid('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull().default(''),
    outcomeId: text('outcome_id').notNull(),
    /** Odds x 1000 accepted for this selection. */
    odds: integer('odds').notNull(),
    status: text('status').notNull().default('open'),
    /** Names and start time at placement, so my bets reads well after the catalogue moves on. */
    snapshot: jsonb('snapshot').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    index('bet_selections_bet_idx').on(t.betId),
    index('bet_selections_market_idx').on(t.matchId, t.marketId, t.specifier),
    // Settlement and its catch-up look for the selections still open, a small share of all rows.
    index('bet_selections_open_idx').on(t.matchId).where(sql`${t.status} = 'open'`),
  ],
);

/** A retried POST with the same key answers the stored response instead of acting twice. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The call, e.g. "POST /api/v3/bets". */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /**
     * The attempt that holds the key while it runs: its answer is stored only where the owner is still its own,
     * so an attempt whose claim was taken over (it outlived the lease) cannot store or book anything.
     */
    owner: uuid('owner'),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_expires_idx').on(t.expiresAt),
  ],
);

/** POST /bets/share-code: a short code for a slip's selections. */
export const shareCodes = pgTable('share_codes', {
  code: text('code').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  currency: text('currency'),
  bets: jsonb('bets').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at'),
});
