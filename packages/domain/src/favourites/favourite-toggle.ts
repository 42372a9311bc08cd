/**
 * The favourite toggle (spec core-betting §4): an optimistic flip; on success the cached ids gain or lose the id;
 * on error the toggle resets to off.
 */

/** Favourite types. */
export const FAVOURITE_TYPES = ['matches', 'tournaments', 'sports'] as const;
/** One of {@link FAVOURITE_TYPES}. */
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/** The toggle of one item and the cached ids of its type. */
export interface FavouriteState {
  isOn: boolean;
  pending: boolean;
  cachedIds: readonly number[];
}

/** Events of a favourite toggle. */
export type FavouriteEvent =
  | { type: 'CLICKED' }
  | { type: 'SUCCEEDED'; id: number; added: boolean }
  | { type: 'FAILED' };

/** Applies one event to a favourite toggle. */
export function favouriteTransition(state: FavouriteState, event: FavouriteEvent): FavouriteState {
  switch (event.type) {
    case 'CLICKED':
      return { ...state, isOn: !state.isOn, pending: true };
    case 'SUCCEEDED': {
      const without = state.cachedIds.filter((id) => id !== event.id);
      return { isOn: event.added, pending: false, cachedIds: event.added ? [...without, event.id] : without };
    }
    case 'FAILED':
      return { ...state, isOn: false, pending: false };
  }
}
