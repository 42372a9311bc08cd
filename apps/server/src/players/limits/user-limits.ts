/**
 * Reading and changing a player's limits (GET/POST/DELETE /user_limits). Time-driven changes (a cooled-off
 * limit taking over, an exclusion ending) are applied when the limits are next read, so no scheduler is needed.
 */
import {
  type CreateLimitBody,
  LIMIT_RULES,
  type LimitPeriod,
  type LimitStatus,
  type LimitType,
  type UserLimit,
} from '@sportsbook/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { userLimits } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import { writeNotification } from '../../notifications/write-notification.js';
import {
  COOLING_OFF_MS,
  dueChanges,
  EXCLUSIONS,
  exclusionEnd,
  inForce,
  isStricter,
  type LimitRow,
} from './limit-rules.js';

type Q = Db | Tx;

/** The player's limits that are not disabled, after applying what time made due. */
export async function currentLimits(db: Q, userId: string, now = new Date()): Promise<LimitRow[]> {
  const rows = (await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.userId, userId), ne(userLimits.status, 'disabled')))
    .orderBy(asc(userLimits.id))) as LimitRow[];
  const changes = dueChanges(rows, now);
  for (const [id, status] of changes) {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(userLimits)
        .set({ status, updatedAt: now })
        .where(and(eq(userLimits.id, id), ne(userLimits.status, status)))
        .returning({ id: userLimits.id });
      if (moved && status === 'active')
        await writeNotification(tx, {
          userId,
          type: 'limit_effective',
          objectType: 'limit',
          objectId: String(id),
        });
    });
  }
  const changed = new Map(changes);
  return rows
    .map((row) => ({ ...row, status: changed.get(row.id) ?? row.status }))
    .filter((row) => row.status !== 'disabled');
}

/** The limit of `type` (and `currency`, for money limits) binding the player now, if any. */
export async function limitInForce(
  db: Q,
  userId: string,
  type: LimitType,
  currency: string | null = null,
  now = new Date(),
): Promise<LimitRow | undefined> {
  const rows = await currentLimits(db, userId, now);
  return rows.find((r) => r.type === type && inForce(r) && (currency === null || r.currency === currency));
}

/** Sets a limit: at once when stricter (or the first), after the cooling-off otherwise. */
export async function setLimit(
  db: Db,
  userId: string,
  body: CreateLimitBody,
  playerCurrency: string,
  now = new Date(),
): Promise<LimitRow> {
  return db.transaction(async (tx) => {
    const rule = LIMIT_RULES[body.type];
    const period = body.period ?? null;
    const amount = body.amount ?? null;
    const currency = rule.unit === 'money' ? (body.currency ?? playerCurrency) : null;
    const base = { userId, type: body.type, period, amount, currency, createdAt: now, updatedAt: now };
    if (EXCLUSIONS.has(body.type)) {
      return insert(tx, { ...base, status: 'active', endsAt: exclusionEnd(body.period as LimitPeriod, now) });
    }
    const sameKey = (await currentLimits(tx, userId, now)).filter(
      (r) => r.type === body.type && r.currency === currency,
    );
    const current = sameKey.find(inForce);
    const pending = sameKey.filter((r) => r.status === 'unconfirmed').map((r) => r.id);
    if (!current || isStricter(current, { period, amount })) {
      await disable(tx, [...pending, ...(current ? [current.id] : [])], now);
      return insert(tx, { ...base, status: 'active' });
    }
    await disable(tx, pending, now);
    return insert(tx, {
      ...base,
      status: 'unconfirmed',
      confirmUntil: new Date(now.getTime() + COOLING_OFF_MS),
    });
  });
}

/** Removes a limit: a pending one at once, one in force after the cooling-off; exclusions not at all (403). */
export async function removeLimit(db: Db, userId: string, id: number, now = new Date()): Promise<LimitRow> {
  const row = (await currentLimits(db, userId, now)).find((r) => r.id === id);
  if (!row) throw notFound('limit', id);
  if (EXCLUSIONS.has(row.type)) {
    throw new ApiError(403, 'forbidden', `a ${row.type} cannot be lifted before it ends`);
  }
  if (row.status === 'unconfirmed_disabled') return row;
  const change =
    row.status === 'unconfirmed'
      ? { status: 'disabled' as const }
      : { status: 'unconfirmed_disabled' as const, disableAt: new Date(now.getTime() + COOLING_OFF_MS) };
  const [updated] = await db
    .update(userLimits)
    .set({ ...change, updatedAt: now })
    .where(eq(userLimits.id, id))
    .returning();
  return updated as LimitRow;
}

/** A limit as the API shows it. */
export function limitView(row: LimitRow): UserLimit {
  return {
    id: row.id,
    type: row.type as LimitType,
    status: row.status,
    period: row.period as LimitPeriod | null,
    amount: row.amount,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    confirm_until: row.confirmUntil?.toISOString() ?? null,
    disable_at: row.disableAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

async function insert(tx: Tx, values: typeof userLimits.$inferInsert): Promise<LimitRow> {
  const [row] = await tx.insert(userLimits).values(values).returning();
  return row as LimitRow;
}

async function disable(tx: Tx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  const status: LimitStatus = 'disabled';
  await tx.update(userLimits).set({ status, updatedAt: now }).where(inArray(userLimits.id, ids));
}
