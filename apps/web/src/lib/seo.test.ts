import { describe, expect, it } from 'vitest';
import { alternateLanguages, buildMetadata } from './seo';

const config = {
  realtimeUrl: 'ws://x',
  siteUrl: 'https://bet.example',
  noindex: false,
  activityTrackMs: 60_000,
  realityCheckMs: 30_000,
  signInBlocked: false,
};

describe('buildMetadata', () => {
  it('links the canonical URL and every language, the default one without a prefix', () => {
    const meta = buildMetadata(
      { locale: 'es', path: '/sports/about', title: 'Acerca', description: 'Qué es' },
      config,
    );
    expect(meta.alternates?.canonical).toBe('/es/sports/about');
    expect(meta.alternates?.languages).toEqual({
      en: '/sports/about',
      es: '/es/sports/about',
      'pt-BR': '/pt-BR/sports/about',
      ko: '/ko/sports/about',
      ja: '/ja/sports/about',
      'sr-ME': '/sr-ME/sports/about',
      ar: '/ar/sports/about',
      he: '/he/sports/about',
      'x-default': '/sports/about',
    });
    expect(meta.metadataBase?.toString()).toBe('https://bet.example/');
    expect(meta.openGraph).toMatchObject({ locale: 'es', title: 'Acerca', url: '/es/sports/about' });
  });

  it('is noindex when the site says so or the page asks', () => {
    const page = { locale: 'en' as const, path: '/sports', title: 't', description: 'd' };
    expect(buildMetadata(page, { ...config, noindex: true }).robots).toEqual({ index: false, follow: false });
    expect(buildMetadata({ ...page, noindex: true }, config).robots).toEqual({ index: false, follow: false });
    expect(buildMetadata(page, config).robots).toEqual({ index: true, follow: true });
  });
});

describe('alternateLanguages', () => {
  it('has x-default', () => {
    expect(alternateLanguages('/sports/live')['x-default']).toBe('/sports/live');
  });
});
