#!/usr/bin/env node
/**
 * Fails when a module of the apps or packages imports itself back through others (madge). Type-only imports are
 * left out: they vanish at compile time and cannot change the order modules run in. Dynamic imports count, so a
 * lazily loaded chunk that imports the module that loads it is reported too.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const trees = [
  { dir: 'apps/web/src', paths: { baseUrl: path.join(root, 'apps/web'), paths: { '@/*': ['src/*'] } } },
  { dir: 'apps/server/src' },
  { dir: 'apps/server/test' },
  { dir: 'packages/domain/src' },
  { dir: 'packages/contract/src' },
  { dir: 'bench/src' },
  { dir: 'e2e' },
];

let failed = false;
for (const { dir, paths } of trees) {
  const result = await madge(path.join(root, dir), {
    fileExtensions: ['ts', 'tsx', 'mjs'],
    excludeRegExp: [/node_modules/, /\.next/],
    tsConfig: {
      compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', ...paths },
    },
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  });
  const cycles = result.circular();
  console.log(
    `${dir}: ${result.obj() ? Object.keys(result.obj()).length : 0} modules, ${cycles.length} cycles`,
  );
  for (const cycle of cycles) console.log(`  cycle: ${cycle.join(' > ')}`);
  if (cycles.length > 0) failed = true;
}
process.exit(failed ? 1 : 0);
