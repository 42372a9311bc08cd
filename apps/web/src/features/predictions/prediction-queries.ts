/** The calls of a prediction (spec core-betting §7 GET and POST /vote, GET /vote/results). */
import type { VoteResponse, VoteResults } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

export const predictionKeys = {
  /** The player's own vote: under `player`, so signing out drops it. */
  mine: (predictionId: string) => ['player', 'vote', predictionId] as const,
  results: (predictionId: string) => ['vote-results', predictionId] as const,
};

export const predictionQueries = {
  mine: (locale: string, predictionId: string) =>
    queryOptions({
      queryKey: predictionKeys.mine(predictionId),
      queryFn: ({ signal }) =>
        apiFetch<VoteResponse>('/api/v2/vote', { locale, signal, query: { prediction_id: predictionId } }),
    }),
  results: (locale: string, predictionId: string) =>
    queryOptions({
      queryKey: predictionKeys.results(predictionId),
      queryFn: ({ signal }) =>
        apiFetch<VoteResults>('/api/v2/vote/results', {
          locale,
          signal,
          query: { prediction_id: predictionId },
        }),
    }),
};

export function castVote(locale: string, predictionId: string, answer: string): Promise<VoteResponse> {
  return apiFetch<VoteResponse>('/api/v2/vote', {
    locale,
    method: 'POST',
    body: { prediction_id: predictionId, data: answer },
  });
}
