/**
 * The site settings file (docs/site-settings.md) applies to the running servers without a rebuild or a restart:
 * the light theme and a style override change the colours, the sandbox chat widget loads and opens and closes,
 * and isMyBetsVisible=false takes the My bets tab away. The spec edits the file both servers read
 * (support/site-settings.ts) and puts the run's settings back after each test.
 */
import type { Page } from '@playwright/test';
import { restoreSiteSettings, useSiteSettings } from '../support/site-settings';
import { severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

test.afterEach(() => restoreSiteSettings());

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the light theme and a style override apply on the next page, without a rebuild', async ({
  page,
}, testInfo) => {
  await page.goto('/sports');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe('rgb(13, 17, 23)');
  await shot(page, testInfo, 'h44-theme-dark');

  useSiteSettings({ theme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe('rgb(245, 247, 250)');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f5f7fa');
  await expect(page.getByRole('main')).toBeVisible();
  await shot(page, testInfo, 'h44-theme-light');
  expect(await severeViolations(page)).toEqual([]);

  useSiteSettings({ theme: 'light', styles: { 'color-bg': '#fff8e7', 'color-accent': '#8a2be2' } });
  await page.reload();
  expect(await background(page)).toBe('rgb(255, 248, 231)');
  const accent = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim(),
  );
  expect(accent).toBe('#8a2be2');
});

test('the sandbox chat loads from the settings, opens and closes from its launcher', async ({
  page,
}, testInfo) => {
  await page.goto('/sports');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('#sandbox-chat')).toHaveCount(0);

  useSiteSettings({ settings: { chat: { type: 'sandbox', id: 'e2e-desk' } } });
  await page.reload();
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  await expect(page.locator('#sandbox-chat')).toHaveAttribute('data-chat-id', 'e2e-desk');
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');

  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Support chat' });
  await expect(panel).toBeVisible();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: 'Close chat' })).toBeFocused();
  await shot(page, testInfo, 'h44-chat-open');
  expect(await severeViolations(page, '#sandbox-chat')).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toBeHidden();

  // In another language the widget speaks it.
  await page.goto('/es/sports');
  await expect(page.getByRole('button', { name: 'Chatea con nosotros' })).toBeVisible();
});

test('isMyBetsVisible=false takes the My bets tab away @desktop-only', async ({ page }) => {
  await page.goto('/sports');
  const sidebar = page.getByTestId('right-sidebar');
  await expect(sidebar.getByRole('tab', { name: 'My bets' })).toBeVisible();

  useSiteSettings({ settings: { isMyBetsVisible: false } });
  await page.reload();
  await expect(sidebar.getByRole('tab', { name: /Bet slip/ })).toBeVisible();
  await expect(sidebar.getByRole('tab', { name: 'My bets' })).toHaveCount(0);
  await expect(sidebar.getByRole('tab', { name: /Bet slip/ })).toHaveAttribute('aria-selected', 'true');
});

test('a language the settings do not offer is not found, and the menu leaves it out @desktop-only', async ({
  page,
}) => {
  useSiteSettings({ settings: { locales: ['en', 'es'] } });
  const answer = await page.goto('/ko/sports');
  expect(answer?.status()).toBe(404);
  await page.goto('/sports');
  await page.getByTestId('language-switcher').click();
  await expect(page.getByRole('menuitemradio', { name: /Español/ })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: /한국어/ })).toHaveCount(0);
});
