import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageSize, reportPageSize, SIZE_REPORT_DEBOUNCE_MS } from './page-size';

// The shell's entry file (safeInAppPath, MAIN_CONTENT_ID) reaches next-intl's navigation, absent in unit tests.
vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page size reports', () => {
  it('reports once the size stopped changing for 100 ms, and only new sizes', () => {
    let size: PageSize = { width: 1000, height: 2000 };
    let changed = () => {};
    const report = vi.fn();
    const stop = reportPageSize(
      report,
      () => size,
      (listener) => {
        changed = listener;
        return () => {};
      },
    );
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS);
    expect(report.mock.calls).toEqual([[{ width: 1000, height: 2000 }]]);

    // A burst of changes: one report, 100 ms after the last.
    for (let i = 1; i <= 5; i++) {
      size = { width: 1000, height: 2000 + i * 10 };
      changed();
      vi.advanceTimersByTime(50);
    }
    expect(report).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(report).toHaveBeenLastCalledWith({ width: 1000, height: 2050 });
    expect(report).toHaveBeenCalledTimes(2);

    // Nothing new: nothing sent.
    changed();
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS);
    expect(report).toHaveBeenCalledTimes(2);

    stop();
    size = { width: 1000, height: 10 };
    changed();
    vi.advanceTimersByTime(SIZE_REPORT_DEBOUNCE_MS);
    expect(report).toHaveBeenCalledTimes(2);
  });
});
