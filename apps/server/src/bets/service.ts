/**
 * Betting as one object bound to the app (what the bets plugin decorates it with): each call does its work in
 * its own transaction(s), then announces what was committed on the player's channel. Live-delay timers and the
 * cashout publisher live here, in memory; live bets an instance left behind (killed before its timer fired) are
 * decided by the sweep of any other, from the database.
 */
import type { BetsQuery, CashoutRequest, CustomOddsRequest, Locale } from '@sportsbook/contract';
import type { PlaceBetsRequest } from '@sportsbook/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { publishBonusIssued } from '../bonuses/publish-issued.js';
import type { CatalogueChanges } from '../catalogue/index.js';
import { bets } from '../db/schema/index.js';
import type { FeedEvent } from '../feed/index.js';
import { apiRefusal, type StoredAnswer, storeAnswer } from '../idempotency/index.js';
import { ApiError } from '../lib/api-error.js';
import { announceProgrammes } from '../programmes/publish.js';
import { createAfterCommit } from './after-commit.js';
import { CashoutRefused, cashOut } from './cashout/cash-out.js';
import { createCashoutPublisher } from './cashout/cashout-publisher.js';
import { LIVE_BET_DELAY_MS } from './constants.js';
import { customBetMarkets, customBetOdds } from './custom-bet/custom-markets.js';
import { type BalanceMove, publishCashoutChanged } from './notify.js';
import { recheckSubmitted } from './place/live-delay.js';
import { maxStakes } from './place/max-stake.js';
import { type Bettor, placeBets } from './place/place-bets.js';
import { PlaceError } from './place/place-error.js';
import { createPricing } from './pricing.js';
import type { SettleOutcome } from './settle/settle-bet.js';
import { settleMatches, settlePending } from './settle/settle-matches.js';
import { betStats, listBets } from './view/list-bets.js';
import { loadBets, presentBets } from './view/present-bets.js';

/** The scopes of the Idempotency-Keys of POST /bets and POST /bets/cashout. */
const PLACE_SCOPE = 'POST /api/v3/bets';
const CASHOUT_SCOPE = 'POST /api/v3/bets/cashout';

/**
 * Every instance looks this often for live bets whose delay is over by more than {@link SWEEP_GRACE_MS} and
 * decides them from the database: the timer of the instance that took the bet normally does it first, but an
 * instance killed meanwhile leaves it to the others. A pending bet is thus decided within its delay plus
 * SWEEP_GRACE_MS + SWEEP_EVERY_MS (3 s) whatever instance dies.
 */
const SWEEP_EVERY_MS = 1000;
const SWEEP_GRACE_MS = 2000;

/** Options of the betting service. */
export interface BettingOptions {
  /** The live delay; LIVE_BET_DELAY_MS by default. */
  liveDelayMs?: number;
}

