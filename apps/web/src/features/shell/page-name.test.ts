import { describe, expect, it } from 'vitest';
import { pageNameOf } from './page-name';

describe('pageNameOf', () => {
  it("names the fixed pages by the spec's page keys", () => {
    expect(pageNameOf('/sports')).toBe('sports');
    expect(pageNameOf('/sports/live')).toBe('in_play');
    expect(pageNameOf('/sports/cybersport')).toBe('e_sports');
    expect(pageNameOf('/sports/favorites')).toBe('favorites');
    expect(pageNameOf('/sports/bets-history')).toBe('bets_history');
  });

  it('names the account pages', () => {
    expect(pageNameOf('/sports/users/sign-in')).toBe('auth');
    expect(pageNameOf('/sports/users/password/edit')).toBe('auth');
  });

  it('names sport pages and the pages below a sport', () => {
    expect(pageNameOf('/sports/football')).toBe('sport');
    expect(pageNameOf('/sports/football/england-premier-league')).toBe('event');
  });

  it('knows nothing outside the base path', () => {
    expect(pageNameOf('/casino')).toBe('other');
  });
});
