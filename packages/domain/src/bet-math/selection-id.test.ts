import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSelection } from '../test-support/builders';
import { deepFreeze } from '../test-support/deep-freeze';
import { selectionId } from './selection-id';

describe('selectionId', () => {
  it('joins match, market, specifier and outcome with slashes', () => {
    expect(selectionId({ matchId: 12, marketId: 18, specifier: 'total=2.5', outcomeId: '12' })).toBe(
      '12/18/total=2.5/12',
    );
  });

  it('keeps an empty specifier as an empty part', () => {
    expect(selectionId({ matchId: 12, marketId: 1, specifier: '', outcomeId: '2' })).toBe('12/1//2');
  });

  it('reads the same fields from a whole ticket selection without changing it', () => {
    const selection = deepFreeze(
      makeSelection({ matchId: 7, marketId: 3, specifier: 'hcp=-1', outcomeId: '1714' }),
    );
    expect(selectionId(selection)).toBe('7/3/hcp=-1/1714');
  });

  it('tells apart outcomes that differ only by market line', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        fc.pre(a !== b && !a.includes('/') && !b.includes('/'));
        const base = { matchId: 1, marketId: 2, outcomeId: '3' };
        expect(selectionId({ ...base, specifier: a })).not.toBe(selectionId({ ...base, specifier: b }));
      }),
    );
  });
});
