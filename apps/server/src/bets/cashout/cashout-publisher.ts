/**
 * Telling players when their cashout offers move: after a feed tick, the open bets on matches whose markets
 * changed get their offer re-priced, and `bet_cashout_changed` goes out when it differs from the last one sent,
 * at most once per CASHOUT_PUBLISH_INTERVAL_MS per bet (a bet asked again sooner is re-priced once that time is
 * up, so the last move is never lost).
 */
import type { Money } from '@sportsbook/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { betSelections, bets } from '../../db/schema/index.js';
import { CASHOUT_PUBLISH_INTERVAL_MS } from '../constants.js';
import { loadCatalogueView } from '../current-selections.js';
import type { Pricing } from '../pricing.js';
import { loadBets } from '../view/present-bets.js';
import { offerForBet } from './offer-for-bet.js';

/** What the publisher needs. */
export interface CashoutPublisherDeps {
  db: Db;
  pricing: Pricing;
  publish: (userId: string, betId: string, offer: Money | null) => Promise<void>;
  now?: () => number;
  intervalMs?: number;
}

/** Creates the publisher; `close` stops its pending timers. */
export function createCashoutPublisher(deps: CashoutPublisherDeps) {
  const now = deps.now ?? Date.now;
  const interval = deps.intervalMs ?? CASHOUT_PUBLISH_INTERVAL_MS;
  const sent = new Map<string, { at: number; offer: Money | null }>();
  const waiting = new Map<string, NodeJS.Timeout>();

  const refresh = async (ids: readonly string[]) => {
    const loaded = (await loadBets(deps.db, ids)).filter((l) => l.bet.status === 'waiting_results');
    const view = await loadCatalogueView(
      deps.db,
      loaded.flatMap((l) => l.selections),
      deps.pricing.operatorProviders,
    );
    for (const { bet, selections } of loaded) {
      const offer = offerForBet(bet, selections, view, deps.pricing);
      const last = sent.get(bet.id);
      sent.set(bet.id, { at: now(), offer });
      if (!last || last.offer !== offer) await deps.publish(bet.userId, bet.id, offer);
    }
  };

  return {
    /** Re-prices the open bets on `matchIds` (those due now; the others once their interval is up). */
    async marketsChanged(matchIds: readonly number[]): Promise<void> {
      if (matchIds.length === 0) return;
      const rows = await deps.db
        .selectDistinct({ id: bets.id })
        .from(bets)
        .innerJoin(betSelections, eq(betSelections.betId, bets.id))
        .where(and(inArray(betSelections.matchId, [...matchIds]), eq(bets.status, 'waiting_results')));
      const due: string[] = [];
      for (const { id } of rows) {
        const last = sent.get(id);
        const wait = last ? last.at + interval - now() : 0;
        if (wait <= 0) due.push(id);
        else if (!waiting.has(id)) {
          const timer = setTimeout(() => {
            waiting.delete(id);
            refresh([id]).catch(() => {});
          }, wait);
          timer.unref();
          waiting.set(id, timer);
        }
      }
      await refresh(due);
    },
    /** Forgets a bet that is no longer open. */
    forget(betId: string): void {
      sent.delete(betId);
      clearTimeout(waiting.get(betId));
      waiting.delete(betId);
    },
    close(): void {
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
