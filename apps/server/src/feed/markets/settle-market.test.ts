import { describe, expect, it } from 'vitest';
import { finishedMatch as finished, marketOf as market } from '../testing/settle-fixtures.js';
import type { FeedMarket, FeedMatch } from '../types.js';
import { goalScores } from './outcome-names.js';
import { scopeScore, settleMarket, settleOutright } from './settle-market.js';

const results = (m: FeedMatch, mk: FeedMarket) =>
  Object.fromEntries(settleMarket(m, mk).outcomes.map((o) => [o.id, o.result]));

describe('settleMarket', () => {
  const twoOne = finished([
    [1, 0],
    [1, 1],
  ]);

  it('settles 1x2, double chance and draw no bet on the regular-time score', () => {
    expect(results(twoOne, market(1, '', ['1', 'X', '2']))).toEqual({ 1: 'win', X: 'lose', 2: 'lose' });
    expect(results(twoOne, market(10, '', ['1X', '12', 'X2']))).toEqual({
      '1X': 'win',
      12: 'win',
      X2: 'lose',
    });
    const draw = finished([
      [1, 1],
      [0, 0],
    ]);
    expect(results(draw, market(11, '', ['1', '2']))).toEqual({ 1: 'refund', 2: 'refund' });
  });

  it('settles half-point totals and handicaps as plain wins and losses', () => {
    expect(results(twoOne, market(18, 'total=2.5', ['over', 'under']))).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(results(twoOne, market(16, 'hcp=-1.5', ['1', '2']))).toEqual({ 1: 'lose', 2: 'win' });
  });

  it('refunds whole lines that land exactly on the line', () => {
    expect(results(twoOne, market(18, 'total=3', ['over', 'under']))).toEqual({
      over: 'refund',
      under: 'refund',
    });
    expect(results(twoOne, market(16, 'hcp=-1', ['1', '2']))).toEqual({ 1: 'refund', 2: 'refund' });
  });

  it('splits Asian quarter lines into half wins and half losses', () => {
    expect(results(twoOne, market(18, 'total=2.75', ['over', 'under']))).toEqual({
      over: 'half_win',
      under: 'half_lose',
    });
    expect(results(twoOne, market(18, 'total=3.25', ['over', 'under']))).toEqual({
      over: 'half_lose',
      under: 'half_win',
    });
    expect(results(twoOne, market(16, 'hcp=-0.75', ['1', '2']))).toEqual({ 1: 'half_win', 2: 'half_lose' });
    expect(results(twoOne, market(16, 'hcp=-1.25', ['1', '2']))).toEqual({ 1: 'half_lose', 2: 'half_win' });
  });

  it('settles correct score, with "other" winning scores that are not listed', () => {
    expect(results(twoOne, market(41, '', goalScores()))['2:1']).toBe('win');
    const big = finished([
      [3, 0],
      [3, 0],
    ]);
    const r = results(big, market(41, '', goalScores()));
    expect(r.other).toBe('win');
    expect(Object.values(r).filter((x) => x === 'win')).toHaveLength(1);
  });

  it('settles both teams to score, team totals and odd/even', () => {
    expect(results(twoOne, market(29, '', ['yes', 'no']))).toEqual({ yes: 'win', no: 'lose' });
    expect(results(twoOne, market(19, 'total=1.5', ['over', 'under']))).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(results(twoOne, market(20, 'total=1.5', ['over', 'under']))).toEqual({
      over: 'lose',
      under: 'win',
    });
    expect(results(twoOne, market(26, '', ['odd', 'even']))).toEqual({ odd: 'win', even: 'lose' });
  });

  it('settles half markets on their own half', () => {
    expect(results(twoOne, market(60, '', ['1', 'X', '2']))).toEqual({ 1: 'win', X: 'lose', 2: 'lose' });
    expect(results(twoOne, market(83, '', ['1', 'X', '2']))).toEqual({ 1: 'lose', X: 'win', 2: 'lose' });
    expect(results(twoOne, market(90, 'total=1.5', ['over', 'under']))).toEqual({
      over: 'win',
      under: 'lose',
    });
  });

  it('keeps regular-time markets apart from the markets that include overtime', () => {
    const hockey = finished(
      [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      [{ home: 1, away: 0, type: 'overtime' }],
      3,
    );
    expect(results(hockey, market(1, '', ['1', 'X', '2']))).toEqual({ 1: 'lose', X: 'win', 2: 'lose' });
    expect(results(hockey, market(219, '', ['1', '2']))).toEqual({ 1: 'win', 2: 'lose' });
    expect(results(hockey, market(225, 'total=4.5', ['over', 'under']))).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(results(hockey, market(443, '', ['1', 'X', '2']))).toEqual({ 1: 'win', X: 'lose', 2: 'lose' });
  });

  it('takes the quarters of the first half for a basketball half market', () => {
    const basketball = finished(
      [
        [20, 25],
        [30, 20],
        [18, 22],
        [25, 20],
      ],
      [],
      4,
    );
    expect(scopeScore(basketball, 'h1')).toEqual({ home: 50, away: 45 });
    expect(scopeScore(basketball, 'h2')).toEqual({ home: 43, away: 42 });
  });

  it('settles tennis sets, the first set and the games over all sets', () => {
    const tennis = finished(
      [
        [6, 4],
        [3, 6],
        [7, 6],
      ],
      [],
      3,
    );
    tennis.totalScore = { home: 2, away: 1 };
    expect(results(tennis, market(186, '', ['1', '2']))).toEqual({ 1: 'win', 2: 'lose' });
    expect(results(tennis, market(199, '', ['2:0', '2:1', '1:2', '0:2']))['2:1']).toBe('win');
    expect(results(tennis, market(202, '', ['1', '2']))).toEqual({ 1: 'win', 2: 'lose' });
    expect(results(tennis, market(189, 'total=31.5', ['over', 'under']))).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(results(tennis, market(187, 'hcp=-1.5', ['1', '2']))).toEqual({ 1: 'lose', 2: 'win' });
  });

  it('voids a market whose part of the match has no score', () => {
    const abandoned = finished([[1, 0]]);
    abandoned.periodScores = [];
    expect(
      settleMarket(abandoned, market(60, '', ['1', 'X', '2'])).outcomes.every((o) => o.result === 'void'),
    ).toBe(true);
  });
});

describe('settleOutright', () => {
  it('makes the winning competitor win and every other lose', () => {
    const result = settleOutright(market(534, '', ['7', '8', '9']), 8);
    expect(result.outcomes).toEqual([
      { id: '7', result: 'lose' },
      { id: '8', result: 'win' },
      { id: '9', result: 'lose' },
    ]);
  });
});
