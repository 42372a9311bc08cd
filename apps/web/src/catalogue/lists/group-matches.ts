/**
 * Matches as list items with headers: a sport header when the sport changes (lists across sports) and a league
 * header when the league changes. Pure, so lists and tests share it.
 */
import type { Match } from '@sportsbook/contract';

export type ListItem =
  | { kind: 'sport'; key: string; sport: Match['sport'] }
  | { kind: 'league'; key: string; first: Match }
  | { kind: 'match'; key: string; match: Match };

export type Grouping = 'none' | 'league' | 'sport-league';

/** Items for `matches` in their order. Keys stay unique when a league comes back later in a time-ordered list. */
export function groupMatches(matches: readonly Match[], grouping: Grouping): ListItem[] {
  const items: ListItem[] = [];
  let sportId: number | null = null;
  let leagueId: number | null = null;
  const runs = new Map<string, number>();
  const keyOf = (base: string) => {
    const n = runs.get(base) ?? 0;
    runs.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
  for (const match of matches) {
    if (grouping === 'sport-league' && match.sport.id !== sportId) {
      items.push({ kind: 'sport', key: keyOf(`sport-${match.sport.id}`), sport: match.sport });
      sportId = match.sport.id;
      leagueId = null;
    }
    if (grouping !== 'none' && match.tournament.id !== leagueId) {
      items.push({ kind: 'league', key: keyOf(`league-${match.tournament.id}`), first: match });
      leagueId = match.tournament.id;
    }
    items.push({ kind: 'match', key: `match-${match.id}`, match });
  }
  return items;
}
