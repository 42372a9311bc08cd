import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries } from './sitemap';

describe('sitemapEntries', () => {
  const entries = sitemapEntries({
    siteUrl: 'https://bet.example',
    sports: [{ key: 'football' }, { key: 'tennis' }],
    leagues: [{ slug: 'premier-league', sport: { key: 'football' } }],
    matches: [
      { slug: 'arsenal-chelsea-1', sport: { key: 'football' } },
      { slug: 'arsenal-chelsea-1', sport: { key: 'football' } },
    ],
  });
  const urls = entries.map((e) => e.url);

  it('lists the fixed pages, sports, leagues and upcoming matches once each, absolute', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://bet.example/sports',
        'https://bet.example/sports/live',
        'https://bet.example/sports/general-rules',
        'https://bet.example/sports/football',
        'https://bet.example/sports/tennis',
        'https://bet.example/sports/football/premier-league',
        'https://bet.example/sports/football/arsenal-chelsea-1',
      ]),
    );
    expect(urls.filter((u) => u.endsWith('arsenal-chelsea-1'))).toHaveLength(1);
    expect(urls.every((u) => u.startsWith('https://bet.example/'))).toBe(true);
  });

  it('lists the indexable custom pages only, the home once', () => {
    const custom = sitemapEntries({
      siteUrl: 'https://bet.example',
      sports: [],
      leagues: [],
      matches: [],
      customPages: [
        { path: '/', index: true },
        { path: '/promo/champions', index: true },
        { path: '/promo/hidden', index: false },
      ],
    }).map((e) => e.url);
    expect(custom).toContain('https://bet.example/promo/champions');
    expect(custom.filter((u) => u.includes('hidden'))).toEqual([]);
    expect(custom.filter((u) => u === 'https://bet.example/sports')).toHaveLength(1);
  });

  it('gives every entry its URL in each locale', () => {
    const league = entries.find((e) => e.url.endsWith('/premier-league'));
    expect(league?.alternates?.languages).toEqual({
      en: 'https://bet.example/sports/football/premier-league',
      es: 'https://bet.example/es/sports/football/premier-league',
      'pt-BR': 'https://bet.example/pt-BR/sports/football/premier-league',
      ko: 'https://bet.example/ko/sports/football/premier-league',
      ja: 'https://bet.example/ja/sports/football/premier-league',
      'sr-ME': 'https://bet.example/sr-ME/sports/football/premier-league',
      ar: 'https://bet.example/ar/sports/football/premier-league',
      he: 'https://bet.example/he/sports/football/premier-league',
      'x-default': 'https://bet.example/sports/football/premier-league',
    });
  });
});

describe('robotsRules', () => {
  it('keeps crawlers off the API and private pages and points to the sitemap', () => {
    expect(robotsRules({ siteUrl: 'https://bet.example', noindex: false })).toEqual({
      rules: {
        userAgent: '*',
        allow: '/',
        disallow: ['/api/', '/monitoring', '/sports/profile', '/sports/bets-history'],
      },
      sitemap: 'https://bet.example/sitemap.xml',
    });
  });

  it('disallows everything when indexing is off', () => {
    expect(robotsRules({ siteUrl: 'https://bet.example', noindex: true }).rules).toEqual({
      userAgent: '*',
      disallow: '/',
    });
  });
});
