import { describe, expect, it } from 'vitest';
import { createFeed } from './create-feed.js';
import { START } from './testing/feed-fixtures.js';
import type { FeedMatch } from './types.js';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;

/** The pairs of teams live together at once: the same team twice, or a fixture and its reverse. */
function clashesOf(live: readonly FeedMatch[]): string[] {
  const clashes: string[] = [];
  const teams = new Map<number, number>();
  const fixtures = new Set<string>();
  for (const m of live) {
    for (const team of [m.homeId, m.awayId]) {
      const other = teams.get(team ?? -1);
      if (other !== undefined) clashes.push(`team ${team} in matches ${other} and ${m.id}`);
      teams.set(team ?? -1, m.id);
    }
    if (fixtures.has(`${m.awayId}-${m.homeId}`)) clashes.push(`${m.homeId}-${m.awayId} and its reverse`);
    fixtures.add(`${m.homeId}-${m.awayId}`);
  }
  return clashes;
}

// The feed's clock is the caller's: five minutes of simulated time per tick (speed 300, one tick a second) plays a
// whole week of the world, matches going live, finishing and being replaced, as a server running that long would.
describe('createFeed over a simulated week', () => {
  it('never has a team in two matches at once, nor a fixture and its reverse in play, nor a stream off the field', () => {
    const feed = createFeed({ seed: 11, startAt: START, speed: 300, matchCount: 150, liveCount: 20 });
    const teamOf = (m: FeedMatch) => [m.homeId ?? -1, m.awayId ?? -1];
    /** Per team, when each of its matches went live and finished (still playing: the end of the run). */
    const played = new Map<number, { id: number; from: number; to: number }[]>();
    const wentLive = new Map<number, number>();
    const clashes = new Set<string>();
    let liveSum = 0;
    let ticks = 0;
    let finished = 0;
    let streamed = 0;
    for (let second = 1; feed.time < START + WEEK; second++) {
      const before = feed.time;
      for (const event of feed.tick(START + second * 1000)) {
        if (event.type !== 'match_status_changed') continue;
        // A match goes live and finishes within the tick: its bounds are the tick's (never narrower than true).
        if (event.status === 1) wentLive.set(event.matchId, before);
        if (event.status !== 4) continue;
        const m = feed.matchOf(event.matchId);
        const from = wentLive.get(event.matchId);
        if (!m || from === undefined) continue;
        finished++;
        for (const team of teamOf(m))
          played.set(team, [...(played.get(team) ?? []), { id: m.id, from, to: feed.time }]);
      }
      const live = feed.world.matches.filter((m) => m.type === 'match' && m.status === 1);
      for (const clash of clashesOf(live)) clashes.add(clash);
      // A stream exists only while a match is played.
      for (const m of feed.world.matches) if (m.hasVideo && m.status !== 1) clashes.add(`video on ${m.id}`);
      streamed += live.filter((m) => m.hasVideo).length;
      liveSum += live.length;
      ticks++;
    }
    expect([...clashes]).toEqual([]);
    for (const [team, matches] of played) {
      const sorted = [...matches].sort((a, b) => a.from - b.from);
      sorted.slice(1).forEach((m, i) => {
        const previous = sorted[i];
        if (previous && m.from < previous.to) clashes.add(`team ${team}: ${previous.id} and ${m.id} overlap`);
      });
    }
    expect([...clashes]).toEqual([]);
    // The world kept playing all week at about its live level, so the check above had plenty to look at.
    expect(finished).toBeGreaterThan(700);
    expect(liveSum / ticks).toBeGreaterThan(15);
    expect(streamed / liveSum).toBeGreaterThan(0.1);
  }, 120_000);

  it('books every prematch match of a team apart from the others', () => {
    const feed = createFeed({ seed: 12, startAt: START, matchCount: 3000, liveCount: 120 });
    const starts = new Map<number, number[]>();
    for (const m of feed.world.matches)
      if (m.type === 'match' && m.status === 0)
        for (const team of [m.homeId ?? -1, m.awayId ?? -1])
          starts.set(team, [...(starts.get(team) ?? []), m.startTime]);
    const tooClose: number[] = [];
    for (const [team, list] of starts) {
      const sorted = [...list].sort((a, b) => a - b);
      sorted.slice(1).forEach((t, i) => {
        if (t - (sorted[i] ?? 0) < 60 * MINUTE) tooClose.push(team);
      });
    }
    expect(tooClose).toEqual([]);
  });
});
