/**
 * What follows a committed bet change, batched: `bet_changed` and `balance_changed` for the players, the
 * notifications the change wrote (src/notifications), and the matches' bet counters. Changes that arrive while a batch is being sent wait for the next one, so a burst of
 * bets costs a few reads and publications instead of a set per bet, and a bet changed twice in one batch is
 * announced once, as it is now.
 */
import type { FastifyInstance } from 'fastify';
import { type BalanceMove, publishBalances, publishBetsChanged } from './notify.js';
import type { Pricing } from './pricing.js';

/** One committed change. */
export interface Committed {
  betIds: readonly string[];
  moves: readonly BalanceMove[];
  /** Matches to count a placed bet on (one entry per bet and match). */
  matchIds?: readonly number[];
}

/** Creates the batcher; `add` returns the promise of the batch that will carry the change. */
export function createAfterCommit(app: FastifyInstance, pricing: Pricing) {
  let queued: Committed[] = [];
  let running: Promise<void> | null = null;

  const drain = async () => {
    try {
      while (queued.length > 0) {
        const batch = queued;
        queued = [];
        // Balances first, in commit order: publishBalances keeps the last balance of each account.
        await publishBalances(
          app,
          batch.flatMap((c) => c.moves),
        );
        await publishBetsChanged(app, pricing, [...new Set(batch.flatMap((c) => c.betIds))]);
        await app.notifications.announce();
        await app.catalogue.countBets(batch.flatMap((c) => c.matchIds ?? []));
      }
    } finally {
      // In the same step as the loop's last look at the queue: a change added after it starts a new drain. (A
      // `.finally` on the drain's promise cleared this a few microtasks later, and a change added in between
      // was handed the finished drain's promise and waited, unannounced, for the next bet change.)
      running = null;
    }
  };

  return {
    add(change: Committed): Promise<void> {
      queued.push(change);
      running ??= drain();
      return running;
    },
  };
}
