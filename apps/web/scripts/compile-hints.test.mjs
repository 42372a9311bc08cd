import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, CompileHintsError, firstLoadScripts, HINT } from './compile-hints.mjs';

const dirs = [];

/** A build folder shaped like Next's: the runtime's root files, one route's manifest, its chunks. */
function fakeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  dirs.push(dist);
  const write = (path, text) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/root.js'] }));
  const manifest = {
    entryJSFiles: {
      '[project]/apps/web/src/app/[locale]/layout': ['static/chunks/shell.js'],
      '[project]/apps/web/src/app/[locale]/sports/page': ['static/chunks/shell.js', 'static/chunks/home.js'],
      '[project]/apps/web/src/app/[locale]/sports/error': [
        'static/chunks/shell.js',
        'static/chunks/error.js',
      ],
    },
    entryCSSFiles: { '[project]/apps/web/src/app/[locale]/layout': ['static/chunks/shell.css'] },
  };
  write(
    'server/app/[locale]/sports/page_client-reference-manifest.js',
    `globalThis.__RSC_MANIFEST = (globalThis.__RSC_MANIFEST || {});\n` +
      `globalThis.__RSC_MANIFEST["/[locale]/sports/page"] = ${JSON.stringify(manifest)};\n`,
  );
  for (const name of ['root', 'shell', 'home', 'error', 'dialog'])
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  write('static/chunks/shell.css', 'body{}');
  return dist;
}

const chunk = (dist, name) => readFileSync(join(dist, 'static', 'chunks', name), 'utf8');

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('compile hints', () => {
  it("finds the runtime's root files and the scripts of every layout and page, not error views or CSS", () => {
    expect(firstLoadScripts(fakeBuild()).sort()).toEqual([
      'static/chunks/home.js',
      'static/chunks/root.js',
      'static/chunks/shell.js',
    ]);
  });

  it('puts the hint on the first line of first-load scripts only, once', () => {
    const dist = fakeBuild();
    expect(addCompileHints(dist).sort()).toEqual([
      'static/chunks/home.js',
      'static/chunks/root.js',
      'static/chunks/shell.js',
    ]);
    expect(chunk(dist, 'shell.js')).toBe(`${HINT}(globalThis.TURBOPACK||[]).push(["shell"]);`);
    expect(chunk(dist, 'error.js')).toBe('(globalThis.TURBOPACK||[]).push(["error"]);');
    expect(chunk(dist, 'dialog.js')).toBe('(globalThis.TURBOPACK||[]).push(["dialog"]);');
    // A second run changes nothing: the build step may run again on the same folder.
    expect(addCompileHints(dist)).toEqual([]);
    expect(chunk(dist, 'home.js').startsWith(HINT + HINT)).toBe(false);
  });

  it("shifts a marked script's source map by the added line, once, and leaves others' maps alone", () => {
    const dist = fakeBuild();
    const write = (name, text) => writeFileSync(join(dist, 'static', 'chunks', name), text);
    const map = (mappings) => ({ version: 3, sources: ['a.ts'], names: [], mappings });
    write('home.js', 'f();\n//# sourceMappingURL=h1.js.map');
    write('h1.js.map', JSON.stringify(map('AAAA')));
    write('dialog.js', 'g();\n//# sourceMappingURL=d1.js.map');
    write('d1.js.map', JSON.stringify(map('AAAA')));
    write('root.js', 'r();\n//# sourceMappingURL=r1.js.map');
    write(
      'r1.js.map',
      JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: map('AAAA') }] }),
    );
    addCompileHints(dist);
    addCompileHints(dist);
    const read = (name) => JSON.parse(chunk(dist, name));
    // The first generated line is now the hint: it maps to nothing, and `f();` is on the second.
    expect(read('h1.js.map').mappings).toBe(';AAAA');
    expect(read('r1.js.map').sections[0].offset).toEqual({ line: 1, column: 0 });
    expect(read('d1.js.map').mappings).toBe('AAAA');
  });

  it('fails loudly on a build it does not recognise, instead of marking nothing', () => {
    const broken = [
      [
        'a listed script missing from the folder',
        (dist) => rmSync(join(dist, 'static', 'chunks', 'home.js')),
      ],
      ['no build manifest', (dist) => rmSync(join(dist, 'build-manifest.json'))],
      ['no root files', (dist) => writeFileSync(join(dist, 'build-manifest.json'), '{}')],
      ['no client reference manifest', (dist) => rmSync(join(dist, 'server'), { recursive: true })],
      [
        'a manifest of another shape',
        (dist) =>
          writeFileSync(
            join(dist, 'server/app/[locale]/sports/page_client-reference-manifest.js'),
            'globalThis.__RSC_MANIFEST = { "/page": { clientModules: {} } };',
          ),
      ],
      [
        'no layout or page entry',
        (dist) =>
          writeFileSync(
            join(dist, 'server/app/[locale]/sports/page_client-reference-manifest.js'),
            'globalThis.__RSC_MANIFEST = { "/page": { entryJSFiles: { "[project]/x/error": ["a.js"] } } };',
          ),
      ],
    ];
    for (const [what, breakIt] of broken) {
      const dist = fakeBuild();
      breakIt(dist);
      expect(() => addCompileHints(dist), what).toThrow(CompileHintsError);
    }
  });
});
