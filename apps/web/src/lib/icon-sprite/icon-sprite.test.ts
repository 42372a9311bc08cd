import { createHash } from 'node:crypto';
import { SPORT_KEYS } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { iconSpriteAnswer } from './answer';
import { iconSprite } from './sprite';
import { FALLBACK_SYMBOLS, SPORT_SYMBOLS } from './symbols';
import { ICON_SPRITE_VERSION, sportIconHref, sportSymbolId } from './version';

const symbolsOf = (svg: string) =>
  [...svg.matchAll(/<symbol id="([^"]+)" data-set="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map(
    ([, id, set, body]) => ({ id, set, body }),
  );

describe('icon sprite', () => {
  it('has a distinct symbol for every sport and e-sport of the world', () => {
    const symbols = symbolsOf(iconSprite());
    for (const key of SPORT_KEYS) expect(symbols.map((s) => s.id)).toContain(`sport-${key}`);
    const bodies = symbols.map((s) => s.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    expect(symbols).toHaveLength(SPORT_KEYS.length + 2);
  });

  it('answers two sets: e-sports in one, the other sports in the other', () => {
    const symbols = symbolsOf(iconSprite());
    const esports = symbols.filter((s) => s.set === 'esports').map((s) => s.id);
    expect(esports.sort()).toEqual(['esport-other', 'sport-cs2', 'sport-dota-2', 'sport-league-of-legends']);
    expect(symbols.filter((s) => s.set === 'sports')).toHaveLength(SPORT_KEYS.length - 3 + 1);
    expect(FALLBACK_SYMBOLS.sports).not.toBe(SPORT_SYMBOLS.football.body);
  });

  it('is versioned by a hash of its drawing', () => {
    const hash = createHash('sha256').update(iconSprite()).digest('hex').slice(0, 12);
    expect(ICON_SPRITE_VERSION).toBe(hash);
  });

  it('points a sport at its symbol, and an unknown one at its set’s fallback', () => {
    expect(sportSymbolId('ice-hockey', 'regular')).toBe('sport-ice-hockey');
    expect(sportSymbolId('curling', 'regular')).toBe('sport-other');
    expect(sportSymbolId('valorant', 'cyber')).toBe('esport-other');
    expect(sportIconHref('cs2', 'cyber')).toBe(`/fe-api/icons.svg?version=${ICON_SPRITE_VERSION}#sport-cs2`);
  });

  it('is kept for a year under its current version only, and answers 304 to its ETag', async () => {
    const current = iconSpriteAnswer(new Request(`http://x/fe-api/icons.svg?version=${ICON_SPRITE_VERSION}`));
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(current.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await current.text()).toBe(iconSprite());
    const old = iconSpriteAnswer(new Request('http://x/fe-api/icons.svg?version=0'));
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
    const plain = iconSpriteAnswer(new Request('http://x/fe-api/icons.svg'));
    expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
    const again = iconSpriteAnswer(
      new Request('http://x/fe-api/icons.svg', {
        headers: { 'if-none-match': current.headers.get('etag') ?? '' },
      }),
    );
    expect(again.status).toBe(304);
  });
});
