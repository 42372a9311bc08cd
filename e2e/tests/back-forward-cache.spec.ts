/**
 * Back and forward without a reload: an anonymous page is sent without `no-store` (src/proxy.ts), so the browser
 * keeps it in its back/forward cache and a return to it is instant, with the page as it was left. A signed-in
 * browser's pages stay `no-store`: they hold the player's own data.
 *
 * Playwright turns the cache off in the browsers it launches; this journey launches its own without that switch.
 */
import { chromium } from '@playwright/test';
import { signUpByApi } from '../support/api';
import { WEB_PORT } from '../support/servers';
import { expect, test } from '../support/test';

test('an anonymous page comes back from the back/forward cache as it was left @desktop-only', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage();
    const league = await page.goto(`http://localhost:${WEB_PORT}/sports/football`);
    expect(league?.headers()['cache-control']).not.toContain('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Football betting' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { leftAt: string }).leftAt = 'before leaving';
    });
    // Another document (a full navigation, not the app's client routing), then back.
    await page.goto(`http://localhost:${WEB_PORT}/sports/general-rules?full=1`);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Football betting' })).toBeVisible();
    // The same document, not a new load: what the page held when it was left is still there.
    expect(await page.evaluate(() => (window as unknown as { leftAt?: string }).leftAt)).toBe(
      'before leaving',
    );
  } finally {
    await browser.close();
  }
});

test("a signed-in browser's pages are not stored @desktop-only", async ({ page, context }) => {
  await signUpByApi(context, page.request);
  const answer = await page.goto('/sports/football');
  expect(answer?.headers()['cache-control']).toContain('no-store');
});