/** Creates the betting service of `app`. Call `start` once the app is ready and `close` when it closes. */
export function createBetting(app: FastifyInstance, options: BettingOptions = {}) {
  const db = app.db;
  const pricing = createPricing(
    () => (app.hasDecorator('feedLeadership') ? app.feedLeadership.current() : undefined),
    app.site.providerRules.statuses,
  );
  const delayMs = options.liveDelayMs ?? LIVE_BET_DELAY_MS;
  const cashouts = createCashoutPublisher({
    db,
    pricing,
    publish: (userId, betId, offer) => publishCashoutChanged(app, userId, betId, offer),
  });
  const timers = new Map<string, NodeJS.Timeout>();
  const pending = new Set<Promise<unknown>>();
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;

  /** Runs `work` without holding up the caller, logging its failure; `close` waits for it. */
  const detach = (what: string, work: () => Promise<unknown>): Promise<unknown> => {
    const run = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
    return run;
  };
  const afterCommit = createAfterCommit(app, pricing);
  const announce = (betIds: readonly string[], moves: readonly BalanceMove[], matchIds?: readonly number[]) =>
    detach('bet announcement', () => afterCommit.add({ betIds, moves, matchIds }));

  const recheck = async (betId: string) => {
    timers.delete(betId);
    const decision = await db.transaction((tx) => recheckSubmitted(tx, betId, pricing));
    if (decision) announce([betId], [decision]);
  };
  const scheduleRecheck = (betId: string, inMs: number) => {
    clearTimeout(timers.get(betId));
    const timer = setTimeout(() => detach('live bet re-check', () => recheck(betId)), Math.max(0, inMs));
    timers.set(betId, timer);
  };

  /** Decides the live bets whose delay is long over and that no timer of this instance waits for. */
  const sweep = async () => {
    const due = new Date(Date.now() - delayMs - SWEEP_GRACE_MS);
    const left = await db
      .select({ id: bets.id })
      .from(bets)
      .where(and(eq(bets.status, 'submitted'), lt(bets.createdAt, due)))
      .limit(100);
    for (const { id } of left) if (!timers.has(id)) await recheck(id);
  };

  /** 503 prices_unavailable while the feed runs nowhere or has not committed a tick for too long. */
  const pricesMustBeCurrent = async () => {
    if (app.hasDecorator('feedLeadership') && !(await app.feedLeadership.pricesCurrent()))
      throw new ApiError(
        503,
        'prices_unavailable',
        'Prices are not being kept current right now: try again shortly',
        undefined,
        { 'retry-after': '5' },
      );
  };

  /**
   * After settlement commits, whichever way it ran (a feed tick or the catch-up at start): the bonuses it issued,
   * the programmes it counted for, and the bets with their balances and notifications.
   */
  const announceSettled = async (outcomes: readonly SettleOutcome[]) => {
    for (const o of outcomes) if (o.issuedBonus) await publishBonusIssued(app, o.issuedBonus);
    for (const o of outcomes) if (o.programmes) await announceProgrammes(app, o.programmes);
    if (outcomes.length > 0)
      announce(
        outcomes.map((o) => o.betId),
        outcomes,
      );
  };

  const settle = async (matchIds: readonly number[]) => {
    const outcomes = await settleMatches(db, matchIds);
    for (const o of outcomes) if (o.settled) cashouts.forget(o.betId);
    await announceSettled(outcomes);
    return outcomes;
  };

  return {
    pricing,
    /**
     * POST /bets, once per Idempotency-Key: places, then announces (live bets get their re-check scheduled).
     * Answers the first attempt's answer: 200 with the placed bets or 422 with its refusal.
     */
    async place(player: Bettor, request: PlaceBetsRequest, key: string): Promise<StoredAnswer> {
      await pricesMustBeCurrent();
      const ref = { userId: player.id, scope: PLACE_SCOPE, key };
      const outcome = await app.idempotency.run(
        ref,
        request,
        async (claim) => {
          const jackpots = app.hasDecorator('jackpots') ? app.jackpots : null;
          const result = await placeBets(
            db,
            pricing,
            player,
            request,
            claim,
            {
              multipleFreebets: app.hasDecorator('bonuses') && app.bonuses.multipleFreebets,
              providers: app.site.providerRules,
            },
            jackpots,
          );
          for (const bet of result.placed)
            if (bet.status === 'submitted') scheduleRecheck(bet.betId, delayMs);
          const moves = [{ userId: player.id, currency: player.currency, balance: result.balance }];
          announce(
            result.placed.map((b) => b.betId),
            moves,
            result.matchIds,
          );
          return { answer: { status: 200, body: result.placed }, value: result };
        },
        (error) => (error instanceof PlaceError ? { status: 422, body: error.body } : apiRefusal(error)),
      );
      return outcome.answer;
    },
    maxStakes: (request: PlaceBetsRequest) => maxStakes(db, pricing, request),
    list: (player: { id: string; currency: string }, query: BetsQuery, locale: Locale) =>
      listBets(db, pricing, player, query, locale),
    stats: (player: { id: string; currency: string }, period: { from?: Date; to?: Date }) =>
      betStats(db, player, period),
    /**
     * POST /bets/cashout: pays the offer and answers the bet as it is now (200), or the refusal (404, 422); once
     * per Idempotency-Key when one is sent.
     */
    async cashOut(
      player: { id: string },
      body: CashoutRequest,
      locale: Locale,
      key: string | undefined,
    ): Promise<StoredAnswer> {
      const { bet_id: betId, to_cashout: requested } = body;
      const outcome = await app.idempotency.runOptional(
        { userId: player.id, scope: CASHOUT_SCOPE, key },
        body,
        async (claim) => {
          const { done, answer } = await cashOut(
            db,
            pricing,
            { userId: player.id, betId, requested },
            async (tx) => {
              const [bet] = await presentBets(tx, pricing, await loadBets(tx, [betId]), locale);
              const answer = { status: 200, body: bet };
              if (claim) await storeAnswer(tx, claim, answer);
              return answer;
            },
          );
          cashouts.forget(betId);
          announce([betId], [done]);
          return { answer, value: done };
        },
        (error) => (error instanceof CashoutRefused ? { status: 422, body: error.body } : apiRefusal(error)),
      );
      return outcome.answer;
    },
    customMarkets: (locale: Locale, matchId: number) => customBetMarkets(db, locale, matchId),
    customOdds: (request: CustomOddsRequest) => customBetOdds(db, pricing, request),
    /** Settles the bets on matches the feed settled (also what tests call after applying feed events). */
    settleMatches: settle,
    /** The feed listener: settle what the tick settled, re-price offers on matches whose markets moved. */
    async onFeedTick(_events: readonly FeedEvent[], changes: CatalogueChanges) {
      if (changes.settled.length > 0) {
        // The tick is committed: what follows is the settlement lag an operator watches.
        const done = app.hasDecorator('metrics') ? app.metrics.settlementSeconds.startTimer() : null;
        await settle(changes.settled.map((s) => s.matchId));
        done?.();
      }
      const moved = [...changes.markets.map((m) => m.matchId), ...changes.statuses.map((s) => s.matchId)];
      if (moved.length > 0 && app.hasDecorator('realtime'))
        detach('cashout offers', () => cashouts.marketsChanged([...new Set(moved)]));
    },
    /** At start: settle what finished while the server was down, re-check live bets left submitted. */
    async start() {
      await announceSettled(await settlePending(db));
      const submitted = await db
        .select({ id: bets.id, createdAt: bets.createdAt })
        .from(bets)
        .where(eq(bets.status, 'submitted'));
      for (const bet of submitted) scheduleRecheck(bet.id, bet.createdAt.getTime() + delayMs - Date.now());
      const everySecond = () => {
        if (closed) return;
        sweeper = setTimeout(() => void detach('live bet sweep', sweep).finally(everySecond), SWEEP_EVERY_MS);
      };
      everySecond();
    },
    /** Stops timers and waits for running announcements. */
    async close() {
      closed = true;
      clearTimeout(sweeper);
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      cashouts.close();
      await Promise.allSettled([...pending]);
    },
    /** Waits until no live-delay timer is pending and every detached task is done; for tests. */
    async idle() {
      while (timers.size > 0 || pending.size > 0) {
        if (pending.size > 0) await Promise.allSettled([...pending]);
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/** See {@link createBetting}. */
export type Betting = ReturnType<typeof createBetting>;
