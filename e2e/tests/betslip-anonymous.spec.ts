/** A visitor who is not signed in can fill the slip, and placing asks them to sign in first. */
import { matchPath, needMatches, PREMATCH_FOOTBALL } from '../support/api';
import { openPanel, pickFirstOdds, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('an anonymous visitor who picks odds and presses place is asked to sign in', async ({
  page,
}, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(matchPath(match));
  await expect(page.getByTestId('header-sign-in')).toBeVisible();

  await pickFirstOdds(page, testInfo, 1);
  const panel = await openPanel(page, testInfo);
  await panel.getByTestId('slip-stake').fill('5');
  const place = panel.getByTestId('place-bets');
  await expect(place).toHaveText('Sign in to place bet');
  await place.click();

  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog.getByText('Sign in to place your bet.')).toBeVisible();
  await expect(dialog.getByTestId('sign-in-form')).toBeVisible();
  // The dialog holds the focus (Radix moves it in and traps it there).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await shot(page, testInfo, 'sign-in-prompt');

  // Nothing was placed and the selection waits in the slip.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect((await openPanel(page, testInfo)).getByTestId('slip-selection')).toHaveCount(1);
});

test('a visitor sent in through the init entry with a currency stakes in it, and signs up in it', async ({
  page,
}, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  // The operator's link: the currency and where to land.
  await page.goto(`/sports/init-sportsbook?currency=brl&path=${encodeURIComponent(matchPath(match))}`);
  await expect(page).toHaveURL(new RegExp(`${matchPath(match)}$`));
  await pickFirstOdds(page, testInfo, 1);
  const panel = await openPanel(page, testInfo);
  await expect(panel.getByTestId('slip-stake-currency')).toHaveText('BRL');
  await page.goto('/sports#sign-up');
  await expect(page.getByTestId('sign-up-form').getByLabel('Currency')).toHaveValue('BRL');
});
