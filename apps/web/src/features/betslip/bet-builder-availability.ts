/**
 * Whether a match has a bet builder to show, with the same queries the builder itself runs (so the match page's
 * entry to it and the builder share one request): custom bets on in the site settings, the match bettable, and
 * at least one market the API offers for building.
 */
import type { CustomBetMarketsResponse, Match } from '@sportsbook/contract';
import { isBettableStatus } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { apiFetch } from '@/lib/api';
import { catalogueQueries } from '@/lib/queries/catalogue';
import { customMarketsKey } from './selection-source';

/** The hash that leads to the builder (spec: a known hash of the match page). */
export const BET_BUILDER_HASH = '#betBuilder';

export function customMarketsQuery(locale: string, matchId: number, enabled: boolean) {
  return {
    queryKey: customMarketsKey(locale, matchId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<CustomBetMarketsResponse>(`/api/v3/bets/custom/markets/${matchId}`, { locale, signal }),
    enabled,
    staleTime: 15_000,
  };
}

/** Custom bets on and the match bettable: the builder may ask for its markets. */
export function useBuilderEnabled(match: Pick<Match, 'status'>): boolean {
  const settings = useQuery(catalogueQueries.settings(useLocale())).data;
  return (settings?.custom_bet_enabled ?? false) && isBettableStatus(match.status);
}

/** True once the API has offered at least one market to build with. */
export function useBetBuilderAvailable(match: Pick<Match, 'id' | 'status'>): boolean {
  const locale = useLocale();
  const enabled = useBuilderEnabled(match);
  const markets = useQuery(customMarketsQuery(locale, match.id, enabled)).data;
  return enabled && (markets?.data ?? []).some((m) => m.custom_bet_groups.length > 0);
}
