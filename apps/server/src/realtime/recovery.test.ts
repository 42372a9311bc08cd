import { describe, expect, it } from 'vitest';
import type { HistoryResult } from './broker.js';
import { recover } from './recovery.js';

function history(top: number, offsets: number[], epoch = 'EPOCHxyz'): HistoryResult {
  return {
    offset: top,
    epoch,
    publications: offsets.map((offset) => ({ offset, epoch, data: `${offset}` })),
  };
}

describe('recover', () => {
  it('gives back the missed publications when they are all kept', () => {
    const result = recover({ offset: 2, epoch: 'EPOCHxyz' }, history(4, [3, 4]));
    expect(result).toEqual({ recovered: true, publications: history(4, [3, 4]).publications });
  });

  it('recovers nothing, successfully, when nothing was missed', () => {
    expect(recover({ offset: 4, epoch: 'EPOCHxyz' }, history(4, []))).toEqual({
      recovered: true,
      publications: [],
    });
  });

  it('fails on another epoch, a hole, too many missed, or a position ahead of the stream', () => {
    expect(recover({ offset: 2, epoch: 'otherone' }, history(4, [3, 4])).recovered).toBe(false);
    expect(recover({ offset: 1, epoch: 'EPOCHxyz' }, history(4, [3, 4])).recovered).toBe(false);
    expect(recover({ offset: 0, epoch: 'EPOCHxyz' }, history(4, [1, 2, 3, 4]), 3).recovered).toBe(false);
    expect(recover({ offset: 9, epoch: 'EPOCHxyz' }, history(4, [])).recovered).toBe(false);
  });

  it('accepts an empty epoch as any epoch', () => {
    expect(recover({ offset: 3, epoch: '' }, history(4, [4])).recovered).toBe(true);
  });
});
