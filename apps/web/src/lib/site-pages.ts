/**
 * The pages of the site settings file (`site-settings.json` at the repository's root, or SITE_SETTINGS_FILE), read
 * on the server only: re-read when the file changes, so an operator's edit applies without a rebuild. A file that
 * breaks after the start keeps its last good version (the error is logged); a bad file at the start stops the app
 * (instrumentation.ts reads it first).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SiteFile, SitePage } from '@sportsbook/contract/site';
import { siteFileReader } from '@sportsbook/contract/site-node';

const FILE_NAME = 'site-settings.json';

/** SITE_SETTINGS_FILE, else the nearest `site-settings.json` from the working directory up. */
function settingsPath(): string {
  const configured = process.env.SITE_SETTINGS_FILE;
  if (configured) return resolve(configured);
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    if (existsSync(join(dir, FILE_NAME))) return join(dir, FILE_NAME);
    if (dirname(dir) === dir) return join(process.cwd(), FILE_NAME);
  }
}

let reader: (() => SiteFile) | null = null;

/** Every configured page. Throws SiteFileError when the file cannot be used the first time it is read. */
export function sitePages(): readonly SitePage[] {
  reader ??= siteFileReader(settingsPath(), (error) => console.error(error.message));
  return reader().pages;
}

/** The configured page at `path` (`/`, `/promo/champions`), or null. */
export function sitePage(path: string): SitePage | null {
  return sitePages().find((page) => page.path === path) ?? null;
}
