/**
 * Outrights reaching their end time: a winner is drawn with the market's probabilities, the market is settled
 * and the next season's outright of the league opens, so the world always has them.
 */
import { EventStatus } from '@sportsbook/domain';
import type { FeedState } from '../feed-state.js';
import { closeMarkets } from '../markets/apply-prices.js';
import { settleOutright } from '../markets/settle-market.js';
import type { FeedEvent } from '../types.js';
import { createOutright } from '../world/create-outright.js';
import { marketSnapshot, matchSnapshot } from './live-match.js';

const DAY = 24 * 60 * 60_000;

/** Settles the outrights due by `until` and opens their successors. */
export function decideOutrights(state: FeedState, until: number, out: FeedEvent[]): void {
  for (const [id, setup] of state.outrights) {
    const { match, market, league } = setup;
    if (match.status !== EventStatus.prematch || match.endTime === null || match.endTime > until) continue;
    const outcomes = market.outcomes;
    const pick = state.rng.weighted(outcomes.map((o) => o.probability));
    const winnerId = Number(outcomes[pick]?.id ?? outcomes[0]?.id);
    const result = settleOutright(market, winnerId);
    closeMarkets([market]);
    match.status = EventStatus.finished;
    match.updatedAt = match.endTime;
    out.push({ type: 'match_changed', match: matchSnapshot(match) });
    out.push({ type: 'markets_changed', matchId: id, markets: [marketSnapshot(market)] });
    out.push({ type: 'match_status_changed', matchId: id, status: match.status });
    out.push({ type: 'match_settled', matchId: id, results: [result] });
    state.finished.set(id, match.endTime);
    const next = createOutright(state.nextId++, league, match.endTime, match.endTime + 300 * DAY);
    state.outrights.set(next.match.id, next);
    state.world.matches.push(next.match);
    state.world.markets.push(next.market);
    out.push({
      type: 'match_added',
      match: matchSnapshot(next.match),
      markets: [marketSnapshot(next.market)],
    });
  }
}
