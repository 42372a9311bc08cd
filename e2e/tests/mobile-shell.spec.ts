/** Layout by viewport: each test carries a tag that keeps it to its project (see playwright.config.ts). */
import { expect, test } from '../support/test';

test('on a phone the bottom tab bar replaces the sidebars @mobile-only', async ({ page }) => {
  await page.goto('/sports/general-rules');

  const tabBar = page.getByTestId('mobile-tab-bar');
  await expect(tabBar).toBeVisible();
  for (const name of ['Home', 'Live', 'Search', 'Bet slip', 'Menu']) {
    await expect(tabBar.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('left-sidebar')).toBeHidden();
  await expect(page.getByTestId('right-sidebar')).toBeHidden();

  await tabBar.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Football \d+ events$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await tabBar.getByRole('button', { name: 'Bet slip' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Bet slip' })
      .getByText('Your bet slip is empty. Pick odds to add a selection.'),
  ).toBeVisible();
});

test('on a desktop both sidebars show and the tab bar does not @desktop-only', async ({ page }) => {
  await page.goto('/sports/general-rules');
  await expect(page.getByTestId('mobile-tab-bar')).toBeHidden();
  await expect(
    page.getByTestId('left-sidebar').getByRole('link', { name: /^Football \d+ events$/ }),
  ).toBeVisible();
  await expect(page.getByTestId('right-sidebar')).toContainText(
    'Your bet slip is empty. Pick odds to add a selection.',
  );
});
