import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { raceScores } from '../markets/outcome-names.js';
import { type MarketLine, priceMatch } from './price-match.js';
import type { RaceParams, RaceState } from './race-model.js';
import { raceWin, tennisSetScores } from './race-probability.js';

const line = (marketId: number, specifier: string, ...ids: string[]): MarketLine => ({
  marketId,
  specifier,
  outcomes: ids.map((id) => ({ id })),
});

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('the race model', () => {
  const race = (unit: RaceParams['unit'], bestOf: number, home: number, away = home): RaceParams => ({
    model: 'race',
    unit,
    bestOf,
    target: unit === 'tennis' ? 4 : 25,
    lastTarget: unit === 'tennis' ? 4 : 15,
    home,
    away,
  });
  const start = (): RaceState => ({
    model: 'race',
    sets: { home: 0, away: 0 },
    setScores: [],
    points: { home: 0, away: 0 },
    server: 'home',
    tiebreak: false,
    lead: 0,
  });

  it('gives a race between equals to either side evenly', () => {
    expect(raceWin(25, 0, 0, 0.5)).toBeCloseTo(0.5, 12);
    expect(raceWin(4, 3, 3, 0.5)).toBeCloseTo(0.5, 12);
    expect(raceWin(11, 10, 3, 0.5)).toBeGreaterThan(0.99);
  });

  it('builds a tennis set whose scores add up to 1 and end like tennis sets', () => {
    const cells = tennisSetScores(0.65, 0.62, {
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      server: 'home',
      tiebreak: false,
    });
    expect(sum(cells.map((c) => c.p))).toBeCloseTo(1, 7);
    for (const c of cells) {
      const [w, l] = c.home > c.away ? [c.home, c.away] : [c.away, c.home];
      expect(w === 7 || (w === 6 && l <= 4)).toBe(true);
    }
  });

  it('makes every set market add up to 1 wherever the match stands', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RaceParams['unit']>('tennis', 'points', 'moba'),
        fc.double({ min: 0.35, max: 0.75, noNaN: true }),
        fc.nat({ max: 2 }),
        fc.nat({ max: 2 }),
        fc.nat({ max: 6 }),
        fc.nat({ max: 6 }),
        (unit, p, setsHome, setsAway, gh, ga) => {
          const bestOf = unit === 'points' ? 5 : 3;
          const params = race(unit, bestOf, unit === 'tennis' ? Math.max(0.5, p) : p, 0.6);
          const need = Math.ceil(bestOf / 2);
          const state = start();
          state.sets = { home: Math.min(setsHome, need - 1), away: Math.min(setsAway, need - 1) };
          for (let i = 0; i < state.sets.home + state.sets.away; i++)
            state.setScores.push({ home: 6, away: 3 });
          state.setScores.push(gh === 6 && ga === 6 ? { home: 5, away: 5 } : { home: gh % 6, away: ga % 6 });
          const markets = [
            line(186, '', '1', '2'),
            line(199, '', ...raceScores(bestOf)),
            line(202, '', '1', '2'),
            line(188, 'hcp=-1.5', '1', '2'),
            ...(unit === 'tennis'
              ? [line(189, 'total=22.5', 'over', 'under'), line(187, 'hcp=-2.5', '1', '2')]
              : []),
          ];
          for (const probs of priceMatch({ params, state, markets }).probabilities) {
            expect(sum(probs)).toBeCloseTo(1, 6);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
