/**
 * The site settings file as the web app's server reads it (never import it from browser code): the contract's
 * reader, which re-reads the file when its modification time changes, so an edit applies to the next request
 * without a rebuild or a restart. `SITE_SETTINGS_FILE` names the file; by default it is `site-settings.json` at
 * the repository's root, found upward from the working directory. A bad file at start stops the app
 * (instrumentation.ts); a later edit that breaks it is logged and the last good file stays in force.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SiteFile } from '@sportsbook/contract/site';
import { siteFileReader } from '@sportsbook/contract/site-node';
import { LOCALE_IN_URL_READER, type LocaleInUrl } from '@/i18n/routing';

const FILE_NAME = 'site-settings.json';

/** The file's path: SITE_SETTINGS_FILE, or the nearest site-settings.json upward from the working directory. */
function siteFilePath(): string {
  const configured = process.env.SITE_SETTINGS_FILE;
  if (configured) return resolve(configured);
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, FILE_NAME);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return join(process.cwd(), FILE_NAME);
    dir = parent;
  }
}

let reader: { path: string; read: () => SiteFile } | undefined;

/**
 * The site settings file now (throws SiteFileError when it has never been readable). The first call (at start,
 * instrumentation.ts) also hands the routing its reader of the locale-in-URL rule: i18n/routing.ts, shared with
 * the browser, finds it on the server under a global, as every server layer that renders (the proxy, server
 * components, client components' server render) runs in this process.
 */
export function readSite(): SiteFile {
  const path = siteFilePath();
  (globalThis as { [LOCALE_IN_URL_READER]?: () => LocaleInUrl })[LOCALE_IN_URL_READER] ??= siteLocaleInUrl;
  if (reader?.path !== path) {
    reader = {
      path,
      read: siteFileReader(path, (error) =>
        console.error(`${error.message}: the last good site settings stay in force`),
      ),
    };
  }
  return reader.read();
}

/** The site settings' localeInUrl, or `NEXT_PUBLIC_LOCALE_IN_URL` (`always` or `as-needed`) over it. */
function siteLocaleInUrl(): LocaleInUrl {
  // Read through a variable: Next inlines `process.env.NEXT_PUBLIC_*` written literally at build time.
  const name = 'NEXT_PUBLIC_LOCALE_IN_URL';
  const setting = process.env[name];
  if (setting === 'always' || setting === 'as-needed') return setting;
  return readSite().settings.localeInUrl;
}
