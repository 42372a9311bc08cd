'use client';
/**
 * One favourite toggle (spec core-betting §4 "Favourite toggle"): the star flips at once (the domain's
 * `favouriteTransition`, CLICKED), the call goes out, and on success the cached ids gain or lose the id. On error
 * the cached ids are left as they were, so the star goes back to what it showed before (off after a failed add,
 * as the spec says) and an error alert explains. Anonymous players are asked to sign in instead.
 */
import type { FavouritesResponse } from '@sportsbook/contract';
import { type FavouriteState, favouriteTransition } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { showAlert } from '@/components/ui/alerts';
import { requestSignIn, useSession } from '@/session/session';
import {
  favouritesKeys,
  favouritesQueries,
  idsAfterToggle,
  refreshFavouriteLists,
  type StarredKind,
  saveFavourite,
} from './favourite-queries';

const NO_IDS: readonly number[] = [];

/** The last failed load alerted per query key, so many stars of one list raise one alert (spec §8). */
const alertedLoadErrors = new Map<string, number>();

/** The favourite ids of a type for the signed-in player (empty when signed out); alerts once when they fail to load. */
export function useFavouriteIds(type: StarredKind): { ids: readonly number[]; playerId: string | null } {
  const t = useTranslations('mybets.favourites');
  const locale = useLocale();
  const playerId = useSession().player?.id ?? null;
  const query = useQuery({
    ...favouritesQueries.ids(locale, playerId ?? '', type),
    enabled: playerId !== null,
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError || playerId === null) return;
    const key = favouritesKeys.ids(playerId, type).join('/');
    if (alertedLoadErrors.get(key) === errorUpdatedAt) return;
    alertedLoadErrors.set(key, errorUpdatedAt);
    showAlert({ variant: 'error', title: t('loadErrorTitle'), description: t('loadErrorDescription') });
  }, [isError, errorUpdatedAt, playerId, type, t]);
  return { ids: playerId === null ? NO_IDS : (query.data?.favoriteIds ?? NO_IDS), playerId };
}

export interface FavouriteToggle {
  isOn: boolean;
  pending: boolean;
  toggle: () => void;
}

/** The toggle of one item: `isOn` shows the optimistic value while the call runs. */
export function useFavourite(type: StarredKind, id: number): FavouriteToggle {
  const t = useTranslations('mybets.favourites');
  const locale = useLocale();
  const client = useQueryClient();
  const { ids, playerId } = useFavouriteIds(type);
  const [inFlight, setInFlight] = useState<FavouriteState | null>(null);
  const state: FavouriteState = inFlight ?? { isOn: ids.includes(id), pending: false, cachedIds: ids };

  const toggle = () => {
    if (playerId === null) {
      requestSignIn('favourites');
      return;
    }
    if (state.pending) return;
    const clicked = favouriteTransition(state, { type: 'CLICKED' });
    setInFlight(clicked);
    const key = favouritesKeys.ids(playerId, type);
    saveFavourite(locale, type, id, clicked.isOn)
      .then(() => {
        client.setQueryData<FavouritesResponse>(key, (old) => ({
          favoriteIds: idsAfterToggle(old?.favoriteIds ?? clicked.cachedIds, id, clicked.isOn),
        }));
        if (type === 'matches') void refreshFavouriteLists(client, locale);
      })
      .catch(() => {
        showAlert({ variant: 'error', title: t('saveErrorTitle'), description: t('saveErrorDescription') });
      })
      .finally(() => setInFlight(null));
  };

  return { isOn: state.isOn, pending: state.pending, toggle };
}
