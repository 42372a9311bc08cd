/**
 * Next.js configuration. The API lives on another process (apps/server); the browser still calls it on this
 * origin (`/api/...`) so session cookies need no CORS, and this rewrite forwards those calls.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const apiUrl = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');

// src/i18n/request.ts compiles every message ahead (icu-minify), so use-intl gets its formatter of compiled
// messages instead of the ICU parser (which then stays out of the browser's bundles). Relative to the project,
// as Turbopack wants its aliases.
const formatOnly = path.relative(
  process.cwd(),
  createRequire(import.meta.url).resolve('use-intl/format-message/format-only'),
);

/** The release error reports name when SENTRY_RELEASE does not (lib/error-reporting/config.ts): the commit built. */
function buildRelease(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    if (commit) return `sportsbook-web@${commit}`;
  } catch {
    // Not a git checkout (an unpacked release): the package's version names it.
  }
  return `sportsbook-web@${createRequire(import.meta.url)('./package.json').version}`;
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  env: { SPORTSBOOK_BUILD_RELEASE: buildRelease() },
  poweredByHeader: false,
  // Source maps of the browser's scripts only on request (profiling a benchmark's build, see bench/README.md).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // A second build (the benchmarks') can go to its own folder without replacing the one e2e serves.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The workspace packages ship TypeScript sources, not builds.
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contract'],
  // One lockfile at the monorepo root: tell Turbopack and output tracing where the workspace starts.
  turbopack: {
    root: path.join(here, '../..'),
    resolveAlias: {
      'use-intl/format-message': formatOnly.startsWith('.') ? formatOnly : `./${formatOnly}`,
    },
  },
  outputFileTracingRoot: path.join(here, '../..'),
  // The payment provider's return paths of the spec (/profile/wallet/deposit, /profile/wallet/transactions, any
  // locale prefix) are the account centre's wallet under /sports; the query (a deposit result) goes along.
  async redirects() {
    return [
      {
        source: '/profile/wallet/:section*',
        destination: '/sports/profile/wallet/:section*',
        permanent: false,
      },
      {
        source: '/:locale([a-z]{2}(?:-[A-Z]{2})?)/profile/wallet/:section*',
        destination: '/:locale/sports/profile/wallet/:section*',
        permanent: false,
      },
    ];
  },
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${apiUrl}/api/:path*` }];
  },
};

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default withNextIntl(nextConfig);
