import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ODDS_FORMAT_STORAGE_KEY, resetOddsFormatCache, useOddsFormat } from './odds-format';

afterEach(cleanup);

beforeEach(() => {
  window.localStorage.clear();
  resetOddsFormatCache();
});

describe('useOddsFormat', () => {
  it('starts with decimal when nothing is stored', () => {
    const { result } = renderHook(() => useOddsFormat());
    expect(result.current[0]).toBe('european');
  });

  it('reads a stored format, in either naming set', () => {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, 'fractional');
    const { result } = renderHook(() => useOddsFormat());
    expect(result.current[0]).toBe('british');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, 'roman');
    const { result } = renderHook(() => useOddsFormat());
    expect(result.current[0]).toBe('european');
  });

  it('stores a new format and re-renders every user', () => {
    const first = renderHook(() => useOddsFormat());
    const second = renderHook(() => useOddsFormat());
    act(() => first.result.current[1]('american'));
    expect(second.result.current[0]).toBe('american');
    expect(window.localStorage.getItem(ODDS_FORMAT_STORAGE_KEY)).toBe('american');
  });
});
