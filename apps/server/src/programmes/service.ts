/**
 * The farming programmes bound to the app as `app.programmes` (plugins/programmes.ts): the lists and the
 * leaderboard the routes answer, claiming an amb's reached ranges, opening a lootbox, and paying ended
 * tournaments. Counting bets happens in settlement (count-bet.ts).
 */
import {
  type AmbProgress,
  type Hunting,
  type HuntingTournament,
  type Leaderboard,
  type LeaderboardRow,
  type PROGRAMME_STATUSES,
  type ProgrammeListQuery,
  paginationOf,
} from '@sportsbook/contract';
import { ambReached, type BetBonusRef, maskEmail, money, splitPool } from '@sportsbook/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { issueBonus, type PlayerBonusRow } from '../bonuses/issue-bonus.js';
import type { Db, Tx } from '../db/client.js';
import { bets, programmeProgress, tournamentPools, users } from '../db/schema/index.js';
import { ApiError } from '../lib/api-error.js';
import { boostableFreebets, boostFreebet } from './boost-freebet.js';
import { type CountedBet, lockProgress, qualifies, takesPart } from './count-bet.js';
import type { ProgrammeOf } from './programme-config.js';
import {
  allProgrammes,
  freebetCampaignOf,
  programmeById,
  programmeStatus,
  type StoredProgramme,
} from './programme-store.js';
import {
  ambView,
  huntingView,
  type ProgrammeViewer,
  type ProgressRow,
  tournamentView,
} from './programme-view.js';

type Of<T extends StoredProgramme['type']> = StoredProgramme & ProgrammeOf<T>;
const isOf =
  <T extends StoredProgramme['type']>(...types: T[]) =>
  (p: StoredProgramme): p is Of<T> =>
    (types as string[]).includes(p.type);

/** A tournament's ranking: most farmed first, then who got there first, then by id (stable). */
const ranking = [
  desc(programmeProgress.stakeSum),
  asc(programmeProgress.updatedAt),
  asc(programmeProgress.userId),
];
const ranked = (id: string) => and(eq(programmeProgress.programmeId, id), gt(programmeProgress.betsCount, 0));

/**
 * The page `q` asks of a programme list (spec list filters): `status`, then `isAvailable` (running now or not),
 * then `page` and `limit`; with its pagination.
 */
export function programmePage<T extends { status: (typeof PROGRAMME_STATUSES)[number] }>(
  items: readonly T[],
  q: Pick<ProgrammeListQuery, 'status' | 'isAvailable' | 'page' | 'limit'>,
) {
  const kept = items.filter(
    (p) =>
      (q.status === undefined || p.status === q.status) &&
      (q.isAvailable === undefined || (p.status === 'active') === q.isAvailable),
  );
  const start = (q.page - 1) * q.limit;
  return { data: kept.slice(start, start + q.limit), pagination: paginationOf(kept.length, q.page, q.limit) };
}

