/**
 * Query options of the farming programmes (spec platform §7): hunts, lootboxes, tournaments and their
 * leaderboards, the bet-count progress (amb). The promotions page draws them and the slip reads them to say which
 * programmes a bet counts toward, so they sit in this shared layer rather than in either feature. Keys sit under
 * ['bonuses', 'programmes'], so `bonus_issued` (which refreshes everything under ['bonuses']) refreshes them too,
 * and one refresh covers the hunting and the tournament lists together (spec §4: they refresh each other).
 */
import type { AmbProgress, Hunting, HuntingTournament, Leaderboard } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api';

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
