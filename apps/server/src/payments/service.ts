/**
 * Deposits through the provider and payouts (see README.md): intents the provider's webhooks settle, payout
 * requests that move initial -> approved / declined / paid, each change in one transaction with its ledger movement.
 */
import { randomUUID } from 'node:crypto';
import {
  type CreateDepositIntentBody,
  type DepositIntent,
  type LaunchGameAnswer,
  type PaymentBody,
  type PayoutRequest,
  type ProviderEvent,
  ProviderEventSchema,
  type QuickDeposit,
} from '@sportsbook/contract';
import { type Money, money } from '@sportsbook/domain';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client.js';
import { depositIntents, payoutRequests } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { paymentNotification } from '../notifications/payment-notifications.js';
import { writeNotification } from '../notifications/write-notification.js';
import { assertDepositProfile, type DepositRules } from '../players/deposit-profile.js';
import { assertDepositAllowed } from '../players/limits/enforce.js';
import { lockAccount, publishBalance, transfer } from '../wallet/index.js';
import { assertSignedBody, signBody, signedQuery } from './signature.js';
import { type GameApps, launchGame, walletCall } from './virtual-wallet.js';

/** The provider: where its pages are and the secret both sides sign with. */
export interface ProviderSettings {
  /** PAYMENT_PROVIDER_URL, e.g. http://localhost:4500. */
  url: string;
  /** PAYMENT_WEBHOOK_SECRET. */
  secret: string;
}

/** The fields of a payment link the provider checks. */
const LINK_FIELDS = ['intent', 'amount', 'currency', 'return_to'];

/** Pending intents younger than this count against the deposit limit with the deposit being asked for. */
const PENDING_COUNTS_MS = 60 * 60 * 1000;

type IntentRow = typeof depositIntents.$inferSelect;
type PayoutRow = typeof payoutRequests.$inferSelect;

/** What the app decorates as `payments`. */
export interface Payments {
  createIntent(
    userId: string,
    body: CreateDepositIntentBody & Required<Pick<CreateDepositIntentBody, 'return_to'>>,
  ): Promise<DepositIntent>;
  intentOf(userId: string, id: string): Promise<DepositIntent>;
  /** The header's quick deposit: the method (and its currency) of the player's last credited deposit. */
  quickDepositOf(userId: string): Promise<QuickDeposit>;
  /** A provider event, raw as signed: throws 401/400/404/409 with nothing changed, else whether it changed anything. */
  receive(raw: string, signature: string | undefined): Promise<{ changed: boolean }>;
  requestPayout(userId: string, body: PaymentBody): Promise<PayoutRequest>;
  payoutsOf(userId: string): Promise<PayoutRequest[]>;
  /** The provider's games the site offers (settings `additional_providers`). */
  games: GameApps;
  /** The signed URL of a game for the player (virtual-wallet.ts). */
  launch(userId: string, currency: string, game: keyof GameApps): LaunchGameAnswer;
  /** A game's signed money call (virtual-wallet.ts). */
  walletCall(raw: string, signature: string | undefined): Promise<{ balance: Money; entry_id: number }>;
}

const mismatch = (message: string) => new ApiError(409, 'payment_mismatch', message);

