import { describe, expect, it } from 'vitest';
import { favouriteTransition } from './favourite-toggle';

describe('favourite toggle', () => {
  const off = { isOn: false, pending: false, cachedIds: [1, 2] };

  it('flips optimistically on click', () => {
    expect(favouriteTransition(off, { type: 'CLICKED' })).toEqual({
      isOn: true,
      pending: true,
      cachedIds: [1, 2],
    });
  });

  it('adds or removes the id in the cached ids on success', () => {
    expect(favouriteTransition(off, { type: 'SUCCEEDED', id: 7, added: true }).cachedIds).toEqual([1, 2, 7]);
    expect(favouriteTransition(off, { type: 'SUCCEEDED', id: 2, added: false })).toEqual({
      isOn: false,
      pending: false,
      cachedIds: [1],
    });
  });

  it('resets to off on error', () => {
    const pending = favouriteTransition(off, { type: 'CLICKED' });
    expect(favouriteTransition(pending, { type: 'FAILED' })).toEqual({
      isOn: false,
      pending: false,
      cachedIds: [1, 2],
    });
  });
});