/** Creates the service (needs `db`). */
export function createProgrammes(db: Db) {
  const now = () => new Date();

  const viewerOf = async (userId: string | null): Promise<ProgrammeViewer | null> => {
    if (userId === null) return null;
    const [user] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
    return user ? { userId, currency: user.currency } : null;
  };

  const progressOf = async (userId: string | null) => {
    if (userId === null) return new Map<string, ProgressRow>();
    const rows = await db.select().from(programmeProgress).where(eq(programmeProgress.userId, userId));
    return new Map(rows.map((r) => [r.programmeId, r]));
  };

  /** The player's bets still waiting for results, as counting reads them. */
  const openBetsOf = async (userId: string | null): Promise<CountedBet[]> => {
    if (userId === null) return [];
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.userId, userId), inArray(bets.status, ['submitted', 'waiting_results'])));
    return rows.map((b) => ({ ...b, bonus: b.bonus as BetBonusRef | null }));
  };

  const positionOf = async (
    tx: Db | Tx,
    id: string,
    mine: ProgressRow | undefined,
  ): Promise<number | null> => {
    if (!mine || mine.betsCount === 0) return null;
    const [ahead] = await tx
      .select({ n: count() })
      .from(programmeProgress)
      .where(
        and(
          ranked(id),
          sql`(${programmeProgress.stakeSum}, ${mine.updatedAt}::timestamptz, ${mine.userId}::uuid) > (${mine.stakeSum}, ${programmeProgress.updatedAt}, ${programmeProgress.userId})`,
        ),
      );
    return (ahead?.n ?? 0) + 1;
  };

  /** The enabled programmes `which` picks, each viewed with the player's progress and open counted bets. */
  const withProgress = async <P extends StoredProgramme, V>(
    userId: string | null,
    locale: string,
    which: (p: StoredProgramme) => p is P,
    view: (
      p: P,
      viewer: ProgrammeViewer | null,
      progress: ProgressRow | null,
      openBets: number,
      locale: string,
      at: Date,
    ) => V,
  ): Promise<V[]> => {
    const [viewer, progress, open] = await Promise.all([
      viewerOf(userId),
      progressOf(userId),
      openBetsOf(userId),
    ]);
    const at = now();
    return (await allProgrammes(db))
      .filter(which)
      .filter((p) => p.enabled)
      .map((p) => {
        const mine = progress.get(p.id);
        const openBets = open.filter((b) => qualifies(p, b) && takesPart(p, mine, b.createdAt)).length;
        return view(p, viewer, mine ?? null, openBets, locale, at);
      });
  };

  const issueFreebet = (
    tx: Tx,
    p: StoredProgramme,
    userId: string,
    currency: string,
    amount: number,
    key: string,
  ) =>
    issueBonus(tx, {
      campaign: freebetCampaignOf(p),
      userId,
      source: 'programme',
      now: now(),
      type: p.farming_freebet_type,
      amount,
      currency,
      issueKey: key,
    });

  /** The programme `id` of one of `types`, for a signed-in player; 404 not_found, 401. */
  const claimable = async <T extends StoredProgramme['type']>(userId: string, id: string, ...types: T[]) => {
    const p = await programmeById(db, id);
    if (!p || !isOf(...types)(p))
      throw new ApiError(404, 'not_found', `no ${types.join(' or ')} ${id}`, 'id');
    const viewer = await viewerOf(userId);
    if (!viewer) throw new ApiError(401, 'unauthorized', 'Sign in first');
    return { p, viewer };
  };

  return {
    /**
     * GET /bonuses/huntings (hunting) and /bonuses/lootboxes (lootbox): the enabled ones; a running lootbox
     * lists the player's freebets a box can boost.
     */
    async huntings(userId: string | null, locale: string, type: 'hunting' | 'lootbox'): Promise<Hunting[]> {
      const views = await withProgress(userId, locale, isOf(type), huntingView);
      if (type !== 'lootbox' || userId === null) return views;
      const lootboxes = new Map((await allProgrammes(db)).filter(isOf('lootbox')).map((p) => [p.id, p]));
      const at = now();
      for (const view of views) {
        const p = lootboxes.get(view.id);
        if (p && view.issued?.is_active)
          view.issued.freebets_to_boost = await boostableFreebets(db, p, userId, locale, at);
      }
      return views;
    },

    /** GET /bonuses/tournaments: each with its pool, participants and the player's place. */
    async tournaments(userId: string | null, locale: string): Promise<HuntingTournament[]> {
      const [viewer, progress] = await Promise.all([viewerOf(userId), progressOf(userId)]);
      const at = now();
      const answer: HuntingTournament[] = [];
      for (const p of (await allProgrammes(db)).filter(isOf('tournament'))) {
        if (!p.enabled) continue;
        const [pool] = await db.select().from(tournamentPools).where(eq(tournamentPools.programmeId, p.id));
        const [players] = await db.select({ n: count() }).from(programmeProgress).where(ranked(p.id));
        const mine = progress.get(p.id);
        const state = {
          pool: pool?.pool ?? p.initial_pool,
          participants: players?.n ?? 0,
          mine: mine ?? null,
          position: await positionOf(db, p.id, mine),
        };
        answer.push(tournamentView(p, viewer, state, locale, at));
      }
      return answer;
    },

    /** GET /bonuses/tournaments/{id}/rating: a page of the leaderboard and the player's own row. */
    async rating(userId: string | null, id: string, page: number, limit: number): Promise<Leaderboard> {
      const p = await programmeById(db, id);
      if (p?.type !== 'tournament') throw new ApiError(404, 'not_found', `no tournament ${id}`, 'id');
      const [total] = await db.select({ n: count() }).from(programmeProgress).where(ranked(id));
      const rows = await db
        .select({ progress: programmeProgress, email: users.email })
        .from(programmeProgress)
        .innerJoin(users, eq(users.id, programmeProgress.userId))
        .where(ranked(id))
        .orderBy(...ranking)
        .limit(limit)
        .offset((page - 1) * limit);
      const rowOf = (r: ProgressRow, email: string | null, position: number): LeaderboardRow => {
        const own = r.userId === userId;
        return {
          position,
          current_user: own,
          email: own ? (email ?? '') : maskEmail(email ?? ''),
          farmed_amount: money(r.stakeSum),
          currency_code: p.currency,
          farmed_freebets_count: r.betsCount,
        };
      };
      let me: LeaderboardRow | null = null;
      if (userId !== null) {
        const [mine] = await db
          .select({ progress: programmeProgress, email: users.email })
          .from(programmeProgress)
          .innerJoin(users, eq(users.id, programmeProgress.userId))
          .where(and(ranked(id), eq(programmeProgress.userId, userId)));
        const position = await positionOf(db, id, mine?.progress);
        if (mine && position !== null) me = rowOf(mine.progress, mine.email, position);
      }
      return {
        data: rows.map((r, i) => rowOf(r.progress, r.email, (page - 1) * limit + i + 1)),
        pagination: paginationOf(total?.n ?? 0, page, limit),
        me,
      };
    },

    /**
     * POST /bonuses/{id}/activate for a programme that `requires_activation`: the player takes part from now on
     * (bets placed from now count). 422 bonus_not_available: the programme needs no activation or is not
     * running; 409 already_exists: activated before. Answers when.
     */
    async activate(userId: string, id: string): Promise<{ id: string; type: string; activated_at: string }> {
      const p = await programmeById(db, id);
      if (!p) throw new ApiError(404, 'not_found', `no programme ${id}`, 'id');
      const viewer = await viewerOf(userId);
      if (!viewer) throw new ApiError(401, 'unauthorized', 'Sign in first');
      if (!p.requires_activation)
        throw new ApiError(
          422,
          'bonus_not_available',
          'This programme is open to everyone: nothing to activate',
          'id',
        );
      if (!p.enabled || programmeStatus(p, now()) !== 'active')
        throw new ApiError(422, 'bonus_not_available', 'This programme is not running now', 'id');
      return db.transaction(async (tx) => {
        const { row, mine } = await lockProgress(tx, p.id, viewer.userId, viewer.currency);
        if (row.activatedAt)
          throw new ApiError(409, 'already_exists', 'This programme is activated already', 'id');
        const at = now();
        await tx.update(programmeProgress).set({ activatedAt: at }).where(mine);
        return { id: p.id, type: p.type, activated_at: at.toISOString() };
      });
    },

    /** GET /bonuses/freebets/amb. */
    ambs: (userId: string | null, locale: string): Promise<AmbProgress[]> =>
      withProgress(userId, locale, isOf('amb'), ambView),

    /**
     * POST /bonuses/freebets/amb: issues the freebets of every range the player reached and has not claimed
     * (each range once: its bit in claimed_ranges and the issue keys `amb:<id>:<user>:<range>:<n>`). 422
     * amb_nothing_to_claim when no range is waiting.
     */
    async claimAmb(userId: string, id: string): Promise<PlayerBonusRow[]> {
      const { p, viewer } = await claimable(userId, id, 'amb');
      return db.transaction(async (tx) => {
        const { row, mine } = await lockProgress(tx, p.id, viewer.userId, viewer.currency);
        const waiting = ambReached(p.ranges, row.betsCount).filter(
          (i) => (row.claimedRanges & (1 << i)) === 0,
        );
        if (waiting.length === 0)
          throw new ApiError(
            422,
            'amb_nothing_to_claim',
            'No bet-count range is reached and unclaimed',
            'id',
          );
        const issued: PlayerBonusRow[] = [];
        let claimed = row.claimedRanges;
        for (const i of waiting) {
          const range = p.ranges[i];
          const amount = range?.amounts[row.currency];
          if (!range || amount === undefined) continue;
          for (let k = 0; k < range.number_of_freebets; k++) {
            const bonus = await issueFreebet(
              tx,
              p,
              userId,
              row.currency,
              amount,
              `amb:${p.id}:${userId}:${i}:${k}`,
            );
            if (bonus) issued.push(bonus);
          }
          claimed |= 1 << i;
        }
        await tx.update(programmeProgress).set({ claimedRanges: claimed }).where(mine);
        return issued;
      });
    },

    /**
     * POST /bonuses/{id}/boost: one box of the lootbox `id` boosts the player's freebet `freebetId`
     * (boost-freebet.ts); answers the boosted freebet's row.
     */
    async boost(userId: string, id: string, freebetId: string): Promise<PlayerBonusRow> {
      const { p, viewer } = await claimable(userId, id, 'lootbox');
      return db.transaction((tx) => boostFreebet(tx, p, viewer.userId, viewer.currency, freebetId, now()));
    },

    /**
     * Pays every ended tournament not paid yet: its pool shared by `prizes_bp` among the top places (the
     * integer remainder to the first place; domain splitPool), each share a freebet (issue key
     * `tournament:<id>:<place>`), the pool marked paid in the same transaction. No player: nothing is paid.
     */
    async payEnded(at: Date = now()): Promise<PlayerBonusRow[]> {
      const issued: PlayerBonusRow[] = [];
      const ended = (await allProgrammes(db))
        .filter(isOf('tournament'))
        .filter((p) => p.valid_to !== undefined && new Date(p.valid_to) <= at);
      for (const p of ended)
        await db.transaction(async (tx) => {
          const [pool] = await tx
            .select()
            .from(tournamentPools)
            .where(and(eq(tournamentPools.programmeId, p.id), isNull(tournamentPools.paidAt)))
            .for('update');
          if (!pool) return;
          const top = await tx
            .select()
            .from(programmeProgress)
            .where(ranked(p.id))
            .orderBy(...ranking)
            .limit(p.prizes_bp.length);
          const shares = splitPool(BigInt(pool.pool), p.prizes_bp, top.length);
          for (const [place, share] of shares.entries()) {
            const winner = top[place];
            if (!winner || share <= 0n) continue;
            const key = `tournament:${p.id}:${place + 1}`;
            const bonus = await issueFreebet(tx, p, winner.userId, pool.currency, Number(share), key);
            if (bonus) issued.push(bonus);
          }
          await tx.update(tournamentPools).set({ paidAt: at }).where(eq(tournamentPools.programmeId, p.id));
        });
      return issued;
    },
  };
}

/** The programmes service. */
export type Programmes = ReturnType<typeof createProgrammes>;
