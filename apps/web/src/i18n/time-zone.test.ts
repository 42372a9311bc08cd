import { describe, expect, it } from 'vitest';
import { timeZoneCookie, timeZoneFromCookies, validTimeZone } from './time-zone';

describe('time zone cookie', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(validTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(validTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(validTimeZone('Mars/Olympus')).toBeNull();
    expect(validTimeZone('<script>')).toBeNull();
    expect(validTimeZone('')).toBeNull();
    expect(validTimeZone(undefined)).toBeNull();
    expect(validTimeZone('x'.repeat(100))).toBeNull();
  });

  it('round-trips through the cookie string', () => {
    const cookie = timeZoneCookie('Europe/Lisbon');
    expect(cookie).toContain('Path=/');
    const pair = cookie.split(';')[0] ?? '';
    expect(timeZoneFromCookies(`a=1; ${pair}; b=2`)).toBe('Europe/Lisbon');
    expect(timeZoneFromCookies('a=1')).toBeNull();
    expect(timeZoneFromCookies('tz=Nowhere%2FLand')).toBeNull();
  });
});
