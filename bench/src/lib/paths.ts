/** Where things are: the repository, the apps the benchmarks drive, and the bench's own scratch folders. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const BENCH_DIR = join(here, '..', '..');
export const REPO_DIR = join(BENCH_DIR, '..');
export const WEB_DIR = join(REPO_DIR, 'apps', 'web');
export const SERVER_DIR = join(REPO_DIR, 'apps', 'server');
export const RESULTS_DIR = join(BENCH_DIR, 'results');
export const LOG_DIR = join(RESULTS_DIR, 'logs');
/** Git-ignored scratch space (bench/.gitignore): the blank Next.js app, clones, database clusters. */
export const CACHE_DIR = join(BENCH_DIR, '.cache');
export const CHILDREN_DIR = join(here, '..', 'children');
export const BROWSER_DIR = join(here, '..', 'browser');
/** Next's CLI, run with node directly so no npx/npm wrapper sits between us and the server's pid. */
export const NEXT_BIN = join(REPO_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The folder the web benchmarks build into (apps/web/next.config.ts reads NEXT_DIST_DIR). */
export const WEB_DIST_DIR = '.next-bench';

/** Makes `dir` (and its parents) and returns it. */
export function ensureDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return dir;
}
