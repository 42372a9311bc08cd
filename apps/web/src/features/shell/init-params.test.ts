import { describe, expect, it } from 'vitest';
import { parseInitParams } from './init-params';

const parse = (query: string) => parseInitParams(new URLSearchParams(query), 'en');

describe('parseInitParams', () => {
  it('takes the locale by the fallback rules and lands on the home of that locale', () => {
    expect(parse('locale=br')).toMatchObject({ locale: 'pt-BR', target: '/pt-BR/sports' });
    expect(parse('locale=es-AR')).toMatchObject({ locale: 'es', target: '/es/sports' });
    expect(parse('')).toMatchObject({ locale: 'en', target: '/sports' });
  });

  it('keeps a well-formed currency only', () => {
    expect(parse('currency=brl').currency).toBe('BRL');
    expect(parse('currency=<script>').currency).toBeNull();
    expect(parse('currency=XYZ').currency).toBeNull();
  });

  it('names the platform only for the two it knows', () => {
    expect(parse('platform=mobile_app').platform).toBe('mobile_app');
    expect(parse('platform=web').platform).toBe('web');
    expect(parse('platform=MOBILE_APP').platform).toBeNull();
    expect(parse('platform=ios').platform).toBeNull();
    expect(parse('').platform).toBeNull();
  });

  it('lands on an in-app path when asked, never outside the sportsbook', () => {
    expect(parse('path=/sports/live&locale=es').target).toBe('/es/sports/live');
    expect(parse('path=//evil.example/sports').target).toBe('/sports');
    expect(parse('path=https://evil.example').target).toBe('/sports');
    expect(parse('path=/sportsbook-phish').target).toBe('/sports');
  });
});
