/**
 * Where limits bite. Deposits are checked by the cashier (this module's owner); sign-in by the auth routes;
 * `assertStakeAllowed` is for bet placement (bet, wager and loss limits), to call inside the placing
 * transaction after the account is locked.
 */
import type { Allowance, LimitPeriod } from '@sportsbook/contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

type Q = Db | Tx;

import { accounts, ledgerEntries } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import type { LedgerKind } from '../../wallet/index.js';
import { activitySeconds } from '../activity.js';
import { EXCLUSIONS, inForce, type LimitRow, windowStart } from './limit-rules.js';
import { currentLimits } from './user-limits.js';

const BET_KINDS: LedgerKind[] = ['bet_stake', 'bet_win', 'bet_refund', 'bet_cashout', 'bet_rollback'];

type MoneyLimitType = Allowance['type'];
const MONEY: ReadonlySet<string> = new Set<MoneyLimitType>(['deposit', 'loss', 'wager', 'bet']);

/** Refuses sign-in during a cooling-off or self-exclusion (403 self_excluded) or past the activity limit. */
export async function assertMaySignIn(db: Db, userId: string, now = new Date()): Promise<void> {
  const limits = await currentLimits(db, userId, now);
  const exclusion = limits.find((l) => EXCLUSIONS.has(l.type) && inForce(l));
  if (exclusion) {
    const until = exclusion.endsAt ? ` until ${exclusion.endsAt.toISOString()}` : '';
    const error = new ApiError(403, 'self_excluded', `${exclusion.type}${until}`);
    error.until = exclusion.endsAt ?? undefined;
    throw error;
  }
  const activity = limits.find((l) => l.type === 'activity' && inForce(l));
  if (activity?.amount && (await activitySeconds(db, userId, activity.period, now)) >= activity.amount * 60) {
    throw new ApiError(403, 'limit_exceeded', 'activity limit reached for this period');
  }
}

/** Sum of the signed ledger amounts of some kinds on one account since `from`, and the oldest one counted. */
async function sumSince(
  tx: Q,
  accountId: number,
  kinds: LedgerKind[],
  from: Date,
): Promise<{ total: number; oldest: Date | null }> {
  const [row] = await tx
    .select({
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      oldest: sql<string | null>`min(${ledgerEntries.createdAt})`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.kind, kinds),
        gte(ledgerEntries.createdAt, from),
      ),
    );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { total: Number(row?.total ?? 0), oldest };
}

async function accountId(tx: Q, userId: string, currency: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.currency, currency)));
  return row?.id;
}

/** The ledger kinds a money limit counts, and the sign that makes their sum the amount used. */
const COUNTED: Record<MoneyLimitType, { kinds: LedgerKind[]; sign: 1 | -1 } | null> = {
  deposit: { kinds: ['deposit'], sign: 1 },
  wager: { kinds: ['bet_stake'], sign: -1 },
  loss: { kinds: BET_KINDS, sign: -1 },
  bet: null,
};

/** What a money limit in force has used in its window, what it still allows and when that grows. */
async function allowanceOf(
  tx: Q,
  limit: LimitRow,
  account: number | undefined,
  now: Date,
): Promise<Allowance> {
  const type = limit.type as MoneyLimitType;
  const amount = limit.amount ?? 0;
  const counted = COUNTED[type];
  const from = windowStart(limit.period, now);
  let used = 0;
  let resetsAt: Date | null = null;
  if (counted && from && account !== undefined) {
    const { total, oldest } = await sumSince(tx, account, counted.kinds, from);
    used = Math.max(0, counted.sign * total);
    resetsAt = oldest && new Date(oldest.getTime() + (now.getTime() - from.getTime()));
  }
  return {
    type,
    period: limit.period as LimitPeriod | null,
    amount,
    used,
    left: Math.max(0, amount - used),
    resets_at: used > 0 ? (resetsAt?.toISOString() ?? null) : null,
  };
}

/** The money limits in force in `currency` with what each still allows (GET /user_limits/allowance). */
export async function allowancesOf(
  db: Q,
  userId: string,
  currency: string,
  now = new Date(),
): Promise<Allowance[]> {
  const limits = (await currentLimits(db, userId, now)).filter(
    (l) => inForce(l) && l.currency === currency && l.amount !== null && MONEY.has(l.type),
  );
  if (limits.length === 0) return [];
  const id = await accountId(db, userId, currency);
  const out: Allowance[] = [];
  for (const limit of limits) out.push(await allowanceOf(db, limit, id, now));
  return out;
}

/** The refusal of `amount` by an allowance, in words for support and the amount left for the client. */
function refusal(a: Allowance, field: string): ApiError {
  const resets = a.resets_at ? `, more from ${a.resets_at}` : '';
  return new ApiError(422, 'limit_exceeded', `${a.type} limit: ${a.left} left${resets}`, field);
}

/** 422 limit_exceeded when a deposit of `amount` would pass the deposit limit of its window. */
export async function assertDepositAllowed(
  tx: Tx,
  t: { userId: string; currency: string; amount: number },
  now = new Date(),
): Promise<void> {
  const deposit = (await allowancesOf(tx, t.userId, t.currency, now)).find((a) => a.type === 'deposit');
  if (deposit && t.amount > deposit.left) throw refusal(deposit, 'amount');
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
  const allowances = await allowancesOf(tx, t.userId, t.currency, now);
  const over = allowances.find((a) => a.type !== 'deposit' && t.stake > a.left);
  if (over) throw refusal(over, 'stake');
}

/** Returns minus stakes on the player's `currency` account since `from` (minor units; negative = lost). */
export async function netBetResult(db: Q, userId: string, currency: string, from: Date): Promise<number> {
  const id = await accountId(db, userId, currency);
  return id === undefined ? 0 : (await sumSince(db, id, BET_KINDS, from)).total;
}
