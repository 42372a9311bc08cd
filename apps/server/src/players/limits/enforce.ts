/**
 * Where limits bite. Deposits are checked by the cashier (this module's owner); sign-in by the auth routes;
 * `assertStakeAllowed` is for bet placement (bet, wager and loss limits), to call inside the placing
 * transaction after the account is locked.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accounts, ledgerEntries } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import type { LedgerKind } from '../../wallet/index.js';
import { activitySeconds } from '../activity.js';
import { EXCLUSIONS, inForce, windowStart } from './limit-rules.js';
import { currentLimits, limitInForce } from './user-limits.js';

const BET_KINDS: LedgerKind[] = ['bet_stake', 'bet_win', 'bet_refund', 'bet_cashout', 'bet_rollback'];

/** Refuses sign-in during a cooling-off or self-exclusion (403 self_excluded) or past the activity limit. */
export async function assertMaySignIn(db: Db, userId: string, now = new Date()): Promise<void> {
  const limits = await currentLimits(db, userId, now);
  const exclusion = limits.find((l) => EXCLUSIONS.has(l.type) && inForce(l));
  if (exclusion) {
    const until = exclusion.endsAt ? ` until ${exclusion.endsAt.toISOString()}` : '';
    throw new ApiError(403, 'self_excluded', `${exclusion.type}${until}`);
  }
  const activity = limits.find((l) => l.type === 'activity' && inForce(l));
  if (activity?.amount && (await activitySeconds(db, userId, activity.period, now)) >= activity.amount * 60) {
    throw new ApiError(403, 'limit_exceeded', 'activity limit reached for this period');
  }
}

/** Sum of the signed ledger amounts of some kinds on one account since `from`. */
async function sumSince(tx: Tx, accountId: number, kinds: LedgerKind[], from: Date): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.kind, kinds),
        gte(ledgerEntries.createdAt, from),
      ),
    );
  return Number(row?.total ?? 0);
}

async function accountId(tx: Tx, userId: string, currency: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
  return row?.id;
}

/** 422 limit_exceeded when a deposit of `amount` would pass the deposit limit of its window. */
export async function assertDepositAllowed(
  tx: Tx,
  t: { userId: string; currency: string; amount: number },
  now = new Date(),
): Promise<void> {
  const limit = await limitInForce(tx, t.userId, 'deposit', t.currency, now);
  const from = limit && windowStart(limit.period, now);
  const id = await accountId(tx, t.userId, t.currency);
  if (!limit?.amount || !from || id === undefined) return;
  const deposited = await sumSince(tx, id, ['deposit'], from);
  if (deposited + t.amount > limit.amount) {
    const left = Math.max(0, limit.amount - deposited);
    throw new ApiError(422, 'limit_exceeded', `deposit limit: ${left} left this ${limit.period}`, 'amount');
  }
}

/**
 * 422 limit_exceeded when a stake of `stake` passes the player's bet limit (per bet), wager limit (stakes in the
 * window) or loss limit (stakes minus returns in the window, counting this stake as lost).
 */
export async function assertStakeAllowed(
  tx: Tx,
  t: { userId: string; currency: string; stake: number },
  now = new Date(),
): Promise<void> {
  const limits = (await currentLimits(tx, t.userId, now)).filter(
    (l) => inForce(l) && l.currency === t.currency && l.amount !== null,
  );
  if (limits.length === 0) return;
  const id = await accountId(tx, t.userId, t.currency);
  for (const limit of limits) {
    const amount = limit.amount ?? 0;
    const from = windowStart(limit.period, now);
    let used: number | null = null;
    if (limit.type === 'bet') used = 0;
    if (limit.type === 'wager' && from && id !== undefined)
      used = -(await sumSince(tx, id, ['bet_stake'], from));
    if (limit.type === 'loss' && from && id !== undefined) used = -(await sumSince(tx, id, BET_KINDS, from));
    if (used !== null && Math.max(0, used) + t.stake > amount) {
      throw new ApiError(422, 'limit_exceeded', `${limit.type} limit exceeded`, 'stake');
    }
  }
}
