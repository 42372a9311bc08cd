/**
 * The layout lock (docs/site-settings.md "The layout lock"): the build started once more with `LAYOUT_LOCK_KEY`
 * (support/web-server.ts, on LOCKED_WEB_PORT) answers every page 401 with the locked page, in the visitor's
 * language, until `?access_key=` has put the key in an http-only cookie; `<html>` has the `layout-locked` class.
 * And the start that must fail: the same build with a bad site settings file stops, naming the field.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCKED_WEB_PORT } from '../support/servers';
import { severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';
import { failedStart, startWebServer, type WebServer } from '../support/web-server';

const KEY = 'e2e-preview-key';
let server: WebServer;

test.describe('a locked site', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async () => {
    server = await startWebServer(LOCKED_WEB_PORT, { LAYOUT_LOCK_KEY: KEY });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('answers 401 with the locked page in the language asked for, then opens with the key once', async ({
    page,
    context,
  }, testInfo) => {
    const locked = await page.goto(`${server.url}/es/sports/live`);
    expect(locked?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'Acceso bloqueado' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blayout-locked\b/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await shot(page, testInfo, 'h47-layout-locked');
    expect(await severeViolations(page)).toEqual([]);

    expect((await page.goto(`${server.url}/sports?access_key=wrong`))?.status()).toBe(401);
    await expect(page.getByRole('heading', { name: 'Access locked' })).toBeVisible();

    const opened = await page.goto(`${server.url}/sports/live?access_key=${KEY}`);
    expect(opened?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/sports/live');
    expect(new URL(page.url()).search).toBe('');
    const cookie = (await context.cookies(server.url)).find((c) => c.name === 'layout_key');
    expect(cookie).toMatchObject({ value: KEY, httpOnly: true, sameSite: 'Lax' });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\blayout-locked\b/);

    // The cookie keeps it open, for other pages too.
    expect((await page.goto(`${server.url}/es/sports`))?.status()).toBe(200);
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test('a bad site settings file stops the start with a message naming the field @desktop-only', async () => {
  test.setTimeout(90_000);
  const file = join(mkdtempSync(join(tmpdir(), 'e2e-site-')), 'site-settings.json');
  writeFileSync(file, JSON.stringify({ settings: { userGroupChecker: { enabled: true, status: 'vip' } } }));
  const { code, output } = await failedStart(LOCKED_WEB_PORT, { SITE_SETTINGS_FILE: file });
  expect(code).toBe(1);
  expect(output).toContain(file);
  expect(output).toMatch(/settings\.platformSettings\.frontendOrigin: the enabled userGroupChecker/);
});
