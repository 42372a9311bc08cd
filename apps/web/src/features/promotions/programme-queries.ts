/**
 * The farming programmes' calls (spec platform §7): hunts, lootboxes, tournaments and their leaderboards, the
 * bet-count progress (amb), claiming an amb and boosting a freebet with a lootbox. Keys sit under ['bonuses', 'programmes'], so
 * `bonus_issued` (which refreshes everything under ['bonuses']) refreshes them too, and one refresh covers the
 * hunting and the tournament lists together (spec §4: they refresh each other).
 */
import type { AmbProgress, Bonus, Hunting, HuntingTournament, Leaderboard } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export const programmeKeys = {
  all: ['bonuses', 'programmes'] as const,
  list: (kind: string, locale: string, player: string | null) =>
    ['bonuses', 'programmes', kind, locale, player] as const,
  ratings: (id: string) => ['bonuses', 'programmes', 'rating', id] as const,
  tournaments: ['bonuses', 'programmes', 'tournaments'] as const,
  rating: (id: string, page: number, player: string | null) =>
    ['bonuses', 'programmes', 'rating', id, page, player] as const,
};

/** Programmes asked per list: every running one (the lists' own default is 4, spec). */
const LIST_LIMIT = 100;

/** Rows per leaderboard page. */
const LEADERBOARD_ROWS = 10;

const list =
  <T>(path: string, kind: string) =>
  (locale: string, player: string | null) =>
    queryOptions({
      queryKey: programmeKeys.list(kind, locale, player),
      queryFn: ({ signal }) =>
        apiFetch<{ data: T[] }>(`/api/v2/bonuses/${path}?limit=${LIST_LIMIT}`, { locale, signal }),
      select: (answer) => answer.data,
      staleTime: 30_000,
    });

export const programmeQueries = {
  huntings: list<Hunting>('huntings', 'huntings'),
  lootboxes: list<Hunting>('lootboxes', 'lootboxes'),
  tournaments: list<HuntingTournament>('tournaments', 'tournaments'),
  ambs: list<AmbProgress>('freebets/amb', 'ambs'),
  rating: (locale: string, id: string, page: number, player: string | null) =>
    queryOptions({
      queryKey: programmeKeys.rating(id, page, player),
      queryFn: ({ signal }) =>
        apiFetch<Leaderboard>(
          `/api/v2/bonuses/tournaments/${encodeURIComponent(id)}/rating?page=${page}&limit=${LEADERBOARD_ROWS}`,
          { locale, signal },
        ),
      staleTime: 10_000,
    }),
};

/** POST /bonuses/{id}/activate for a programme that requires it: the player takes part from now on. */
export const activateProgramme = (locale: string, id: string) =>
  apiFetch<{ programme: { id: string; activated_at: string } }>(
    `/api/v2/bonuses/${encodeURIComponent(id)}/activate`,
    { locale, method: 'POST' },
  );

/** POST /bonuses/freebets/amb: the freebets of the reached ranges. */
export const claimAmb = (locale: string, id: string) =>
  apiFetch<{ issued: string[]; count: number }>('/api/v2/bonuses/freebets/amb', {
    locale,
    method: 'POST',
    body: { id },
  });

/** POST /bonuses/{id}/boost: one box of lootbox `id` boosts the freebet `freebetId`; answers the freebet now. */
export const boostFreebet = (locale: string, id: string, freebetId: string) =>
  apiFetch<{ bonus: Bonus }>(`/api/v2/bonuses/${encodeURIComponent(id)}/boost`, {
    locale,
    method: 'POST',
    body: { freebet_id: freebetId },
  });

/** The pool of a `tournament_pool_changed` publication, or null for any other. */
export function poolChangeOf(data: unknown): { id: string; pool: number; participants: number } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, data: d } = data as {
    type?: unknown;
    data?: { id?: unknown; pool?: unknown; participants?: unknown };
  };
  if (type !== 'tournament_pool_changed' || typeof d?.id !== 'string' || typeof d.pool !== 'number')
    return null;
  return { id: d.id, pool: d.pool, participants: typeof d.participants === 'number' ? d.participants : 0 };
}

/** True for a `bet_changed` publication of a settled bet (its farming stats may have moved). */
export function isSettledBet(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, data: bet } = data as { type?: unknown; data?: { status?: unknown } };
  return type === 'bet_changed' && bet?.status === 'done';
}
