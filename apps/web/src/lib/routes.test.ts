import { describe, expect, it } from 'vitest';
import { isActivePath, isExternalHref, paths } from './routes';

describe('isActivePath (spec: active when the target equals the current path without the base path)', () => {
  it('matches the same page only, not its children', () => {
    expect(isActivePath(paths.live, '/sports/live')).toBe(true);
    expect(isActivePath(paths.home, '/sports')).toBe(true);
    expect(isActivePath(paths.home, '/sports/live')).toBe(false);
    expect(isActivePath(paths.sport('football'), '/sports/football/england-premier-league')).toBe(false);
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(isActivePath('/sports/live/', '/sports/live?x=1')).toBe(true);
    expect(isActivePath('/sports/live#top', '/sports/live')).toBe(true);
  });
});

describe('isExternalHref', () => {
  it('recognises the links the spec never rewrites', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('mailto:help@example.com')).toBe(true);
    expect(isExternalHref('sms:+100')).toBe(true);
    expect(isExternalHref('/sports/live')).toBe(false);
  });
});

describe('paths', () => {
  it('encodes keys and slugs', () => {
    expect(paths.sportItem('ice-hockey', 'nhl')).toBe('/sports/ice-hockey/nhl');
    expect(paths.sport('a b')).toBe('/sports/a%20b');
  });
});
