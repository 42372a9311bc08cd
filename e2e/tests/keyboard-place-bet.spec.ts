/** Placing a single with the keyboard alone: Tab, Enter and typing, no pointer. */
import type { Page } from '@playwright/test';
import { depositByApi, matchPath, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { expectBalance, shot } from '../support/slip';
import { expect, test } from '../support/test';

/** Presses Tab until the focused element passes `check` (at most `limit` presses); returns how many it took. */
async function tabUntil(page: Page, check: string, limit = 600): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, check);
    if (hit) return i;
  }
  throw new Error(`no element matching ${check} within ${limit} tabs`);
}

test('a player places a single with the keyboard alone @desktop-only', async ({ page, context }) => {
  test.setTimeout(90_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 1000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€10.00');

  // The skip link, then the first odds of the match.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  const odds = 'main button[aria-pressed][data-layout]:not([data-locked])';
  await tabUntil(page, odds);
  const picked = page.locator(`${odds}:focus`);
  await page.keyboard.press('Enter');
  await expect(picked).toHaveAttribute('aria-pressed', 'true');

  // On to the slip in the right sidebar: "Go to bet slip" right after the pick, then the stake, in a few keys.
  const tabs = await tabUntil(page, '[data-testid="go-to-slip"]', 14);
  await expect(page.getByRole('button', { name: 'Go to bet slip' })).toBeVisible();
  await shot(page, test.info(), 'keyboard-go-to-slip');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slip-stake')).toBeFocused();
  expect(tabs + 1, 'keys from the odds just picked to the stake field').toBeLessThan(15);
  await page.keyboard.type('3');
  await expect(page.getByTestId('slip-total-stake')).toHaveText('€3.00');
  await shot(page, test.info(), 'keyboard-stake');
  await page.keyboard.press('Enter');

  const success = page.getByTestId('slip-success');
  await expect(success.getByRole('heading', { name: 'Bet placed' })).toBeFocused();
  await expectBalance(page, '€7.00');

  // "Done" is reachable from the result, and the slip is empty again.
  await tabUntil(page, '[data-testid="slip-done"]', 20);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('right-sidebar')).toContainText('Your bet slip is empty.');
});
