import { describe, expect, it } from 'vitest';
import { pageNameOf } from './page-name';

describe('pageNameOf', () => {
  it("names the fixed pages by the spec's page keys", () => {
    expect(pageNameOf('/sports')).toBe('sports');
    expect(pageNameOf('/sports/live')).toBe('in_play');
    expect(pageNameOf('/sports/cybersport')).toBe('e_sports');
    expect(pageNameOf('/sports/favorites')).toBe('favorites');
  });

  it('names sport pages and the pages below a sport', () => {
    expect(pageNameOf('/sports/football')).toBe('sport');
    expect(pageNameOf('/sports/football/england-premier-league')).toBe('event');
  });

  it('knows nothing outside the base path', () => {
    expect(pageNameOf('/casino')).toBe('other');
  });
});
