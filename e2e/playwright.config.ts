/**
 * Playwright against the production build of the web app (port 3100) and a fresh API server (port 4100) with a
 * small in-memory world, a fixed seed and a fast feed; the same build also runs on port 3102 in front of no API
 * at all, for what a bettor sees when the backend is down. The browser is Debian's Chromium: test tools may not
 * download browsers on this machine, so `npx playwright install` is never needed.
 */
import { copyFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  API_PORT,
  CHROMIUM_LAUNCH,
  DEMO_HOST_PORT,
  DOWN_WEB_PORT,
  EMBED_HOST_PORT,
  NO_API_PORT,
  PROVIDER_PORT,
  WEB_PORT,
} from './support/servers';
import { SITE_SETTINGS_FILE, SITE_SETTINGS_START } from './support/site-settings';

// The site settings file both servers read (support/site-settings.ts): a fresh copy of the run's settings, which
// tests/site-settings.spec.ts edits while the servers run. Only the main process writes it, not each worker.
if (!process.env.TEST_WORKER_INDEX) copyFileSync(SITE_SETTINGS_START, SITE_SETTINGS_FILE);

const API_URL = `http://localhost:${API_PORT}`;
const NO_API_URL = `http://localhost:${NO_API_PORT}`;
const PROVIDER_URL = `http://localhost:${PROVIDER_PORT}`;

/**
 * E2E_TOPOLOGY=1: the API is the scaled-out topology instead of one process (support/topology.sh: two server
 * instances on PostgreSQL and Redis, nginx in front on API_PORT, where every spec and the web app call the API and
 * open the realtime socket). It needs E2E_TOPOLOGY_DATABASE_URL and E2E_TOPOLOGY_REDIS_URL, both emptied first.
 * Every spec runs there too: none depends on the API being one process.
 */
const TOPOLOGY = process.env.E2E_TOPOLOGY === '1';

/** What the API is started with in both modes: the journeys' small world, fixed seed and fast feed. */
const API_ENV: Record<string, string> = {
  FEED_SEED: '42',
  FEED_SPEED: '5',
  FEED_MATCH_COUNT: '200',
  // 30 live keeps 8 football matches in play (20 kept 5): the journeys end the live matches they bet on, and a
  // 4-leg live combo (tests/bonuses.spec.ts) must still find four while the replacements have not kicked off.
  FEED_LIVE_COUNT: '30',
  // Live bets are accepted after 1.5 s instead of 4 s, so the journeys betting live do not idle.
  LIVE_BET_DELAY_MS: '1500',
  // tests/account-centre.spec.ts comes "from Antarctica" (the proxy's country header) to be refused.
  BLOCKED_COUNTRIES: 'AQ',
  // A deposit needs the names and a verified phone first (support/api.ts completeDepositProfile; the
  // missed-fields journey of support/slip.ts depositThroughUi).
  DEPOSIT_FIELDS_REQUIRED: 'true',
  // The sandbox provider below: its payment page, payouts and webhooks (the development secret both share).
  PAYMENT_PROVIDER_URL: PROVIDER_URL,
  // /sports/racing launches the provider's game; /sports/lotteries says it is not offered.
  ADDITIONAL_PROVIDERS: 'horse_racing',
  // The header's quick deposit for every player; the reminders after 2 s (tests/reminders.spec.ts). The
  // other journeys start with both reminders already shown (support/test.ts option `reminders`).
  FEATURE_FLAGS: 'quick_deposit',
  DEPOSIT_REMINDER: 'true',
  DEPOSIT_REMINDER_AFTER_SECONDS: '2',
  SIGN_UP_REMINDER_SECONDS: '2',
  // The demo jackpots with draws that never hit by chance: only tests/jackpots.spec.ts forces a hit.
  JACKPOTS_FILE: new URL('./support/jackpots.json', import.meta.url).pathname,
  // The e2e copy of the site settings (support/site-settings.ts): tests/site-settings.spec.ts edits it.
  SITE_SETTINGS_FILE,
  LOG_LEVEL: 'warn',
};

const singleServer = {
  name: 'api',
  cwd: '../apps/server',
  command: 'npx tsx src/server.ts',
  env: {
    ...API_ENV,
    PORT: String(API_PORT),
    // Always the fresh in-memory world the journeys are written for, also where DATABASE_URL is set for the
    // server's tests (CI): a database kept from an earlier run carries that run's matches, bets and players.
    DATABASE_URL: '',
    DATA_DIR: 'memory://',
  },
  url: `${API_URL}/healthz`,
  timeout: 120_000,
  reuseExistingServer: !process.env.CI,
};

