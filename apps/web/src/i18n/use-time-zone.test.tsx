import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_COOKIE, timeZoneFromCookies } from './time-zone';
import { TimeZoneProvider } from './use-time-zone';

const clearZoneCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the one cookie it checks.
  document.cookie = `${TIME_ZONE_COOKIE}=; Path=/; Max-Age=0`;
};

beforeEach(() => {
  vi.useFakeTimers();
  clearZoneCookie();
});
afterEach(() => {
  vi.useRealTimers();
  clearZoneCookie();
});

describe('TimeZoneProvider', () => {
  it("stores the browser's zone for the next server render once the browser is idle, not while hydrating", async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    render(
      <TimeZoneProvider zone={null}>
        <p>times</p>
      </TimeZoneProvider>,
    );
    expect(timeZoneFromCookies(document.cookie)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(timeZoneFromCookies(document.cookie)).toBe(zone);
  });
});
