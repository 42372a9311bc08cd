import { describe, expect, it } from 'vitest';
import { isBreak, parseStage } from './stage-label';

describe('parseStage', () => {
  it('reads the feed’s period keys, named stages and later overtimes', () => {
    expect(parseStage('2nd_half')).toEqual({ kind: 'period', number: 2, noun: 'half' });
    expect(parseStage('11th_inning')).toEqual({ kind: 'period', number: 11, noun: 'inning' });
    expect(parseStage('penalties')).toEqual({ kind: 'named', name: 'penalties' });
    expect(parseStage('overtime_2')).toEqual({ kind: 'named', name: 'overtime' });
    expect(parseStage('penalty_shootout')).toEqual({ kind: 'other', text: 'penalty shootout' });
    expect(parseStage('3rd_round')).toEqual({ kind: 'other', text: '3rd round' });
  });

  it('knows a break in play', () => {
    expect(isBreak('halftime')).toBe(true);
    expect(isBreak('1st_half')).toBe(false);
    expect(isBreak(null)).toBe(false);
  });
});
