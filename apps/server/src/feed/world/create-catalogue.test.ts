import { describe, expect, it } from 'vitest';
import { Random } from '../random.js';
import { createCatalogue } from './create-catalogue.js';
import { crestSvg } from './crest-svg.js';
import { initialsOf, teamNames } from './team-names.js';

describe('createCatalogue', () => {
  it('builds the same catalogue from the same seed', () => {
    const a = createCatalogue(new Random(9));
    const b = createCatalogue(new Random(9));
    expect(b.competitors).toEqual(a.competitors);
  });

  it('gives every league of a sport its own slug, since routes are /{sport}/{league}', () => {
    const { tournaments } = createCatalogue(new Random(1));
    const keys = tournaments.map((t) => `${t.sportId}/${t.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every league distinct competitors', () => {
    for (const league of createCatalogue(new Random(2)).leagues) {
      const names = league.contenders.map((c) => c.competitor.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.length).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('team names and crests', () => {
  it('names clubs after real cities of their country', () => {
    const names = teamNames(new Random(3), 'club', 'spain', 10);
    expect(names).toHaveLength(10);
    for (const team of names) expect(team.name).toContain(team.city ?? '?');
  });

  it('takes the initials of the significant words', () => {
    expect(initialsOf('Real Valladolid')).toBe('RV');
    expect(initialsOf('1. FC Köln')).toBe('K');
  });

  it('escapes the letters drawn on a crest', () => {
    const svg = crestSvg(new Random(4), 'A&B', 'shield', 7);
    expect(svg).toContain('A&#38;B');
    expect(svg).toContain('clip-path="url(#crest-7)"');
  });
});
