import { describe, expect, it } from 'vitest';
import { decodablePath, guardMalformedPath, MALFORMED_PATH_TARGET } from './malformed-path.mjs';

describe('malformed request paths', () => {
  it('tells undecodable paths from good ones', () => {
    expect(decodablePath('/sports/football')).toBe(true);
    expect(decodablePath('/sports/search?q=100%25')).toBe(true);
    expect(decodablePath('/ko/sports/%EC%B6%95%EA%B5%AC')).toBe(true);
    expect(decodablePath('/%E0%A4%A/sports')).toBe(false);
    expect(decodablePath('/sports/%A0')).toBe(false);
    expect(decodablePath('/sports/100%')).toBe(false);
    expect(decodablePath('/sports/%zz')).toBe(false);
  });

  it('only looks at the path: a bad query is left to the page', () => {
    expect(decodablePath('/sports/search?q=%E0%A4%A')).toBe(true);
  });

  it('replaces only an undecodable path', () => {
    const bad = { url: '/%E0%A4%A/sports?x=1' };
    guardMalformedPath(bad);
    expect(bad.url).toBe(MALFORMED_PATH_TARGET);
    const good = { url: '/sports/live' };
    guardMalformedPath(good);
    expect(good.url).toBe('/sports/live');
  });
});
