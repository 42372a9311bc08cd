/**
 * The site settings file of the e2e servers: the repository's demo file (site-settings.json at the root, with the
 * CMS's demo pages that tests/cms.spec.ts visits) is copied to e2e/.site-settings.run.json when
 * the run starts (playwright.config.ts) and both servers read the copy (SITE_SETTINGS_FILE), so a spec can edit it and see
 * the change without a rebuild or a restart; `useSiteSettings` writes one and `restoreSiteSettings` puts the
 * run's settings back.
 */
import { copyFileSync, utimesSync, writeFileSync } from 'node:fs';

export const SITE_SETTINGS_START = new URL('../../site-settings.json', import.meta.url).pathname;
/** Not in test-results/, which Playwright empties when the run starts; ignored by git. */
export const SITE_SETTINGS_FILE = new URL('../.site-settings.run.json', import.meta.url).pathname;

/** A modification time the servers' readers cannot take for the last one. */
function touch(): void {
  const now = Date.now() / 1000 + Math.random();
  utimesSync(SITE_SETTINGS_FILE, now, now);
}

/** Writes `content` as the site settings file of the running servers. */
export function useSiteSettings(content: object): void {
  writeFileSync(SITE_SETTINGS_FILE, JSON.stringify(content, null, 2));
  touch();
}

/** Puts the run's settings back. */
export function restoreSiteSettings(): void {
  copyFileSync(SITE_SETTINGS_START, SITE_SETTINGS_FILE);
  touch();
}
