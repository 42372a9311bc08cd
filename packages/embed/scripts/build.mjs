#!/usr/bin/env node
// Builds the publishable package into dist/: index.js (ESM, the contract's protocol bundled in, so the package
// has no runtime dependency), index.min.js (the same, minified, for a <script type="module"> from a CDN),
// index.d.ts and protocol.d.ts (the protocol's types, copied from the contract so the package's types stand
// alone), and prints the gzip size of the minified bundle.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

const common = {
  entryPoints: [join(root, 'src/index.ts')],
  bundle: true,
  format: 'esm',
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
};
await build({ ...common, outfile: join(dist, 'index.js') });
await build({ ...common, outfile: join(dist, 'index.min.js'), minify: true });

// Declarations: the SDK's, and the contract protocol's beside them (the protocol file imports nothing); the
// SDK's import of the contract is pointed at that copy.
const types = mkdtempSync(join(tmpdir(), 'embed-types-'));
const tsc = join(root, '../../node_modules/.bin/tsc');
const declare = (file, outDir) =>
  execFileSync(
    tsc,
    [
      file,
      '--declaration',
      '--emitDeclarationOnly',
      '--outDir',
      outDir,
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--lib',
      'es2022,dom',
      '--strict',
      '--skipLibCheck',
      '--types',
      'node',
    ],
    { stdio: 'inherit' },
  );
declare(join(root, 'src/index.ts'), join(types, 'sdk'));
declare(join(root, '../contract/src/embed/protocol.ts'), join(types, 'protocol'));
const index = readFileSync(join(types, 'sdk/index.d.ts'), 'utf8').replaceAll(
  "'@sportsbook/contract/embed'",
  "'./protocol.js'",
);
if (index.includes("'@sportsbook/")) throw new Error('index.d.ts still names a workspace package');
writeFileSync(join(dist, 'index.d.ts'), index);
writeFileSync(join(dist, 'protocol.d.ts'), readFileSync(join(types, 'protocol/protocol.d.ts')));
rmSync(types, { recursive: true, force: true });

const minified = readFileSync(join(dist, 'index.min.js'));
const plain = readFileSync(join(dist, 'index.js'));
const kib = (n) => `${(n / 1024).toFixed(2)} KiB`;
console.log(
  `@sportsbook/embed: dist/index.js ${kib(plain.length)} (gzip ${kib(gzipSync(plain).length)}), ` +
    `dist/index.min.js ${kib(minified.length)} (gzip ${kib(gzipSync(minified, { level: 9 }).length)})`,
);