const topologyServer = {
  name: 'api-topology',
  cwd: '..',
  command: 'e2e/support/topology.sh',
  env: API_ENV,
  // Through nginx, once both instances answer and one leads the feed.
  url: `${API_URL}/readyz`,
  timeout: 300_000,
  // The script stops both instances and nginx on SIGTERM (killing only its process group would do too).
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  reuseExistingServer: false,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two cores: one worker keeps the server, the web app and the browser from starving each other.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // E2E_PROJECTS (a comma-separated list of names) runs only those: CI runs mobile here and desktop against the
  // topology (.ci/run, docs/operations.md).
  projects: [
    // A test tagged @mobile-only or @desktop-only runs in that project only: nothing is skipped at run time.
    { name: 'desktop', grepInvert: /@mobile-only/, use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      grepInvert: /@desktop-only/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ].filter(
    (project) => !process.env.E2E_PROJECTS || process.env.E2E_PROJECTS.split(',').includes(project.name),
  ),
  webServer: [
    TOPOLOGY ? topologyServer : singleServer,
    {
      name: 'web',
      cwd: '../apps/web',
      // Builds only when there is no build yet (root `npm run test:e2e` builds first).
      command: `test -f .next/BUILD_ID || npm run build; node server.mjs -p ${WEB_PORT}`,
      env: {
        API_URL,
        // tests/security-headers.spec.ts frames the app from this origin (allowed) and from another (refused);
        // tests/embed.spec.ts embeds it in the demo casino.
        EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${EMBED_HOST_PORT} http://127.0.0.1:${DEMO_HOST_PORT}`,
        NEXT_PUBLIC_REALTIME_URL: `ws://localhost:${API_PORT}/connection/websocket`,
        // The responsible-gambling loop asks every 2 s instead of 60 s (activity) and 30 s (reality check), so the
        // journeys of tests/responsible-gambling.spec.ts meet the limits without idling (the limits themselves
        // are the server's, in whole minutes).
        NEXT_PUBLIC_ACTIVITY_TRACK_MS: '2000',
        BLOCKED_COUNTRIES: 'AQ',
        DEPOSIT_FIELDS_REQUIRED: 'true',
        // The cashier's frame comes from the sandbox provider (CSP frame-src).
        PAYMENT_PROVIDER_URL: PROVIDER_URL,
        NEXT_PUBLIC_REALITY_CHECK_MS: '2000',
        // tests/consent.spec.ts: the tag manager's script loads only after consent (the spec answers it locally).
        TAG_MANAGER_ID: 'GTM-E2ETEST1',
        SITE_SETTINGS_FILE,
      },
      url: `http://localhost:${WEB_PORT}/sports/general-rules`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'host-demo',
      cwd: '../apps/host-demo',
      // The demo casino on 127.0.0.1 (another site than the app's localhost), with the SDK's build.
      command: 'test -f ../../packages/embed/dist/index.js || npm run build; node server.mjs',
      env: {
        HOST_DEMO_PORT: String(DEMO_HOST_PORT),
        SPORTSBOOK_URL: `http://localhost:${WEB_PORT}/sports`,
        API_URL,
      },
      url: `http://127.0.0.1:${DEMO_HOST_PORT}/config.json`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'sandbox-provider',
      cwd: '../apps/sandbox-provider',
      command: 'node server.mjs',
      env: {
        SANDBOX_PROVIDER_PORT: String(PROVIDER_PORT),
        API_URL,
        // The pending test card settles 1.5 s later instead of 5 s (tests/payments.spec.ts).
        PENDING_SETTLE_MS: '1500',
      },
      url: `${PROVIDER_URL}/healthz`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      name: 'web-api-down',
      cwd: '../apps/web',
      // The same build (`web` builds it when missing: wait for it), its API address pointing at nothing.
      command: `until test -f .next/BUILD_ID; do sleep 2; done; node server.mjs -p ${DOWN_WEB_PORT}`,
      env: {
        API_URL: NO_API_URL,
        NEXT_PUBLIC_REALTIME_URL: `${NO_API_URL.replace('http', 'ws')}/connection/websocket`,
      },
      url: `http://localhost:${DOWN_WEB_PORT}/sports/general-rules`,
      // Its failed API calls are what it is for: their log would only bury the real servers' output.
      stderr: 'ignore',
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
