/**
 * The blocks of the demo page /promo/match-day (site-settings.json, features/cms): the match preview, odds and
 * event markets of one match (an odd picked there goes to the slip), the bonuses and notifications blocks, and the
 * chat toggle, which draws nothing until a chat is configured and then opens and closes it; each locale gets the
 * page's own title. Axe clean at both sizes.
 */
import { readFileSync } from 'node:fs';
import { restoreSiteSettings, SITE_SETTINGS_START, useSiteSettings } from '../support/site-settings';
import { openPanel, pickOdds, severeViolations } from '../support/slip';
import { expect, test } from '../support/test';

const PAGE = '/promo/match-day';
/** The demo page's match (eventId in site-settings.json): open for days in the e2e world (FEED_SEED 42). */
const MATCH_ID = 46;

test.afterEach(() => restoreSiteSettings());

test('the match-day page draws its blocks; an odd from the odds block goes to the slip; axe clean', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const match = (await (await page.request.get(`/api/v2/matches/${MATCH_ID}`)).json()) as { name: string };
  expect((await page.goto(PAGE))?.status()).toBe(200);
  const root = page.locator(`[data-cms-page="${PAGE}"]`);
  await expect(root.getByRole('heading', { level: 1, name: 'Match day' })).toBeVisible();

  const preview = root.locator('[data-cms-block="match_preview"]');
  await expect(preview.getByRole('heading', { level: 2, name: match.name })).toBeAttached();
  await expect(preview.getByRole('link', { name: 'Go to the match' })).toHaveAttribute(
    'href',
    new RegExp(`-${MATCH_ID}$`),
  );
  const odds = root.locator('[data-cms-block="odds"]');
  await expect(odds.getByRole('link', { name: match.name })).toBeVisible();
  const markets = root.locator('[data-cms-block="event_markets"]');
  await expect(markets.getByRole('tablist')).toBeVisible();
  await expect(markets.locator('button[aria-pressed][data-layout]').first()).toBeVisible();
  await expect(root.getByRole('heading', { name: 'Your match-day bonuses' })).toBeVisible();
  await expect(root.getByRole('link', { name: 'All promotions' })).toHaveAttribute(
    'href',
    '/sports/promotions',
  );
  await expect(root.getByText('Sign in to see your notifications.')).toBeVisible();
  await expect(root.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // No chat is configured in the demo file: the chat toggle draws nothing.
  await expect(root.getByTestId('chat-toggle')).toHaveCount(0);

  expect(await severeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/work/shots/h46-match-day-${testInfo.project.name}.png`, fullPage: true });

  const pick = odds.locator('button[aria-pressed][data-layout]:not([data-locked])').first();
  await pickOdds(page, testInfo, pick, 1);
  const panel = await openPanel(page, testInfo);
  await expect(panel.getByTestId('slip-selection')).toHaveCount(1);
  await expect(panel.getByTestId('slip-selection')).toHaveAttribute(
    'data-selection-id',
    new RegExp(`^${MATCH_ID}/`),
  );
});

test('a page title per locale: the metadata of the demo pages in Spanish and Japanese', async ({ page }) => {
  await page.goto(`/es${PAGE}`);
  await expect(page).toHaveTitle(/^Día de partido: el gran partido/);
  await expect(page.getByRole('heading', { level: 1, name: 'Día de partido' })).toBeVisible();
  await page.goto('/ja/promo/champions');
  await expect(page).toHaveTitle(/^チャンピオンズカップ：オッズ/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /プロモコード/);
});

test('with a chat configured the chat toggle opens and closes it', async ({ page }, testInfo) => {
  const demo = JSON.parse(readFileSync(SITE_SETTINGS_START, 'utf8'));
  useSiteSettings({ ...demo, settings: { ...demo.settings, chat: { type: 'sandbox', id: 'e2e-desk' } } });
  await page.goto(PAGE);
  const toggle = page.getByTestId('chat-toggle');
  await expect(toggle).toHaveText('Questions? Chat with us');
  // The widget loads after hydration; the toggle works once it is there.
  await expect(page.locator('#sandbox-chat')).toHaveAttribute('data-chat-id', 'e2e-desk');
  // By keyboard: on a phone the open chat may cover the button's place.
  await toggle.focus();
  await page.keyboard.press('Enter');
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat).toBeVisible();
  await page.screenshot({ path: `/work/shots/h46-chat-toggle-${testInfo.project.name}.png` });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(chat).toBeHidden();
  expect(await severeViolations(page, `[data-cms-page="${PAGE}"]`)).toEqual([]);
});
