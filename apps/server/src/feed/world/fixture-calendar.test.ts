import { describe, expect, it } from 'vitest';
import { roundRobin, TeamSlots } from './fixture-calendar.js';

describe('roundRobin', () => {
  it.each([2, 10, 15, 24])('pairs %i teams so each meets each other once at each ground', (teams) => {
    const rounds = roundRobin(teams);
    const byes = teams % 2;
    expect(rounds).toHaveLength(2 * (teams + byes - 1));
    const fixtures = rounds.flat().map(([home, away]) => `${home}-${away}`);
    expect(new Set(fixtures).size).toBe(teams * (teams - 1));
    expect(fixtures).toHaveLength(teams * (teams - 1));
    for (const round of rounds) {
      const playing = round.flat();
      expect(new Set(playing).size).toBe(playing.length);
      expect(playing.length).toBe(teams - byes);
    }
  });

  it('plays a fixture and its reverse in different halves of the season', () => {
    const rounds = roundRobin(10);
    const half = rounds.length / 2;
    const first = new Set(
      rounds
        .slice(0, half)
        .flat()
        .map(([h, a]) => `${h}-${a}`),
    );
    for (const [home, away] of rounds.slice(half).flat()) {
      expect(first.has(`${home}-${away}`)).toBe(false);
      expect(first.has(`${away}-${home}`)).toBe(true);
    }
  });

  it.each([10, 20, 24])(
    'gives each of %i teams about as many home as away games, at most 3 in a row',
    (teams) => {
      const rounds = roundRobin(teams).slice(0, teams - 1);
      for (let team = 0; team < teams; team++) {
        const grounds = rounds.map((round) => round.some(([home]) => home === team));
        const homes = grounds.filter(Boolean).length;
        expect(Math.abs(homes - (teams - 1) / 2)).toBeLessThanOrEqual(1);
        expect(grounds.map((home) => (home ? 'h' : 'a')).join('')).not.toMatch(/hhhh|aaaa/);
      }
    },
  );
});

describe('TeamSlots', () => {
  const HOUR = 3_600_000;

  it('finds the first time both teams are free for a whole slot, on the step', () => {
    const slots = new TeamSlots();
    slots.book([1, 2], 10 * HOUR);
    slots.book([3, 4], 13 * HOUR);
    expect(slots.earliestFree([5, 6], 10 * HOUR, 2 * HOUR, HOUR)).toBe(10 * HOUR);
    // Team 1 is busy until 12h, team 3 from 13h - 2h = 11h until 15h: the first free time for both is 15h.
    expect(slots.earliestFree([1, 3], 9 * HOUR, 2 * HOUR, HOUR)).toBe(15 * HOUR);
    expect(slots.earliestFree([1], 7.5 * HOUR, 2 * HOUR, HOUR)).toBe(8 * HOUR);
    expect(slots.earliestFree([1], 8.5 * HOUR, 2 * HOUR, HOUR)).toBe(12 * HOUR);
  });

  it('forgets a released booking', () => {
    const slots = new TeamSlots();
    slots.book([1, 2], 10 * HOUR);
    slots.release([1, 2], 10 * HOUR);
    expect(slots.earliestFree([1, 2], 10 * HOUR, 2 * HOUR, HOUR)).toBe(10 * HOUR);
  });
});
