/**
 * Announcing bet changes on the player's private channel `$user:{id}` once they are committed: `bet_changed`
 * with the whole bet in the player's locale, `bet_cashout_changed` with a new offer, and the balance through the
 * wallet's `balance_changed`. Nothing happens without the realtime plugin; a failed publication is logged, not
 * thrown: the change is committed, and the client refetches on reconnect.
 */
import { BET_EVENTS, LOCALES, type Locale } from '@sportsbook/contract';
import type { Money } from '@sportsbook/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.js';
import { publishToPlayer } from '../realtime/index.js';
import { publishBalance } from '../wallet/index.js';
import type { Pricing } from './pricing.js';
import { loadBets, presentBets } from './view/present-bets.js';

const asLocale = (tag: string): Locale =>
  (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : 'en';

/** Publishes `bet_changed` for each bet, named in its owner's locale. */
export async function publishBetsChanged(app: FastifyInstance, pricing: Pricing, betIds: readonly string[]) {
  if (!app.hasDecorator('realtime') || betIds.length === 0) return;
  const loaded = await loadBets(app.db, betIds);
  const owners = [...new Set(loaded.map((l) => l.bet.userId))];
  const locales = await app.db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(inArray(users.id, owners));
  for (const owner of owners) {
    const locale = asLocale(locales.find((u) => u.id === owner)?.locale ?? 'en');
    const own = loaded.filter((l) => l.bet.userId === owner);
    for (const bet of await presentBets(app.db, pricing, own, locale))
      await publishToPlayer(app, owner, { type: BET_EVENTS.betChanged, data: bet });
  }
}

/** Publishes `bet_cashout_changed`. */
export async function publishCashoutChanged(
  app: FastifyInstance,
  userId: string,
  betId: string,
  offer: Money | null,
) {
  if (!app.hasDecorator('realtime')) return;
  await publishToPlayer(app, userId, {
    type: BET_EVENTS.betCashoutChanged,
    data: { bet_id: betId, to_cashout: offer },
  });
}

/** A movement of money to announce: the owner's new balance in a currency. */
export interface BalanceMove {
  userId: string;
  currency: string;
  balance: number | null;
}

/** Publishes the last balance of each player and currency among `moves` (null balances moved nothing). */
export async function publishBalances(app: FastifyInstance, moves: readonly BalanceMove[]) {
  const last = new Map<string, BalanceMove>();
  for (const m of moves) if (m.balance !== null) last.set(`${m.userId}|${m.currency}`, m);
  for (const m of last.values()) await publishBalance(app, m.userId, m.currency, m.balance ?? 0);
}
