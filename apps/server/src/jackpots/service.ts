/**
 * Jackpots bound to the app as `app.jackpots` (plugins/jackpots.ts): what the /jackpots and /jackpot-hits
 * routes answer, the rule placement asks (`qualifying`, `takePart` inside the bet's transaction) and the dev
 * control that makes a level's next qualifying bet hit.
 */
import type { FitJackpotsResponse, Jackpot, JackpotHit, Locale } from '@sportsbook/contract';
import { money, type PlaceBetPayload, totalOddsUnits } from '@sportsbook/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadCatalogueView, selectionRefsOf } from '../bets/current-selections.js';
import { ticketEntryOf } from '../bets/place/ticket-entry.js';
import { jackpotHits, jackpotLevels } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import type { Tx } from '../wallet/index.js';
import { type BookedFacts, takePart } from './contribute.js';
import type { JackpotConfig } from './jackpot-config.js';
import { hitView, jackpotView } from './jackpot-view.js';
import { levelPools } from './level-store.js';
import { type BetFacts, jackpotsOf } from './qualifying-bet.js';

/** GET /jackpot-hits filters. */
export interface HitQuery {
  jackpotId?: string;
  limit: number;
  status?: JackpotHit['status'];
  forUser?: boolean;
  unseen?: boolean;
}

/** A bet of POST /jackpots: a place payload whose stake may be missing. */
type SlipBet = Omit<PlaceBetPayload, 'stake'> & { stake?: PlaceBetPayload['stake'] };

/** Creates the service of `app` over the configured `jackpots` (needs `app.db`). */
export function createJackpots(app: FastifyInstance, jackpots: readonly JackpotConfig[]) {
  const { db } = app;
  const byId = new Map(jackpots.map((j) => [j.id, j]));

  const notFound = (id: string) => new ApiError(404, 'not_found', `no jackpot ${id}`, 'id');

  return {
    /** GET /jackpots. */
    async list(locale: Locale): Promise<Jackpot[]> {
      const pools = await levelPools(db, null);
      return jackpots.map((j) => jackpotView(j, pools, locale));
    },

    /** GET /jackpots/{id}: 404 not_found. */
    async get(id: string, locale: Locale): Promise<Jackpot> {
      const config = byId.get(id);
      if (!config) throw notFound(id);
      return jackpotView(config, await levelPools(db, id), locale);
    },

    /** POST /jackpots: per bet of the slip, the jackpots it would take part in (a missing stake: the minimum). */
    async fit(bets: readonly SlipBet[], currency: string): Promise<FitJackpotsResponse> {
      const view = await loadCatalogueView(db, selectionRefsOf({ bets }));
      return {
        data: bets.map((bet) => {
          const stake = bet.stake ?? { value: money(Number.MAX_SAFE_INTEGER), currency };
          const entry = ticketEntryOf({ ...bet, stake }, view, 'any', { lines: 1, customOdds: null });
          const facts: BetFacts = {
            currency: stake.currency,
            stake: stake.value,
            oddsUnits: totalOddsUnits(entry),
            bonusType: bet.bonus?.type ?? null,
            pending: false,
          };
          return { jackpots: jackpotsOf(jackpots, facts) };
        }),
      };
    },

    /** GET /jackpot-hits, newest first; for_user and unseen need a player (401). */
    async hits(query: HitQuery, viewerId: string | null, locale: Locale): Promise<JackpotHit[]> {
      const own = query.forUser || query.unseen;
      if (own && viewerId === null) throw new ApiError(401, 'unauthorized', 'Sign in to see your hits');
      const filters: SQL[] = [];
      if (query.jackpotId) filters.push(eq(jackpotHits.jackpotId, query.jackpotId));
      if (query.status) filters.push(eq(jackpotHits.status, query.status));
      if (own && viewerId) filters.push(eq(jackpotHits.userId, viewerId));
      if (query.unseen) filters.push(eq(jackpotHits.seen, false));
      const rows = await db
        .select()
        .from(jackpotHits)
        .where(and(...filters))
        .orderBy(desc(jackpotHits.createdAt), desc(jackpotHits.id))
        .limit(query.limit);
      return rows.map((r) => hitView(r, byId.get(r.jackpotId), locale, viewerId));
    },

    /** POST /jackpot-hits/mark-as-seen: 404 when a hit is not the player's; answers how many changed. */
    async markSeen(userId: string, ids: readonly string[]): Promise<number> {
      const wanted = [...new Set(ids)];
      const own = await db
        .select({ id: jackpotHits.id })
        .from(jackpotHits)
        .where(and(eq(jackpotHits.userId, userId), inArray(jackpotHits.id, wanted)));
      if (own.length !== wanted.length) throw new ApiError(404, 'not_found', 'no such hit of yours', 'ids');
      const changed = await db
        .update(jackpotHits)
        .set({ seen: true })
        .where(and(inArray(jackpotHits.id, wanted), eq(jackpotHits.seen, false)))
        .returning({ id: jackpotHits.id });
      return changed.length;
    },

    /** True when a bet with these facts takes part in a jackpot (placement takes the transactional way then). */
    qualifying: (facts: BetFacts) => jackpotsOf(jackpots, facts).length > 0,

    /** Inside the bet's transaction: contributions, draws, a hit's payout. */
    takePart: (tx: Tx, bet: BookedFacts) => takePart(tx, jackpots, bet),

    /** The dev control: the level's next qualifying bet hits. 404 for an unknown jackpot or level. */
    async forceHit(jackpotId: string, levelCode: string): Promise<void> {
      const level = byId.get(jackpotId)?.levels.find((l) => l.code === levelCode);
      if (!level) throw new ApiError(404, 'not_found', `no level ${levelCode} of jackpot ${jackpotId}`);
      await db
        .update(jackpotLevels)
        .set({ forceHit: true })
        .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, levelCode)));
    },
  };
}

/** The jackpot service. */
export type Jackpots = ReturnType<typeof createJackpots>;
