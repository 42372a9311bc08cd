/**
 * The simulator's present wording of saved events: a feed snapshot keeps the names its matches, markets and
 * outcomes were written with, and a restored world answers in the names the simulator defines now (a locale added
 * since included). Proper names (teams, scores) are rebuilt from the catalogue the seed regenerates.
 */
import { fillName, sameInAll } from '../localized.js';
import { marketType } from '../markets/market-types.js';
import { outcomeNames } from '../markets/outcome-names.js';
import type { FeedCompetitor, FeedMarket, FeedMatch } from '../types.js';
import { outrightTitle } from './create-outright.js';

/** A competitor's name by id. */
export function competitorNames(
  competitors: readonly FeedCompetitor[],
): (id: number | null) => string | undefined {
  const names = new Map(competitors.map((c) => [c.id, c.name]));
  return (id) => (id === null ? undefined : names.get(id));
}

/** Rewords a saved match's (or outright's) markets and title in place. */
export function reword(
  match: FeedMatch,
  markets: readonly FeedMarket[],
  nameOf: (id: number | null) => string | undefined,
): void {
  if (match.type === 'outright') {
    match.outrightNames = outrightTitle(match.startTime);
    for (const market of markets) {
      market.names = marketType(market.marketId).names;
      for (const outcome of market.outcomes) {
        const name = nameOf(Number(outcome.id));
        if (name) outcome.names = sameInAll(name);
      }
    }
    return;
  }
  const home = nameOf(match.homeId);
  const away = nameOf(match.awayId);
  if (home === undefined || away === undefined) return;
  for (const market of markets) {
    const type = marketType(market.marketId);
    market.names = fillName(type.names, { home, away });
    const line = Number(market.specifier.split('=')[1] ?? 0);
    const context = { home, away, correctScores: market.outcomes.map((o) => o.id) };
    const worded = new Map(outcomeNames(type.kind, line, context).map((o) => [o.id, o.names]));
    for (const outcome of market.outcomes) outcome.names = worded.get(outcome.id) ?? outcome.names;
  }
}
