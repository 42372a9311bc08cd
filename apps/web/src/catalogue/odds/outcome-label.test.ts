import { describe, expect, it } from 'vitest';
import { type OutcomeWords, shortOutcomeLabel } from './outcome-label';

const WORDS: OutcomeWords = { over: 'O', under: 'U', yes: 'Yes', no: 'No', odd: 'Odd', even: 'Even' };

describe('shortOutcomeLabel', () => {
  it('shortens results, total lines, handicaps and worded outcomes', () => {
    expect(shortOutcomeLabel({ specifier: '' }, { id: 'X', name: 'Draw' }, WORDS)).toBe('X');
    expect(shortOutcomeLabel({ specifier: 'total=2.5' }, { id: 'over', name: 'Over 2.5' }, WORDS)).toBe(
      'O 2.5',
    );
    expect(shortOutcomeLabel({ specifier: 'hcp=-1.5' }, { id: '2', name: 'Away (+1.5)' }, WORDS)).toBe(
      '2 (+1.5)',
    );
    expect(shortOutcomeLabel({ specifier: '' }, { id: 'yes', name: 'Yes, both score' }, WORDS)).toBe('Yes');
  });

  it("keeps the feed's name for any other id, Object.prototype's member names included", () => {
    expect(shortOutcomeLabel({ specifier: '' }, { id: 'home_or_draw', name: 'Home or draw' }, WORDS)).toBe(
      'Home or draw',
    );
    expect(shortOutcomeLabel({ specifier: '' }, { id: 'toString', name: 'Named' }, WORDS)).toBe('Named');
    expect(shortOutcomeLabel({ specifier: '' }, { id: 'constructor', name: 'Built' }, WORDS)).toBe('Built');
  });
});
