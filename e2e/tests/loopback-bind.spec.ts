/**
 * The web app started bound to 127.0.0.1 (`next start -H 127.0.0.1`, as behind a proxy on the same machine):
 * pages answer instead of redirecting to themselves, the default locale's prefix still redirects away, a path that
 * names nothing answers 404, and a client navigation's RSC requests are answered too (src/lib/loopback-rewrite.ts). The same build as the other
 * specs, started here on a free port in front of the e2e API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { API_PORT } from '../support/servers';
import { expect, test } from '../support/test';

let server: ChildProcess | undefined;
let origin = '';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', ['server.mjs', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: '../apps/web',
    env: { ...process.env, API_URL: `http://localhost:${API_PORT}` },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(async () => (await fetch(`${origin}/sports/general-rules`).catch(() => null))?.status, {
      timeout: 60_000,
    })
    .toBe(200);
});

test.afterAll(() => {
  // Its own process group: npx and the Next.js server it started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

test('pages answer on 127.0.0.1 without redirecting to themselves', async ({ request }) => {
  for (const path of ['/sports', '/es/sports', '/sports/general-rules']) {
    const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('<html');
  }
  const prefixed = await request.get(`${origin}/en/sports`, { maxRedirects: 0 });
  expect(prefixed.status()).toBe(307);
  expect(new URL(prefixed.headers().location ?? '', origin).pathname).toBe('/sports');
  // The mark of an internal rewrite cannot be forged to skip that redirect.
  const forged = await request.get(`${origin}/en/sports`, {
    maxRedirects: 0,
    headers: { 'x-sportsbook-rewrite': 'guess' },
  });
  expect(forged.status()).toBe(307);
});

test('a path that names nothing answers 404 with its not-found page on 127.0.0.1', async ({ request }) => {
  for (const [path, lang, text] of [
    ['/definitely-not-here', 'en', 'We can&#x27;t find that page.'],
    ['/sports/404', 'en', 'We can&#x27;t find that page.'],
    ['/es/sports/football/partido-que-ya-no-existe-99999', 'es', 'No encontramos esa página.'],
  ] as const) {
    const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toContain(text);
  }
  // A page that exists keeps its 200 after one that does not.
  expect((await request.get(`${origin}/es/sports`, { maxRedirects: 0 })).status()).toBe(200);
});

// Desktop only: binding is not about the viewport, and on a phone the consent banner (not answered on this origin)
// covers the footer's link.
test('a client navigation on 127.0.0.1 gets its RSC answers @desktop-only', async ({ page }) => {
  const redirected: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('_rsc=') && response.status() >= 300) redirected.push(response.url());
  });
  await page.goto(`${origin}/sports`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const link = page.locator('a[href="/sports/general-rules"]').first();
  await link.click();
  await expect(page).toHaveURL(`${origin}/sports/general-rules`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(redirected).toEqual([]);
});
