/**
 * Reads the site settings file on a server (Node only: never import it from browser code). The reader re-reads
 * the file when its modification time changes, so an operator's edit applies without a rebuild or a restart.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseSiteFile, type SiteFile } from './site-file';

/** A file that cannot be used: the message names the file and the field. */
export class SiteFileError extends Error {
  override name = 'SiteFileError';
}

/** Reads and checks `path` once. */
export function readSiteFile(path: string): SiteFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SiteFileError(`site settings file ${path}: cannot be read (${(error as Error).message})`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SiteFileError(`site settings file ${path}: not JSON (${(error as Error).message})`);
  }
  const parsed = parseSiteFile(raw);
  if (!parsed.ok) throw new SiteFileError(`site settings file ${path}: ${parsed.error}`);
  return parsed.file;
}

/**
 * A reader that serves the last good file and re-reads it when its modification time changes. A change that
 * breaks the file keeps the last good version and reports the error through `onError` (once per change).
 */
export function siteFileReader(path: string, onError: (error: SiteFileError) => void): () => SiteFile {
  let file = readSiteFile(path);
  let seen = statSync(path).mtimeMs;
  return () => {
    let mtime: number;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      return file;
    }
    if (mtime !== seen) {
      seen = mtime;
      try {
        file = readSiteFile(path);
      } catch (error) {
        onError(error as SiteFileError);
      }
    }
    return file;
  };
}
