import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from './index';
import * as values from './values';

/** Every module `file` loads at run time (type-only imports left out), following relative imports. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
    if (specifier?.startsWith('.')) runtimeImports(join(dirname(file), `${specifier}.ts`), seen);
    else if (specifier) seen.add(specifier);
  }
  return seen;
}

/** The contract's zod-free entry point, which the browser's first load imports (zod would add ~50 KiB gzip). */
const VALUES_ENTRY = join(import.meta.dirname, 'values.ts');

describe('@sportsbook/contract/values', () => {
  it('loads no zod, so the first load can import it without the schemas', () => {
    const loaded = runtimeImports(VALUES_ENTRY);
    expect(loaded.size).toBeGreaterThan(5);
    expect([...loaded].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });

  it('exports the same values as the main entry point', () => {
    for (const [name, value] of Object.entries(values)) expect(contract).toHaveProperty(name, value);
  });
});
