/**
 * web.js's reference: a blank Next.js App Router page (a root layout and a page saying "Hello"), with the same
 * Next and React as the app. It lives in bench/.cache/blank-next (git-ignored, inside the repository so that
 * Turbopack accepts its node_modules, a symlink to the repository's: nothing is installed). Built once and
 * rebuilt when the Next or React version changes, or with --rebuild.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, waitForHttp } from './net.js';
import { CACHE_DIR, NEXT_BIN, REPO_DIR } from './paths.js';
import { runToEnd, startProcess } from './proc.js';

export const BLANK_DIR = join(CACHE_DIR, 'blank-next');

function versionOf(name: string): string {
  const pkg = JSON.parse(readFileSync(join(REPO_DIR, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** The versions the blank app is built with: those the repository resolved. */
function versions(): Record<'next' | 'react' | 'react-dom', string> {
  return { next: versionOf('next'), react: versionOf('react'), 'react-dom': versionOf('react-dom') };
}

const LAYOUT = `export const metadata = { title: 'Blank' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return <main>Hello</main>;
}
`;

/** Writes and builds the blank app unless a build of the same versions exists. */
async function ensureBlankBuild(
  rebuild: boolean,
): Promise<{ built: boolean; versions: Record<string, string> }> {
  const wanted = versions();
  const marker = join(BLANK_DIR, 'built-with.json');
  const buildId = join(BLANK_DIR, '.next', 'BUILD_ID');
  if (
    !rebuild &&
    existsSync(buildId) &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === JSON.stringify(wanted)
  )
    return { built: false, versions: wanted };
  rmSync(BLANK_DIR, { recursive: true, force: true });
  mkdirSync(join(BLANK_DIR, 'app'), { recursive: true });
  writeFileSync(
    join(BLANK_DIR, 'package.json'),
    `${JSON.stringify({ name: 'blank-next', private: true, dependencies: wanted }, null, 2)}\n`,
  );
  writeFileSync(
    join(BLANK_DIR, 'next.config.mjs'),
    `export default { turbopack: { root: ${JSON.stringify(REPO_DIR)} }, outputFileTracingRoot: ${JSON.stringify(REPO_DIR)} };\n`,
  );
  writeFileSync(join(BLANK_DIR, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(join(BLANK_DIR, 'app', 'page.jsx'), PAGE);
  symlinkSync(join(REPO_DIR, 'node_modules'), join(BLANK_DIR, 'node_modules'));
  await runToEnd({
    name: 'blank-next-build',
    command: process.execPath,
    args: [NEXT_BIN, 'build'],
    cwd: BLANK_DIR,
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: undefined },
    timeoutMs: 15 * 60_000,
  });
  writeFileSync(marker, JSON.stringify(wanted));
  return { built: true, versions: wanted };
}

/** The blank app served by `next start` on a free loopback port (built first when needed); `stop` ends it. */
export async function startBlankNext(
  rebuild: boolean,
): Promise<{ url: string; built: boolean; versions: Record<string, string>; stop(): Promise<void> }> {
  const { built, versions: used } = await ensureBlankBuild(rebuild);
  const port = await freePort();
  const child = startProcess({
    name: 'blank-next',
    command: process.execPath,
    args: [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'],
    cwd: BLANK_DIR,
    env: { NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: undefined },
    timeoutMs: 5 * 60_000,
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/`, 60_000, 'blank Next app');
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { url, built, versions: used, stop: () => child.stop() };
}