/** The payments of `app` with `provider` under the deposit profile's `rules`. */
export function createPayments(
  app: FastifyInstance,
  provider: ProviderSettings,
  rules: DepositRules,
  games: GameApps,
): Payments {
  const intentView = (row: IntentRow): DepositIntent => {
    const link = signedQuery(
      provider.secret,
      {
        intent: row.id,
        amount: String(row.amount),
        currency: row.currency,
        return_to: row.returnTo,
        // Only a hint of what to offer first: the provider charges what the player then chooses.
        ...(row.method ? { method: row.method } : {}),
      },
      LINK_FIELDS,
    );
    return {
      id: row.id,
      status: row.status as DepositIntent['status'],
      currency: row.currency,
      amount: money(row.amount),
      url: `${provider.url}/pay?${link}`,
      failure_reason: row.failureReason,
      created_at: row.createdAt.toISOString(),
    };
  };

  const payoutView = (row: PayoutRow): PayoutRequest => ({
    id: row.id,
    status: row.status as PayoutRequest['status'],
    currency: row.currency,
    amount: money(row.amount),
    decline_reason: row.declineReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  /** Settles a payment event on its intent; the balance to announce when money moved. */
  async function onPayment(tx: Tx, event: ProviderEvent): Promise<Settled> {
    const { data } = event;
    if (!data.intent_id)
      throw new ApiError(400, 'invalid_body', 'A payment event names its intent', 'intent_id');
    const [intent] = await tx
      .select()
      .from(depositIntents)
      .where(eq(depositIntents.id, data.intent_id))
      .for('update');
    if (!intent) throw new ApiError(404, 'unknown_intent', `No deposit intent ${data.intent_id}`);
    if (intent.amount !== data.amount || intent.currency !== data.currency)
      throw mismatch('The amount or currency is not the intent’s');
    if (intent.providerTransactionId !== null && intent.providerTransactionId !== data.transaction_id)
      throw mismatch('The intent is paid by another transaction');
    const now = new Date();
    const status = event.type.slice('payment.'.length);
    if (status === intent.status && intent.providerTransactionId !== null) return { changed: false };
    // A late "pending" after the intent settled says nothing new.
    if (status === 'pending' && intent.status !== 'pending') return { changed: false };
    if (intent.status !== 'pending') throw mismatch(`The intent is already ${intent.status}`);
    if (status === 'pending') {
      await tx
        .update(depositIntents)
        .set({
          providerTransactionId: data.transaction_id,
          method: data.method ?? intent.method,
          updatedAt: now,
        })
        .where(eq(depositIntents.id, intent.id));
      return { changed: true };
    }
    if (status === 'failed') {
      await tx
        .update(depositIntents)
        .set({
          status,
          providerTransactionId: data.transaction_id,
          method: data.method ?? intent.method,
          failureReason: data.reason ?? 'declined',
          updatedAt: now,
        })
        .where(eq(depositIntents.id, intent.id));
      await writeNotification(tx, paymentNotification('deposit_failed', intent));
      return { changed: true };
    }
    // Credited once: the intent's row lock orders concurrent deliveries, and the ledger's (kind, reference)
    // is unique besides.
    const credited = await transfer(tx, {
      userId: intent.userId,
      currency: intent.currency,
      amount: intent.amount,
      direction: 'credit',
      kind: 'deposit',
      reference: `provider:${data.transaction_id}`,
    });
    await tx
      .update(depositIntents)
      .set({
        status: 'succeeded',
        providerTransactionId: data.transaction_id,
        method: data.method ?? intent.method,
        ledgerEntryId: credited.entryId,
        updatedAt: now,
      })
      .where(eq(depositIntents.id, intent.id));
    const announce = await app.bonuses.onDeposit(tx, {
      userId: intent.userId,
      currency: intent.currency,
      amount: intent.amount,
      now,
    });
    await writeNotification(tx, paymentNotification('deposit_succeeded', intent));
    return {
      changed: true,
      moved: { userId: intent.userId, currency: intent.currency, balance: credited.balance },
      announce,
    };
  }

  /** Moves a payout along initial -> approved / declined / paid; a decline gives the money back. */
  async function onPayout(tx: Tx, event: ProviderEvent): Promise<Settled> {
    const { data } = event;
    if (!data.payout_id)
      throw new ApiError(400, 'invalid_body', 'A payout event names its payout', 'payout_id');
    const [payout] = await tx
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.id, data.payout_id))
      .for('update');
    if (!payout) throw new ApiError(404, 'unknown_intent', `No payout request ${data.payout_id}`);
    if (payout.amount !== data.amount || payout.currency !== data.currency)
      throw mismatch('The amount or currency is not the payout’s');
    const status = event.type.slice('payout.'.length) as PayoutRequest['status'];
    if (status === payout.status) return { changed: false };
    const allowed: Record<string, PayoutRequest['status'][]> = {
      initial: ['approved', 'declined', 'paid'],
      approved: ['declined', 'paid'],
    };
    if (!allowed[payout.status]?.includes(status)) throw mismatch(`The payout is already ${payout.status}`);
    await tx
      .update(payoutRequests)
      .set({
        status,
        providerTransactionId: data.transaction_id,
        declineReason: status === 'declined' ? (data.reason ?? 'declined') : null,
        updatedAt: new Date(),
      })
      .where(eq(payoutRequests.id, payout.id));
    if (status !== 'approved')
      await writeNotification(
        tx,
        paymentNotification(status === 'paid' ? 'withdrawal_paid' : 'withdrawal_failed', payout),
      );
    if (status !== 'declined') return { changed: true };
    const refunded = await transfer(tx, {
      userId: payout.userId,
      currency: payout.currency,
      amount: payout.amount,
      direction: 'credit',
      kind: 'withdrawal',
      reference: `payout-declined:${payout.id}`,
    });
    return {
      changed: true,
      moved: { userId: payout.userId, currency: payout.currency, balance: refunded.balance },
    };
  }

  /** Tells the provider about a payout, server to server; a failure is logged and the payout stays initial. */
  async function sendPayout(row: PayoutRow): Promise<void> {
    const body = JSON.stringify({ payout_id: row.id, amount: row.amount, currency: row.currency });
    try {
      const answer = await fetch(`${provider.url}/api/payouts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': signBody(provider.secret, body) },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!answer.ok) app.log.warn({ payout: row.id, status: answer.status }, 'provider refused the payout');
    } catch (error) {
      app.log.warn({ payout: row.id, err: error }, 'provider did not take the payout');
    }
  }

  return {
    games,
    launch: (userId, currency, game) => launchGame(provider, games, { userId, currency, app: game }),
    walletCall: (raw, signature) => walletCall(app, provider, raw, signature),

    async createIntent(userId, body) {
      // Before the provider sees anything: the deposit profile, then the account and the deposit limit.
      await assertDepositProfile(app.db, userId, rules);
      const row = await app.db.transaction(async (tx) => {
        await lockAccount(tx, userId, body.currency);
        const [pending] = await tx
          .select({ sum: sql<string>`coalesce(sum(${depositIntents.amount}), 0)` })
          .from(depositIntents)
          .where(
            and(
              eq(depositIntents.userId, userId),
              eq(depositIntents.currency, body.currency),
              eq(depositIntents.status, 'pending'),
              gte(depositIntents.createdAt, new Date(Date.now() - PENDING_COUNTS_MS)),
            ),
          );
        await assertDepositAllowed(tx, {
          userId,
          currency: body.currency,
          amount: body.amount + Number(pending?.sum ?? 0),
        });
        const [created] = await tx
          .insert(depositIntents)
          .values({
            userId,
            currency: body.currency,
            amount: body.amount,
            returnTo: body.return_to,
            method: body.method ?? null,
          })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        return created;
      });
      return intentView(row);
    },

    async quickDepositOf(userId) {
      const [last] = await app.db
        .select({ method: depositIntents.method, currency: depositIntents.currency })
        .from(depositIntents)
        .where(and(eq(depositIntents.userId, userId), eq(depositIntents.status, 'succeeded')))
        .orderBy(desc(depositIntents.updatedAt))
        .limit(1);
      return { method: last?.method ?? null, currency: last?.currency ?? null };
    },

    async intentOf(userId, id) {
      const [row] = await app.db
        .select()
        .from(depositIntents)
        .where(and(eq(depositIntents.id, id), eq(depositIntents.userId, userId)));
      if (!row) throw new ApiError(404, 'not_found', `deposit intent ${id} not found`);
      return intentView(row);
    },

    async receive(raw, signature) {
      assertSignedBody(provider.secret, raw, signature);
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new ApiError(400, 'invalid_body', 'The event is not JSON');
      }
      const event = ProviderEventSchema.safeParse(parsed);
      if (!event.success)
        throw new ApiError(400, 'invalid_body', event.error.issues[0]?.message ?? 'Bad event');
      const { changed, moved, announce } = await app.db.transaction(
        (tx): Promise<Settled> =>
          event.data.type.startsWith('payment.') ? onPayment(tx, event.data) : onPayout(tx, event.data),
      );
      if (moved) await publishBalance(app, moved.userId, moved.currency, moved.balance);
      await announce?.();
      if (changed) await app.notifications.announce();
      return { changed };
    },

    async requestPayout(userId, body) {
      const id = randomUUID();
      const { row, balance } = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(payoutRequests)
          .values({ id, userId, currency: body.currency, amount: body.amount })
          .returning();
        if (!created) throw new Error('insert returned nothing');
        const debited = await transfer(tx, {
          userId,
          currency: body.currency,
          amount: body.amount,
          direction: 'debit',
          kind: 'withdrawal',
          reference: `payout:${id}`,
        });
        return { row: created, balance: debited.balance };
      });
      await publishBalance(app, userId, body.currency, balance);
      void sendPayout(row);
      return payoutView(row);
    },

    async payoutsOf(userId) {
      const rows = await app.db
        .select()
        .from(payoutRequests)
        .where(eq(payoutRequests.userId, userId))
        .orderBy(desc(payoutRequests.createdAt))
        .limit(50);
      return rows.map(payoutView);
    },
  };
}

interface MovedBalance {
  userId: string;
  currency: string;
  balance: number;
}

/** What a provider event changed: money moved, and what announces the bonuses a deposit earned, after commit. */
interface Settled {
  changed: boolean;
  moved?: MovedBalance;
  announce?: () => Promise<void>;
}
