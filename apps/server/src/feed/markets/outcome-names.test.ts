import { describe, expect, it } from 'vitest';
import { formatHandicap, outcomeNames, raceScores, specifierOf } from './outcome-names.js';

const ctx = { home: 'Leeds Rovers', away: 'Real Cádiz', correctScores: ['1:0', 'other'] };

describe('outcomeNames', () => {
  it('names 1x2 outcomes after the teams, and the draw in every locale', () => {
    const [home, draw, away] = outcomeNames('three_way', 0, ctx);
    expect(home?.id).toBe('1');
    expect(new Set(Object.values(home?.names ?? {}))).toEqual(new Set(['Leeds Rovers']));
    expect(Object.keys(home?.names ?? {})).toHaveLength(8);
    expect(draw?.names).toMatchObject({
      en: 'Draw',
      es: 'Empate',
      'pt-BR': 'Empate',
      ko: '무승부',
      he: 'תיקו',
    });
    expect(away?.id).toBe('2');
  });

  it('puts the line into total and handicap outcome names', () => {
    expect(outcomeNames('total', 2.5, ctx).map((o) => o.names.es)).toEqual(['Más de 2.5', 'Menos de 2.5']);
    expect(outcomeNames('handicap', -1.5, ctx).map((o) => o.names.en)).toEqual([
      'Leeds Rovers (-1.5)',
      'Real Cádiz (+1.5)',
    ]);
  });

  it('translates the other correct score', () => {
    expect(outcomeNames('correct_score', 0, ctx).map((o) => o.names['pt-BR'])).toEqual(['1:0', 'Outro']);
  });
});

describe('market identity helpers', () => {
  it('lists the set scores of a best-of race', () => {
    expect(raceScores(5)).toEqual(['3:0', '3:1', '3:2', '2:3', '1:3', '0:3']);
  });

  it('writes specifiers the feed way', () => {
    expect(specifierOf('total', 2.25)).toBe('total=2.25');
    expect(specifierOf('handicap', -0.75)).toBe('hcp=-0.75');
    expect(specifierOf('three_way', null)).toBe('');
    expect(formatHandicap(0)).toBe('0');
  });
});
