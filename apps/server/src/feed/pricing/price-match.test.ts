import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalScores } from '../markets/outcome-names.js';
import { type MarketLine, type ModelState, priceMatch } from './price-match.js';
import type { ScoringParams, ScoringState } from './scoring-model.js';

const line = (marketId: number, specifier: string, ...ids: string[]): MarketLine => ({
  marketId,
  specifier,
  outcomes: ids.map((id) => ({ id })),
});

const FOOTBALL_LINES: MarketLine[] = [
  line(1, '', '1', 'X', '2'),
  line(10, '', '1X', '12', 'X2'),
  line(11, '', '1', '2'),
  line(18, 'total=2.5', 'over', 'under'),
  line(18, 'total=2.25', 'over', 'under'),
  line(18, 'total=3', 'over', 'under'),
  line(16, 'hcp=-0.75', '1', '2'),
  line(16, 'hcp=0', '1', '2'),
  line(29, '', 'yes', 'no'),
  line(19, 'total=0.5', 'over', 'under'),
  line(26, '', 'odd', 'even'),
  line(41, '', ...goalScores()),
  line(60, '', '1', 'X', '2'),
  line(68, 'total=0.5', 'over', 'under'),
  line(83, '', '1', 'X', '2'),
];

const football = (home: number, away: number): ScoringParams => ({
  model: 'scoring',
  distribution: 'poisson',
  home,
  away,
  varianceFactor: 1,
  periods: 2,
  overtime: null,
});

const kickOff: ScoringState = {
  model: 'scoring',
  periods: [],
  played: { home: 0, away: 0 },
  overtime: null,
  overtimeLeft: 0,
};

const coverage = (l: MarketLine) => (l.marketId === 10 ? 2 : 1);
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('priceMatch', () => {
  it('keeps every football market consistent with the 1x2', () => {
    const { probabilities } = priceMatch({
      params: football(1.6, 1.1),
      state: kickOff,
      markets: FOOTBALL_LINES,
    });
    const [one = 0, draw = 0, two = 0] = probabilities[0] ?? [];
    expect(one + draw + two).toBeCloseTo(1, 7);
    expect(one).toBeGreaterThan(two);
    expect(probabilities[1]).toEqual([
      expect.closeTo(one + draw, 7),
      expect.closeTo(one + two, 7),
      expect.closeTo(draw + two, 7),
    ]);
    expect(probabilities[2]?.[0]).toBeCloseTo(one / (one + two), 7);
    // Asian handicap 0 is draw no bet.
    expect(probabilities[7]?.[0]).toBeCloseTo(one / (one + two), 7);
  });

  it('prices a quarter line from its two neighbouring lines', () => {
    const { scopes, probabilities } = priceMatch({
      params: football(1.5, 1.2),
      state: kickOff,
      markets: FOOTBALL_LINES,
    });
    const total = scopes.get('regular')?.total;
    const at = (k: number) => total?.p[k - (total?.min ?? 0)] ?? 0;
    const atLeastThree = 1 - at(0) - at(1) - at(2);
    expect(probabilities[4]?.[0]).toBeCloseTo(atLeastThree / (1 - at(2) / 2), 7);
  });

  it('makes every market add up to its coverage, wherever the match stands', () => {
    const goals = fc.nat({ max: 4 });
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.tuple(goals, goals, goals, goals),
        (home, away, played, [h1, a1, h2, a2]) => {
          const secondHalf = played > 0.5;
          const state: ModelState = {
            model: 'scoring',
            periods: secondHalf
              ? [
                  { home: h1, away: a1 },
                  { home: h2, away: a2 },
                ]
              : [{ home: h1, away: a1 }],
            played: { home: played, away: played },
            overtime: null,
            overtimeLeft: 0,
          };
          const { probabilities } = priceMatch({
            params: football(home, away),
            state,
            markets: FOOTBALL_LINES,
          });
          probabilities.forEach((probs, i) => {
            const market = FOOTBALL_LINES[i];
            if (!market) return;
            // A line that can only be refunded now has nothing left to price.
            if (sum(probs) === 0) return;
            expect(sum(probs)).toBeCloseTo(coverage(market), 6);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('settles a finished half to certainty', () => {
    const state: ScoringState = {
      model: 'scoring',
      periods: [
        { home: 1, away: 0 },
        { home: 0, away: 0 },
      ],
      played: { home: 0.6, away: 0.6 },
      overtime: null,
      overtimeLeft: 0,
    };
    const { probabilities } = priceMatch({ params: football(1.4, 1.4), state, markets: FOOTBALL_LINES });
    expect(probabilities[12]).toEqual([1, 0, 0]);
    expect(probabilities[13]).toEqual([1, 0]);
  });

  it('splits a tie into either side winning when overtime decides', () => {
    const hockey: ScoringParams = {
      ...football(3, 3),
      periods: 3,
      overtime: { homeShare: 0.5, margin: 1, points: 1 },
    };
    const { probabilities } = priceMatch({
      params: hockey,
      state: { ...kickOff },
      markets: [line(1, '', '1', 'X', '2'), line(219, '', '1', '2')],
    });
    const [one = 0, draw = 0] = probabilities[0] ?? [];
    expect(probabilities[1]?.[0]).toBeCloseTo(one + draw / 2, 7);
  });

  it('prices the normal model of basketball consistently between winner and handicap', () => {
    const params: ScoringParams = {
      model: 'scoring',
      distribution: 'normal',
      home: 85,
      away: 80,
      varianceFactor: 2.3,
      periods: 4,
      overtime: { homeShare: 0.55, margin: 4, points: 20 },
    };
    const { probabilities } = priceMatch({
      params,
      state: kickOff,
      markets: [line(219, '', '1', '2'), line(223, 'hcp=-4.5', '1', '2'), line(223, 'hcp=4.5', '1', '2')],
    });
    const winner = probabilities[0]?.[0] ?? 0;
    expect(winner).toBeGreaterThan(0.5);
    expect(probabilities[1]?.[0]).toBeLessThan(winner);
    expect(probabilities[2]?.[0]).toBeGreaterThan(winner);
  });
});
