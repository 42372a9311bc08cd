import { describe, expect, it, vi } from 'vitest';
import { lazyCall } from './lazy-call';

describe('lazyCall', () => {
  it('loads on the first call and runs the calls made while loading in their order', async () => {
    const seen: number[] = [];
    let resolve: (fn: (n: number) => void) => void = () => {};
    const load = vi.fn(() => new Promise<(n: number) => void>((r) => (resolve = r)));
    const call = lazyCall(load);
    call(1);
    call(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    resolve((n) => seen.push(n));
    await call.preload();
    expect(seen).toEqual([1, 2]);
    call(3);
    expect(seen).toEqual([1, 2, 3]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    const load = vi
      .fn<() => Promise<(s: string) => void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue((s) => seen.push(s));
    const call = lazyCall(load);
    call('lost');
    await expect(call.preload()).rejects.toThrow('offline');
    call('kept');
    await call.preload();
    expect(seen).toEqual(['kept']);
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
