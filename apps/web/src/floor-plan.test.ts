/**
 * The floor plan's import rules (README.md, "Floor plan") are Biome `noRestrictedImports` overrides in the root
 * biome.json. These cases put one import at a time in a file of a given layer and run the linter on it, so a
 * rule that stops matching (a renamed folder, a glob that no longer applies) fails here instead of letting
 * wrong imports through unnoticed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(src, '../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

/** Lints `source` as if it were `file` (relative to src/); true when the import rules let it through. */
function allowed(file: string, source: string): boolean {
  const target = path.join(
    src,
    file.replace(/(\.test)?\.tsx?$/, (ext) => `.floor-plan-${process.pid}${ext}`),
  );
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${source}\n\nexport const used = [imported];\n`);
  try {
    execFileSync(biome, ['lint', '--only=style/noRestrictedImports', target], { cwd: root, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(target, { force: true });
  }
}

const cases: [string, string, boolean][] = [
  // a feature's entry from another feature, the app, or its own files: allowed
  ['features/shell/x.ts', "import { BetSlip as imported } from '@/features/betslip';", true],
  ['app/[locale]/sports/x/page.tsx', "import { LivePage as imported } from '@/features/live';", true],
  ['features/betslip/x.ts', "import { useSlipStore as imported } from './slip-store';", true],
  ['features/match/x.ts', "import { OddsButton as imported } from '@/catalogue/odds/odds-button';", true],
  ['catalogue/lists/x.ts', "import { useSession as imported } from '@/session/session';", true],
  ['lib/x.ts', "import { Button as imported } from '@/components/ui/button';", true],
  ['features/shell/x.test.ts', "import { aMatch as imported } from '@/testing/catalogue';", true],
  // another feature's internals, by alias or relative path: refused
  ['features/shell/x.ts', "import { useSlipStore as imported } from '@/features/betslip/slip-store';", false],
  ['features/shell/x.ts', "import { useSlipStore as imported } from '../betslip/slip-store';", false],
  [
    'app/[locale]/sports/x/page.tsx',
    "import { LivePage as imported } from '@/features/live/live-page';",
    false,
  ],
  // up the layers: refused
  ['catalogue/lists/x.ts', "import { BetSlip as imported } from '@/features/betslip';", false],
  ['session/x.ts', "import { OddsButton as imported } from '@/catalogue/odds/odds-button';", false],
  ['lib/x.ts', "import { useSession as imported } from '@/session/session';", false],
  ['i18n/x.ts', "import { SportPage as imported } from '@/features/events';", false],
  ['components/ui/x.tsx', "import { Shell as imported } from '../../features/shell';", false],
  ['features/shell/x.ts', "import { default as imported } from '@/app/layout';", false],
  // test scaffolding outside tests: refused
  ['features/shell/x.ts', "import { aMatch as imported } from '@/testing/catalogue';", false],
];

describe('the floor plan', () => {
  it.each(cases)('in %s, `%s` is allowed: %s', (file, source, expected) => {
    expect(allowed(file, source)).toBe(expected);
  });
});
