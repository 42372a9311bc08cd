import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module reading `file` (SITE_SETTINGS_FILE). */
async function readerOf(content: unknown) {
  const file = join(mkdtempSync(join(tmpdir(), 'site-')), 'site-settings.json');
  writeFileSync(file, JSON.stringify(content));
  vi.stubEnv('SITE_SETTINGS_FILE', file);
  vi.resetModules();
  return { ...(await import('./site-pages')), file };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('site pages', () => {
  it('finds a configured page by its path', async () => {
    const { sitePage, sitePages } = await readerOf({
      pages: [{ path: '/promo/champions', blocks: [{ type: 'divider' }] }],
    });
    expect(sitePages()).toHaveLength(1);
    expect(sitePage('/promo/champions')?.blocks).toEqual([{ type: 'divider' }]);
    expect(sitePage('/promo/other')).toBeNull();
  });

  it('refuses a file with a bad block, naming it', async () => {
    const { sitePages } = await readerOf({ pages: [{ path: '/promo', blocks: [{ type: 'marquee' }] }] });
    expect(() => sitePages()).toThrow(/pages\[0\]\.blocks\[0\]\.type: unknown block type "marquee"/);
  });

  it('keeps the last good pages when an edit breaks the file, and applies a good edit', async () => {
    const { sitePage, file } = await readerOf({ pages: [{ path: '/a' }] });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(sitePage('/a')).not.toBeNull();
    const later = (content: unknown, seconds: number) => {
      writeFileSync(file, JSON.stringify(content));
      utimesSync(file, new Date(), new Date(Date.now() + seconds * 1000));
    };
    later(
      {
        pages: [{ path: '/a', blocks: [{ type: 'iframe', src: 'https://x.example/w', title: { en: 'W' } }] }],
      },
      5,
    );
    expect(sitePage('/a')?.blocks).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/blocks\[0\]\.src: origin https:\/\/x\.example is not/),
    );
    later({ pages: [{ path: '/b' }] }, 10);
    expect(sitePage('/b')).not.toBeNull();
  });
});
