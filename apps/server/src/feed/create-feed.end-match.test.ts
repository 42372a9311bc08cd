import { describe, expect, it } from 'vitest';
import { runFeed, START, smallFeed } from './testing/feed-fixtures.js';

describe('Feed.endMatch', () => {
  it('finishes a live match at its current score on the next tick, with every market settled', () => {
    const feed = smallFeed(11);
    runFeed(feed, 30);
    const live = feed.world.matches.find((m) => m.status === 1 && m.totalScore);
    if (!live) throw new Error('the small feed has live matches');
    const score = { ...live.totalScore };
    const marketCount = feed.marketsOf(live.id).length;

    expect(feed.endMatch(live.id)).toBe(true);
    const events = feed.tick(START + 31_000);
    const own = events.filter((e) => 'matchId' in e && e.matchId === live.id);
    expect(own.map((e) => e.type)).toContain('match_status_changed');
    const settled = own.find((e) => e.type === 'match_settled');
    expect(settled?.type === 'match_settled' && settled.results.length).toBe(marketCount);
    expect(feed.matchOf(live.id)?.status).toBe(4);
    // Play up to the tick still happens, so the final score is at least what it was when called over.
    const final = feed.matchOf(live.id)?.totalScore;
    expect((final?.home ?? 0) >= (score.home ?? 0) && (final?.away ?? 0) >= (score.away ?? 0)).toBe(true);
    // A replacement keeps the live level.
    expect(events.some((e) => e.type === 'match_added')).toBe(true);
  });

  it('refuses a match that is not in play, and an unknown id', () => {
    const feed = smallFeed(12);
    const prematch = feed.world.matches.find((m) => m.status === 0 && m.type === 'match');
    if (!prematch) throw new Error('the small feed has prematch matches');
    expect(feed.endMatch(prematch.id)).toBe(false);
    expect(feed.endMatch(987_654_321)).toBe(false);
  });

  it('decides an open outright at the next tick, settles its winner market and opens the next season', () => {
    const feed = smallFeed(13);
    const outright = feed.world.matches.find((m) => m.type === 'outright' && m.status === 0);
    if (!outright) throw new Error('the small feed has outrights');
    expect(feed.endMatch(outright.id)).toBe(true);
    const events = feed.tick(START + 1_000);
    const settled = events.find((e) => e.type === 'match_settled' && e.matchId === outright.id);
    if (settled?.type !== 'match_settled') throw new Error('the outright is settled');
    const [result] = settled.results;
    // Exactly one competitor wins the title.
    expect(result?.outcomes.filter((o) => o.result === 'win')).toHaveLength(1);
    expect(feed.matchOf(outright.id)?.status).toBe(4);
    const next = events.find((e) => e.type === 'match_added');
    expect(next?.type === 'match_added' && next.match.type).toBe('outright');
    // Decided once: asking again is refused.
    expect(feed.endMatch(outright.id)).toBe(false);
  });
});
