import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRY_SLACK_MS, expireMove, MOVE_VISIBLE_MS } from './move-expiry';

describe('expireMove', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('ends a move MOVE_VISIBLE_MS after it was shown, not before', () => {
    const end = vi.fn();
    expireMove(end);
    vi.advanceTimersByTime(MOVE_VISIBLE_MS - 1);
    expect(end).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(end).toHaveBeenCalledOnce();
  });

  it('ends moves in the order they were shown, with one timer for all of them', () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const ended: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      expireMove(() => ended.push(i));
      vi.advanceTimersByTime(10);
    }
    // One timer armed for the first move while the other 49 were added.
    expect(setTimeoutSpy).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MOVE_VISIBLE_MS);
    expect(ended).toEqual(Array.from({ length: 50 }, (_, i) => i));
    setTimeoutSpy.mockRestore();
  });

  it('ends the moves due within the slack together, and the later ones on their own time', () => {
    const early = vi.fn();
    const near = vi.fn();
    const late = vi.fn();
    expireMove(early);
    vi.advanceTimersByTime(EXPIRY_SLACK_MS / 2);
    expireMove(near);
    vi.advanceTimersByTime(EXPIRY_SLACK_MS * 2);
    expireMove(late);
    vi.advanceTimersByTime(MOVE_VISIBLE_MS - EXPIRY_SLACK_MS * 2.5);
    expect(early).toHaveBeenCalledOnce();
    expect(near).toHaveBeenCalledOnce();
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EXPIRY_SLACK_MS * 2);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EXPIRY_SLACK_MS);
    expect(late).toHaveBeenCalledOnce();
  });

  it('does not end a cancelled move, and still ends the ones after it', () => {
    const cancelled = vi.fn();
    const kept = vi.fn();
    const cancel = expireMove(cancelled);
    vi.advanceTimersByTime(500);
    expireMove(kept);
    cancel();
    vi.advanceTimersByTime(MOVE_VISIBLE_MS + 500);
    expect(cancelled).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledOnce();
  });

  it('keeps working after the queue ran dry, and after thousands of moves', () => {
    const first = vi.fn();
    expireMove(first);
    vi.advanceTimersByTime(MOVE_VISIBLE_MS);
    expect(first).toHaveBeenCalledOnce();
    let count = 0;
    for (let i = 0; i < 5000; i += 1) {
      const cancel = expireMove(() => {
        count += 1;
      });
      if (i % 2 === 0) cancel();
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(MOVE_VISIBLE_MS);
    expect(count).toBe(2500);
    const after = vi.fn();
    expireMove(after);
    vi.advanceTimersByTime(MOVE_VISIBLE_MS);
    expect(after).toHaveBeenCalledOnce();
  });
});
