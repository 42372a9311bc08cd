#!/usr/bin/env node
/**
 * After `next build`: marks the scripts every page loads first with V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` as a file's first line (Chrome 136 and later; other engines read a
 * comment). Without it V8 compiles each of Turbopack's module factories lazily, on the main thread, the first time
 * the factory runs, which is during start-up for every module of the first load: that compilation is a large part
 * of the page's first long task. With it V8 compiles those files whole while they stream in, on a background
 * thread. Only first-load files are marked (the runtime's root files and the entry files of every layout and page
 * in the client reference manifests), not the chunks loaded on first use (dialogs, the slip's form), whose code
 * mostly never runs on a visit. Turbopack has no banner option, hence a step after the build.
 *
 * It reads Next's build manifests, which are internal: when they are not what it knows (no root files, no client
 * reference manifest, a manifest without entry scripts, no layout or page entry, a listed script missing from the
 * folder), it throws `CompileHintsError` naming what it did not recognise and the build fails, instead of
 * shipping a build without hints unnoticed after a Next upgrade. The gain it was kept for is in
 * docs/performance.md (DR-vitals-compile-hints).
 *
 * Idempotent: a marked file is left as it is. A source map of a marked file is shifted by the added line. Usage:
 * `node scripts/compile-hints.mjs [distDir]` (default: the NEXT_DIST_DIR the build used, or `.next`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';

export const HINT = '//# allFunctionsCalledOnLoad\n';

/** The build's output is not shaped as this step knows it: the build must fail rather than ship without hints. */
export class CompileHintsError extends Error {
  constructor(message) {
    super(`compile hints: ${message} (Next's build output changed? see apps/web/scripts/compile-hints.mjs)`);
    this.name = 'CompileHintsError';
  }
}

/** The client reference manifests under `dir`, recursively. */
function manifestsUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return manifestsUnder(path);
    return entry.name.endsWith('_client-reference-manifest.js') ? [path] : [];
  });
}

/** Entries that load with a page's first view: layouts and pages (error and not-found views load on an error). */
const FIRST_VIEW = /\/(layout|page)$/;

/** The static paths (`static/chunks/...`) of the scripts a first view of some page loads. */
export function firstLoadScripts(distDir) {
  const files = new Set();
  const buildManifest = join(distDir, 'build-manifest.json');
  if (!existsSync(buildManifest)) throw new CompileHintsError(`no ${buildManifest}`);
  const roots = JSON.parse(readFileSync(buildManifest, 'utf8')).rootMainFiles;
  if (!Array.isArray(roots) || roots.length === 0)
    throw new CompileHintsError('build-manifest.json has no rootMainFiles');
  for (const file of roots) files.add(file);
  const manifests = manifestsUnder(join(distDir, 'server', 'app'));
  if (manifests.length === 0) throw new CompileHintsError('no client reference manifest under server/app');
  let views = 0;
  for (const path of manifests) {
    // Each manifest is a script that assigns to globalThis.__RSC_MANIFEST[route].
    const sandbox = { globalThis: {} };
    sandbox.globalThis = sandbox;
    runInNewContext(readFileSync(path, 'utf8'), sandbox);
    const routes = Object.values(sandbox.__RSC_MANIFEST ?? {});
    if (routes.length === 0) throw new CompileHintsError(`${path} assigns no __RSC_MANIFEST route`);
    for (const manifest of routes) {
      if (typeof manifest?.entryJSFiles !== 'object' || manifest.entryJSFiles === null)
        throw new CompileHintsError(`${path} has no entryJSFiles`);
      for (const [entry, scripts] of Object.entries(manifest.entryJSFiles)) {
        if (!FIRST_VIEW.test(entry)) continue;
        views += 1;
        for (const file of scripts) files.add(file);
      }
    }
  }
  if (views === 0) throw new CompileHintsError('no layout or page entry in the client reference manifests');
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * The script at `path` (its text before the hint was `text`) got one line on top: its source map, when the build
 * wrote one (`NEXT_BROWSER_SOURCE_MAPS=1`), gets an empty first line too (a `;` first in `mappings`), so its
 * positions still point at the right code.
 */
function shiftSourceMap(path, text) {
  const url = text.match(/\/\/# sourceMappingURL=([^\s/]+\.map)\s*$/)?.[1];
  const mapPath = url && join(dirname(path), url);
  if (!mapPath || !existsSync(mapPath)) return;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  if (map.sections)
    map.sections = map.sections.map((s) => ({ ...s, offset: { ...s.offset, line: s.offset.line + 1 } }));
  else map.mappings = `;${map.mappings}`;
  writeFileSync(mapPath, JSON.stringify(map));
}

/** Puts the hint first in each first-load script of `distDir`; returns the files it changed. */
export function addCompileHints(distDir) {
  const changed = [];
  for (const file of firstLoadScripts(distDir)) {
    const path = join(distDir, file);
    if (!existsSync(path))
      throw new CompileHintsError(`${file} is listed as a first-load script but not in ${distDir}`);
    const text = readFileSync(path, 'utf8');
    if (text.startsWith(HINT)) continue;
    writeFileSync(path, HINT + text);
    shiftSourceMap(path, text);
    changed.push(file);
  }
  return changed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  try {
    const changed = addCompileHints(distDir);
    console.log(`compile hints: ${changed.length} first-load scripts marked in ${distDir}`);
  } catch (error) {
    console.error(error instanceof CompileHintsError ? error.message : error);
    process.exit(1);
  }
}
