import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SYSTEM_SELECTIONS } from '../constants';
import { DomainError } from '../errors';
import { deepFreeze } from '../test-support/deep-freeze';
import type { SystemType } from '../ticket/types';
import {
  lineCount,
  matchesSystemType,
  parseSystemId,
  sortSystemTypes,
  systemId,
  systemTypesFor,
} from './system-types';

const t = (winCount: number, totalCount: number): SystemType => ({ winCount, totalCount });

describe('systemTypesFor', () => {
  it('offers only 2/3 for three selections', () => {
    expect(systemTypesFor(3)).toEqual([t(2, 3)]);
  });

  it('offers every win count from 2 to n - 1 for n selections', () => {
    expect(systemTypesFor(5)).toEqual([t(2, 5), t(3, 5), t(4, 5)]);
  });

  it('offers none below three selections', () => {
    expect(systemTypesFor(0)).toEqual([]);
    expect(systemTypesFor(2)).toEqual([]);
  });

  it('offers none above the system selection limit', () => {
    expect(systemTypesFor(MAX_SYSTEM_SELECTIONS)).toHaveLength(MAX_SYSTEM_SELECTIONS - 2);
    expect(systemTypesFor(MAX_SYSTEM_SELECTIONS + 1)).toEqual([]);
  });

  it('offers none for a count that is not a whole number', () => {
    expect(systemTypesFor(3.5)).toEqual([]);
  });
});

describe('sortSystemTypes', () => {
  it('sorts by total count, then win count, into a new array', () => {
    const input = deepFreeze([t(3, 4), t(2, 5), t(2, 4), t(2, 3)]);
    const sorted = sortSystemTypes(input);
    expect(sorted).toEqual([t(2, 3), t(2, 4), t(3, 4), t(2, 5)]);
    expect(sorted).not.toBe(input);
    expect(input).toEqual([t(3, 4), t(2, 5), t(2, 4), t(2, 3)]);
  });
});

describe('systemId and parseSystemId', () => {
  it('writes a system type as win/total', () => {
    expect(systemId(t(2, 3))).toBe('2/3');
  });

  it('reads win/total back', () => {
    expect(parseSystemId('3/5')).toEqual(t(3, 5));
    expect(parseSystemId('1/3')).toEqual(t(1, 3));
  });

  it('reads nothing from a malformed id', () => {
    for (const id of ['', '2', '2/', '/3', '2/3/4', 'a/b', '02/3', '0/3', '2/0', '-1/3', ' 2/3', '2.5/3']) {
      expect(parseSystemId(id)).toBeNull();
    }
  });

  it('reads nothing when win is above total', () => {
    expect(parseSystemId('4/3')).toBeNull();
  });

  it('round trips every offered type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: MAX_SYSTEM_SELECTIONS }), (n) => {
        for (const type of systemTypesFor(n)) expect(parseSystemId(systemId(type))).toEqual(type);
      }),
    );
  });
});

describe('matchesSystemType', () => {
  it('accepts a type offered for the selection count', () => {
    expect(matchesSystemType(t(2, 3), 3)).toBe(true);
    expect(matchesSystemType(t(4, 5), 5)).toBe(true);
  });

  it('refuses a type whose total is not the selection count', () => {
    expect(matchesSystemType(t(2, 3), 4)).toBe(false);
  });

  it('refuses a type the slip does not offer', () => {
    expect(matchesSystemType(t(1, 3), 3)).toBe(false);
    expect(matchesSystemType(t(3, 3), 3)).toBe(false);
    expect(matchesSystemType(t(2, 9), 9)).toBe(false);
  });
});

describe('lineCount', () => {
  it('counts C(total, win) lines', () => {
    expect(lineCount(t(2, 3))).toBe(3);
    expect(lineCount(t(2, 4))).toBe(6);
    expect(lineCount(t(4, 8))).toBe(70);
  });

  it('refuses a type with a negative count', () => {
    expect(() => lineCount(t(-1, 3))).toThrow(DomainError);
  });
});
