/**
 * Bonuses (src/bonuses): the operator's campaigns, seeded from `bonus-campaigns.json` at start, and the bonuses
 * issued to players. Amounts are bigint minor units; odds sit in the campaign's JSON as decimals of the odds scale.
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
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { users } from './players.js';

/** A campaign: what the operator configured (src/bonuses/campaign-config.ts validates it). */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** open (everyone, no issuing), sign_up, promo_code, activation, deposit. */
    trigger: text('trigger').notNull(),
    /** Upper-cased; unique among campaigns. */
    promoCode: text('promo_code'),
    /** The whole validated configuration (names, terms, conditions, ranges, amounts...). */
    config: jsonb('config').notNull(),
    validFrom: at('valid_from'),
    validTo: at('valid_to'),
    /** False once a campaign left the configuration: issued bonuses stay, nothing new is issued. */
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_campaigns_promo_code_idx').on(t.promoCode).where(sql`${t.promoCode} is not null`),
  ],
);

/** What a lootbox's boost records on the freebet it boosted (amounts in minor units). */
export interface BoostRecord {
  lootbox_id: string;
  boosted_at: string;
  multiplier_bp: number;
  amount_before: number;
  amount_after: number;
}

/** Issued bonus statuses (the campaign-level ones, available and not_available, are computed). */
export const ISSUED_BONUS_STATUSES = [
  'active',
  'bonus_over',
  'expired',
  'deactivated',
  'overridden',
] as const;

/** A bonus a player holds. */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    type: text('type').notNull(),
    /** How it was issued: sign_up, promo_code, activation, deposit, open (a comboboost's first use), no_risk_refund. */
    source: text('source').notNull(),
    /** What makes an issue happen once: `<campaign>:<user>`, or `no_risk:<betId>` for a refund. */
    issueKey: text('issue_key').notNull().unique(),
    currency: text('currency'),
    amount: bigint('amount', { mode: 'number' }),
    timesUsed: integer('times_used').notNull().default(0),
    /** Null: unlimited. */
    usesCount: integer('uses_count'),
    status: text('status').$type<(typeof ISSUED_BONUS_STATUSES)[number]>().notNull().default('active'),
    seen: boolean('seen').notNull().default(false),
    activatedAt: at('activated_at'),
    expiredAt: at('expired_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A freebet boosted by a lootbox (src/programmes): the multiplier in basis points (15000 = x1.5); null: never. */
    boostMultiplierBp: integer('boost_multiplier_bp'),
    /** The boost: which lootbox, when, the multiplier and the amounts before and after (contract BoostData). */
    boostData: jsonb('boost_data').$type<BoostRecord>(),
  },
  (t) => [
    index('player_bonuses_user_idx').on(t.userId, t.createdAt),
    check(
      'player_bonuses_uses_check',
      sql`${t.timesUsed} >= 0 and (${t.usesCount} is null or ${t.timesUsed} <= ${t.usesCount})`,
    ),
    check(
      'player_bonuses_boost_check',
      sql`(${t.boostMultiplierBp} is null) = (${t.boostData} is null) and (${t.boostMultiplierBp} is null or ${t.boostMultiplierBp} > 10000)`,
    ),
    check('player_bonuses_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'player_bonuses_status_check',
      sql`${t.status} in ('active', 'bonus_over', 'expired', 'deactivated', 'overridden')`,
    ),
  ],
);
