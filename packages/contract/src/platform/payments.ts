/**
 * Payments: deposit intents the payment provider settles through signed webhooks (POST /payments/intents, GET
 * /payments/intents/:id, POST /payments/webhooks/sandbox), payout requests (POST and GET /payments/withdrawals),
 * the instant test deposit and withdrawal outside production (POST /payments/deposit, /withdraw), and the player's
 * transaction history (GET /player/transactions, the spec's /profile/wallet/transactions page).
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
  'game_stake',
  'game_win',
  'jackpot_win',
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

/** Where the provider sends the player back: a path of the web app (its result as `?deposit=`). */
const ReturnPathSchema = z
  .string()
  .max(200)
  .regex(/^\/sports(\/(?!\.\.?(\/|$))[A-Za-z0-9._~-]+)*\/?$/, 'a path of the web app under /sports');

/** A payment method as the provider names it: its kind and a short public part (`card:4242`, the last digits). */
export const PaymentMethodSchema = z
  .string()
  .regex(/^[a-z_]{1,20}:[A-Za-z0-9]{1,20}$/, 'a method such as card:4242')
  .meta({ id: 'PaymentMethod' });

/** POST /payments/intents: a deposit through the payment provider. */
export const CreateDepositIntentBodySchema = PaymentBodySchema.extend({
  return_to: ReturnPathSchema.default('/sports/profile/wallet/deposit').describe(
    'The app path the provider returns to, with ?deposit=success|error|pending',
  ),
  method: PaymentMethodSchema.optional().describe(
    "The method the provider's page offers first (quick deposit: the player's last one)",
  ),
}).meta({ id: 'CreateDepositIntentBody' });

/** GET /payments/quick-deposit: what the header's quick deposit offers (spec: amount presets, the last method). */
export const QuickDepositSchema = z
  .object({
    method: PaymentMethodSchema.nullable().describe("The method of the player's last credited deposit"),
    currency: z.string().nullable().describe('Its currency'),
  })
  .meta({ id: 'QuickDeposit' });
/** See {@link QuickDepositSchema}. */
export type QuickDeposit = z.infer<typeof QuickDepositSchema>;
/** See {@link CreateDepositIntentBodySchema}. */
export type CreateDepositIntentBody = z.input<typeof CreateDepositIntentBodySchema>;

/** The states of a deposit intent. */
export const DEPOSIT_INTENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** A deposit intent: `url` is the provider's hosted payment page for it (signed; valid for this intent only). */
export const DepositIntentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(DEPOSIT_INTENT_STATUSES),
    currency: z.string(),
    amount: MoneySchema,
    url: z.url(),
    failure_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'DepositIntent' });
/** See {@link DepositIntentSchema}. */
export type DepositIntent = z.infer<typeof DepositIntentSchema>;

/** The payout request states (spec platform §3). */
export const PAYOUT_STATUSES = ['initial', 'approved', 'declined', 'paid'] as const;

/** A withdrawal: debited when requested; declined gives the money back. */
export const PayoutRequestSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(PAYOUT_STATUSES),
    currency: z.string(),
    amount: MoneySchema,
    decline_reason: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'PayoutRequest' });
/** See {@link PayoutRequestSchema}. */
export type PayoutRequest = z.infer<typeof PayoutRequestSchema>;

/** GET /payments/withdrawals: the player's payout requests, newest first (at most 50). */
export const PayoutRequestsSchema = z
  .object({ data: z.array(PayoutRequestSchema) })
  .meta({ id: 'PayoutRequests' });

/** The provider's events (POST /payments/webhooks/sandbox), signed in the `sandbox-signature` header. */
export const PROVIDER_EVENT_TYPES = [
  'payment.pending',
  'payment.succeeded',
  'payment.failed',
  'payout.approved',
  'payout.declined',
  'payout.paid',
] as const;

/** A provider event's body. */
export const ProviderEventSchema = z
  .object({
    id: z.string().min(1).max(100),
    type: z.enum(PROVIDER_EVENT_TYPES),
    created: z.number().int(),
    data: z.object({
      transaction_id: z.string().min(1).max(100),
      intent_id: z.uuid().optional(),
      payout_id: z.uuid().optional(),
      amount: z.number().int().positive().max(MAX_PAYMENT_AMOUNT),
      currency: CurrencyCodeSchema,
      reason: z.string().max(100).optional(),
      method: PaymentMethodSchema.optional().describe('The method charged (`card:4242`)'),
    }),
  })
  .meta({ id: 'ProviderEvent' });
/** See {@link ProviderEventSchema}. */
export type ProviderEvent = z.infer<typeof ProviderEventSchema>;

/** The provider's games (settings `additional_providers`): horse racing at /racing, lotto at /lotteries. */
export const GAME_APPS = ['horse_racing', 'lotto'] as const;

/** POST /virtual-wallet/:provider/launch. */
export const LaunchGameBodySchema = z.object({ app: z.enum(GAME_APPS) }).meta({ id: 'LaunchGameBody' });

/** The signed URL of the game for this player (valid for an hour). */
export const LaunchGameAnswerSchema = z.object({ url: z.url() }).meta({ id: 'LaunchGameAnswer' });
/** See {@link LaunchGameAnswerSchema}. */
export type LaunchGameAnswer = z.infer<typeof LaunchGameAnswerSchema>;

/** A game's money call from the provider (POST /virtual-wallet/sandbox/transactions), signed like its events. */
export const WalletCallSchema = z
  .object({
    transaction_id: z.string().min(1).max(100),
    round_id: z.string().min(1).max(100),
    player_id: z.uuid(),
    currency: CurrencyCodeSchema,
    amount: z.number().int().positive().max(MAX_PAYMENT_AMOUNT),
    type: z.enum(['debit', 'credit']),
  })
  .meta({ id: 'WalletCall' });
/** See {@link WalletCallSchema}. */
export type WalletCall = z.infer<typeof WalletCallSchema>;

/** The answer to a wallet call: the player's balance after it (a repeated call answers the current one). */
export const WalletCallAnswerSchema = z
  .object({ balance: MoneySchema, entry_id: z.number().int() })
  .meta({ id: 'WalletCallAnswer' });

/** The answer to a provider event: whether it changed anything (a redelivered one does not). */
export const ProviderEventAnswerSchema = z
  .object({ received: z.literal(true), changed: z.boolean() })
  .meta({ id: 'ProviderEventAnswer' });
