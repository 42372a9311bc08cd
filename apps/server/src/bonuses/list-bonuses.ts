/**
 * The bonuses a player sees: every bonus they hold, then every enabled campaign they do not hold yet, each as a
 * contract `Bonus`; and the filters of GET /bonuses and the per-type pages.
 */
import type { Bonus } from '@sportsbook/contract';
import { type BonusStatus, isFreebetType } from '@sportsbook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { accounts, ledgerEntries, users } from '../db/schema/index.js';
import { bonusView, type Viewer } from './bonus-view.js';
import { allCampaigns, isProgrammeCampaign } from './campaign-store.js';
import { issuedBonusesOf, issueKeyOf } from './issue-bonus.js';

/** The viewer of player `userId`, or null when there is none. */
export async function viewerOf(db: Db | Tx, userId: string | null): Promise<Viewer | null> {
  if (userId === null) return null;
  const [user] = await db
    .select({ country: users.countryCode, confirmed: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  return { userId, country: user.country?.toUpperCase() ?? null, verified: user.confirmed !== null };
}

/** How many deposits player `userId` has made. */
export async function depositCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(and(eq(accounts.userId, userId), eq(ledgerEntries.kind, 'deposit')));
  return Number(row?.n ?? 0);
}

/** Every bonus of `viewer` (null: a visitor, who sees the campaigns), held ones first, newest first. */
export async function bonusesFor(
  db: Db | Tx,
  who: Viewer | null,
  locale: string,
  now: Date,
): Promise<Bonus[]> {
  const campaigns = await allCampaigns(db);
  const viewer =
    who && campaigns.some((c) => c.enabled && c.trigger === 'deposit')
      ? { ...who, deposited: (await depositCount(db, who.userId)) > 0 }
      : who;
  const byId = new Map(campaigns.map((c) => [c.id, c]));
  const issued = viewer ? await issuedBonusesOf(db, viewer.userId) : [];
  const held = new Set(issued.map((r) => r.issueKey));
  const mine = issued.flatMap((row) => {
    const c = byId.get(row.campaignId);
    return c ? [bonusView(c, row, viewer, locale, now)] : [];
  });
  const open = campaigns
    .filter(
      (c) => c.enabled && !isProgrammeCampaign(c) && !(viewer && held.has(issueKeyOf(c.id, viewer.userId))),
    )
    .map((c) => bonusView(c, null, viewer, locale, now));
  return [...mine, ...open];
}

/** Statuses a player can use or activate now. */
const USABLE: readonly BonusStatus[] = ['active', 'available'];

/** The filters of GET /bonuses. */
export interface BonusFilters {
  status?: BonusStatus;
  available?: boolean;
  unseen?: boolean;
  type?: Bonus['type'];
  limit_per_type?: number;
}

/** `list` narrowed by `f`, at most `limit_per_type` of each type. */
export function filterBonuses(list: readonly Bonus[], f: BonusFilters): Bonus[] {
  const counts = new Map<string, number>();
  return list.filter((b) => {
    if (f.status && b.status !== f.status) return false;
    if (f.available !== undefined && USABLE.includes(b.status) !== f.available) return false;
    if (f.unseen && (b.issued === null || b.issued.seen)) return false;
    if (f.type && b.type !== f.type) return false;
    const n = counts.get(b.type) ?? 0;
    if (f.limit_per_type !== undefined && n >= f.limit_per_type) return false;
    counts.set(b.type, n + 1);
    return true;
  });
}

/** The path segments of the per-type lists. */
export const BONUS_KINDS = ['comboboosts', 'freebets'] as const;
/** One of {@link BONUS_KINDS}. */
export type BonusKind = (typeof BONUS_KINDS)[number];

/** True when bonus `b` belongs to the list `kind`. */
export function ofKind(b: Bonus, kind: BonusKind): boolean {
  return kind === 'comboboosts' ? b.type === 'comboboost' : isFreebetType(b.type);
}
