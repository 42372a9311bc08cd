/** Search query rules (spec core-betting §5): 3 to 50 characters, counted after trimming. */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../constants';

/** Why a search query cannot be sent, or null when it can. */
export function searchQueryProblem(q: string): 'too_short' | 'too_long' | null {
  const length = [...q.trim()].length;
  if (length < SEARCH_MIN_LENGTH) return 'too_short';
  if (length > SEARCH_MAX_LENGTH) return 'too_long';
  return null;
}
