import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_IN_URL_READER, localeInUrl, localizedPath, routing } from './routing';

/*
 * The site settings' localeInUrl, read when it is used: on the server from the site settings file (re-read when
 * it changes), in the browser from the page's <html data-locale-in-url>.
 */

const dir = mkdtempSync(join(tmpdir(), 'locale-in-url-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as Record<string, unknown>)[LOCALE_IN_URL_READER];
  delete document.documentElement.dataset.localeInUrl;
});

describe('in the browser', () => {
  it('follows the rule the page was rendered with', () => {
    expect(localizedPath('en', '/sports/live')).toBe('/sports/live');
    document.documentElement.dataset.localeInUrl = 'always';
    expect(localeInUrl()).toBe('always');
    expect(routing.localePrefix).toMatchObject({ mode: 'always' });
    expect(localizedPath('en', '/sports/live')).toBe('/en/sports/live');
    expect(localizedPath('en', '/')).toBe('/en');
    document.documentElement.dataset.localeInUrl = 'as-needed';
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('es', '/sports')).toBe('/es/sports');
  });
});

describe('on the server', () => {
  it('reads the site settings file, and an edit acts on the next call', async () => {
    const path = join(dir, 'site.json');
    writeFileSync(path, JSON.stringify({ settings: { localeInUrl: 'always' } }));
    vi.stubEnv('SITE_SETTINGS_FILE', path);
    vi.resetModules();
    (await import('@/lib/site-file')).readSite();
    const routingNow = await import('./routing');
    // The file wins over the page's attribute: the server has no page.
    document.documentElement.dataset.localeInUrl = 'as-needed';
    expect(routingNow.localeInUrl()).toBe('always');
    expect(routingNow.localizedPath('en', '/sports')).toBe('/en/sports');
    expect(routingNow.routing.localePrefix).toMatchObject({ mode: 'always' });

    writeFileSync(path, JSON.stringify({ settings: { localeInUrl: 'as-needed' } }));
    const later = Date.now() / 1000 + 5;
    utimesSync(path, later, later);
    expect(routingNow.localizedPath('en', '/sports')).toBe('/sports');

    vi.stubEnv('NEXT_PUBLIC_LOCALE_IN_URL', 'always');
    expect(routingNow.localizedPath('en', '/sports')).toBe('/en/sports');
  });
});
