/**
 * The pages of the site settings file (lib/site-file.ts reads it: re-read when the file changes, the last good
 * version kept when an edit breaks it, a bad file at start stopping the app).
 */
import type { SitePage } from '@sportsbook/contract/site';
import { readSite } from './site-file';

/** Every configured page. Throws SiteFileError when the file has never been readable. */
export function sitePages(): readonly SitePage[] {
  return readSite().pages;
}

/** The configured page at `path` (`/`, `/promo/champions`), or null. */
export function sitePage(path: string): SitePage | null {
  return sitePages().find((page) => page.path === path) ?? null;
}
