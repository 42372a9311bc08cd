import { describe, expect, it } from 'vitest';
import { alternateLanguages, buildMetadata } from './seo';

const config = {
  realtimeUrl: 'ws://x',
  siteUrl: 'https://bet.example',
  noindex: false,
  activityTrackMs: 60_000,
  realityCheckMs: 30_000,
  rules: {
    signInBlocked: false,
    depositFieldsRequired: false,
    phoneVerificationRequired: false,
    myBetsHidden: false,
    shareBetOff: false,
  },
  loops: { activity_tracking: true, responsible_gambling: true },
  chat: null,
  push: null,
  preload: { signUp: false, signIn: false },
  visitorCountry: null,
  tagManagerId: null,
  errorReporting: null,
};

describe('buildMetadata', () => {
  it('links the canonical URL and every language, the default one without a prefix', () => {
    const meta = buildMetadata(
      { locale: 'es', path: '/sports/about', title: 'Acerca', description: 'Qué es' },
      config,
    );
    expect(meta.alternates?.canonical).toBe('https://bet.example/es/sports/about');
    expect(meta.alternates?.languages).toEqual({
      en: 'https://bet.example/sports/about',
      es: 'https://bet.example/es/sports/about',
      'pt-BR': 'https://bet.example/pt-BR/sports/about',
      ko: 'https://bet.example/ko/sports/about',
      ja: 'https://bet.example/ja/sports/about',
      'sr-ME': 'https://bet.example/sr-ME/sports/about',
      ar: 'https://bet.example/ar/sports/about',
      he: 'https://bet.example/he/sports/about',
      'x-default': 'https://bet.example/sports/about',
    });
    expect(meta.metadataBase?.toString()).toBe('https://bet.example/');
    expect(meta.openGraph).toMatchObject({
      locale: 'es',
      title: 'Acerca',
      url: 'https://bet.example/es/sports/about',
    });
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
    expect(alternateLanguages('/sports/live', 'https://bet.example')['x-default']).toBe(
      'https://bet.example/sports/live',
    );
  });
});
