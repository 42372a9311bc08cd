/**
 * Payments through the provider (src/payments): deposit intents, which the provider's webhooks settle, and payout
 * requests (the spec's payout request states). Money is bigint minor units.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.js';
import { users } from './players.js';

/** A deposit the player started: `pending` until the provider's webhook says `succeeded` or `failed`. */
export const depositIntents = pgTable(
  'deposit_intents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The app path the provider sends the player back to. */
    returnTo: text('return_to').notNull(),
    /** pending (created, or the provider said pending), succeeded, failed. */
    status: text('status').notNull().default('pending'),
    /** The provider's transaction id, once a webhook named it; one intent per transaction. */
    providerTransactionId: text('provider_transaction_id'),
    /**
     * The payment method (`card:4242`): the one the player's quick deposit offered first, then the one the
     * provider charged, once a webhook named it. The last credited intent's is the player's last method.
     */
    method: text('method'),
    /** Why the provider refused (card_declined ...). */
    failureReason: text('failure_reason'),
    /** The deposit's ledger entry (the player's side), once credited. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('deposit_intents_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('deposit_intents_transaction_idx')
      .on(t.providerTransactionId)
      .where(sql`${t.providerTransactionId} is not null`),
    check('deposit_intents_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('deposit_intents_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A withdrawal: debited when requested (`initial`), then approved -> paid, or declined (credited back). */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** initial, approved, declined, paid. */
    status: text('status').notNull().default('initial'),
    providerTransactionId: text('provider_transaction_id'),
    declineReason: text('decline_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('payout_requests_user_idx').on(t.userId, t.createdAt),
    check('payout_requests_status_check', sql`${t.status} in ('initial', 'approved', 'declined', 'paid')`),
    check('payout_requests_amount_check', sql`${t.amount} > 0`),
  ],
);
