/**
 * Error reporting (spec platform §7, §8): with a DSN configured, an error thrown in a page reaches the ingest
 * through the app's tunnel, with the release and environment and without the e-mail it mentioned, and a cancelled
 * request does not; without a DSN (the suite's web server) no page loads the reporter's SDK at all.
 * The ingest is a small HTTP server of this spec, and the web app with the DSN a second `next start` of the same
 * build, both on free ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PORT } from '../support/servers';
import { expect, test } from '../support/test';

interface Envelope {
  header: Record<string, unknown>;
  items: Record<string, unknown>[];
}

let ingest: Server;
let web: ChildProcess | null = null;
let webUrl = '';
const envelopes: Envelope[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const [header = '{}', ...items] = Buffer.concat(chunks).toString().split('\n').filter(Boolean);
      envelopes.push({ header: JSON.parse(header), items: items.map((line) => JSON.parse(line)) });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const ingestPort = (ingest.address() as AddressInfo).port;
  const port = await freePort();
  webUrl = `http://localhost:${port}`;
  web = spawn('node', ['server.mjs', '-p', String(port)], {
    cwd: '../apps/web',
    env: {
      ...process.env,
      API_URL: `http://localhost:${API_PORT}`,
      NEXT_PUBLIC_REALTIME_URL: `ws://localhost:${API_PORT}/connection/websocket`,
      SENTRY_DSN: `http://e2epublickey@127.0.0.1:${ingestPort}/3`,
      SENTRY_RELEASE: 'e2e-release',
      SENTRY_ENVIRONMENT: 'e2e',
    },
    stdio: 'ignore',
    // Its own process group: npx starts next-server as a child, and the whole group is stopped after.
    detached: true,
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${webUrl}/sports/general-rules`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (web?.pid) process.kill(-web.pid, 'SIGTERM');
  await new Promise((resolve) => ingest.close(resolve));
});

/** Exception messages of the events the ingest received. */
const reportedMessages = () =>
  envelopes.flatMap((envelope) =>
    envelope.items.flatMap((item) =>
      ((item.exception as { values?: { type?: string; value?: string }[] } | undefined)?.values ?? []).map(
        (value) => `${value.type}: ${value.value}`,
      ),
    ),
  );

test('a thrown error reaches the ingest through the tunnel; a cancelled request does not @desktop-only', async ({
  page,
}) => {
  const tunnelled: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${webUrl}/monitoring`)) tunnelled.push(request.method());
  });
  await page.goto(`${webUrl}/sports/general-rules`);
  await expect(page.getByRole('main')).toBeVisible();
  // The SDK loads after hydration, in its own chunk.
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);

  await page.evaluate(() => {
    const cancel = new AbortController();
    const request = fetch('/api/v2/sports', { signal: cancel.signal });
    cancel.abort();
    // Nobody waits for it: the cancellation is an unhandled rejection, which the reporter sees and drops.
    void request;
  });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: thrown in the page for ann@example.com');
    }, 0);
  });

  await expect
    .poll(reportedMessages, { timeout: 20_000 })
    .toContainEqual(expect.stringContaining('e2e: thrown'));
  const messages = reportedMessages();
  expect(messages).toEqual([expect.stringContaining('Error: e2e: thrown in the page for [removed]')]);
  expect(messages.join('\n')).not.toMatch(/AbortError|abort/i);
  expect(tunnelled).toContain('POST');
  const event = envelopes.flatMap((e) => e.items).find((item) => item.exception);
  expect(event).toMatchObject({ release: 'e2e-release', environment: 'e2e' });
  expect(JSON.stringify(envelopes)).not.toContain('ann@example.com');
});

test('without a DSN no page loads the reporter @desktop-only', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/sports');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((body) => body.includes('__SENTRY__') || body.includes('sentry.javascript'))).toEqual(
    [],
  );
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
});
