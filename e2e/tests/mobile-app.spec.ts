/**
 * Mobile-app mode (spec platform §2 "Page shell"): an operator's native app opens the sportsbook through the init
 * entry with `platform=mobile_app`; the web view then shows no header, sports menu, footer or tab bar (the app
 * draws its own), the host-page listeners are not loaded, and a floating button opens the slip. `platform=web`
 * brings the whole shell back.
 */
import { matchPath, needMatches, PREMATCH_FOOTBALL } from '../support/api';
import { pickableOdds, severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('the mobile app shows the page without the web chrome and opens the slip from its floating button @mobile-only', async ({
  page,
}, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(`/sports/init-sportsbook?platform=mobile_app&path=${encodeURIComponent(matchPath(match))}`);
  await expect(page).toHaveURL(new RegExp(`${matchPath(match)}$`));
  await expect(page.locator('body')).toHaveAttribute('data-mobile-app', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const part of ['header-search', 'mobile-tab-bar', 'left-sidebar'])
    await expect(page.getByTestId(part)).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await expect(page.getByTestId('floating-slip-button')).toHaveCount(0);
  // A first pick opens the slip's sheet (no tab bar here to count it in): close it, the floating button says it.
  await pickableOdds(page).first().click();
  const sheet = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  const floating = page.getByTestId('floating-slip-button');
  await expect(floating).toHaveAccessibleName('Bet slip, 1 selection');
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'mobile-app');
  await floating.click();
  await expect(sheet).toBeVisible();
  await expect(floating).toHaveCount(0);

  // Back to the web: the whole shell again.
  await page.goto('/sports/init-sportsbook?platform=web');
  await expect(page.getByTestId('mobile-tab-bar')).toBeVisible();
  await expect(page.locator('body')).not.toHaveAttribute('data-mobile-app', /.*/);
});
