/**
 * The sandbox cashier (POST /payments/deposit and /withdraw: instant, no provider) and the player's transaction
 * history (GET /player/transactions, the spec's /profile/wallet/transactions page).
 */
import { z } from 'zod';
import { paginated } from '../common/pagination';
import { queryInt } from '../common/query';
import { MoneySchema } from '../common/units';
import { CurrencyCodeSchema } from './currencies';
import { MAX_PAYMENT_AMOUNT } from './payment-values';

export { MAX_PAYMENT_AMOUNT };

/** A deposit or withdrawal: a positive integer amount of minor units. */
export const PaymentBodySchema = z
  .object({
    currency: CurrencyCodeSchema,
    amount: z.number().int().positive().max(MAX_PAYMENT_AMOUNT).describe('Minor units, above 0'),
  })
  .meta({ id: 'PaymentBody' });
/** See {@link PaymentBodySchema}. */
export type PaymentBody = z.infer<typeof PaymentBodySchema>;

/** The answer of a deposit or withdrawal: the ledger entry and the balance after it. */
export const PaymentResultSchema = z
  .object({
    id: z.number().int().describe('Ledger entry id'),
    status: z.literal('success'),
    currency: z.string(),
    amount: MoneySchema,
    balance: MoneySchema,
  })
  .meta({ id: 'PaymentResult' });
/** See {@link PaymentResultSchema}. */
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** The ledger kinds a player's history shows. */
export const TRANSACTION_KINDS = [
  'deposit',
  'withdrawal',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'bet_cashout',
  'bet_rollback',
  'bonus',
  'adjustment',
] as const;

/** One movement of the player's money: `amount` is signed (credits positive), `balance_after` its account's. */
export const TransactionSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(TRANSACTION_KINDS),
    currency: z.string(),
    amount: MoneySchema,
    balance_after: MoneySchema,
    bet_id: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Transaction', description: 'One ledger entry of the player' });
/** See {@link TransactionSchema}. */
export type Transaction = z.infer<typeof TransactionSchema>;

/** GET /player/transactions: newest first. */
export const TransactionsQuerySchema = z.object({
  page: queryInt(1).default(1).describe('1-based page'),
  limit: queryInt(1, 100).default(20).describe('Entries per page, 1-100, default 20'),
  currency: CurrencyCodeSchema.optional(),
  kind: z.enum(TRANSACTION_KINDS).optional(),
});
/** See {@link TransactionsQuerySchema}. */
export type TransactionsQuery = z.output<typeof TransactionsQuerySchema>;

/** GET /player/transactions answer. */
export const TransactionsResponseSchema = paginated(TransactionSchema).meta({ id: 'Transactions' });
/** See {@link TransactionsResponseSchema}. */
export type TransactionsResponse = z.infer<typeof TransactionsResponseSchema>;
