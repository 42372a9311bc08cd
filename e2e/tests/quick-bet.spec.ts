/** Quick bet: switched on, a first pick asks for the stake and places; after that one click on odds places. */
import { depositByApi, matchPath, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { closeSheet, expectBalance, openPanel, pickableOdds, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('quick bet: a pick asks for the stake once, then one click on odds places a single', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€20.00');

  const panel = await openPanel(page, testInfo);
  await panel.getByRole('switch', { name: 'Quick bet' }).check();
  await closeSheet(page, testInfo);

  // A pick before any stake was approved: the dialog asks for the stake, approved and placed in one go.
  const dialog = page.getByRole('dialog', { name: 'Quick bet' });
  await pickableOdds(page).first().click();
  await dialog.getByLabel('Quick bet stake').fill('2.50');
  await expect(dialog).toContainText('Potential win: €');
  await shot(page, testInfo, 'quick-bet-stake');
  await dialog.getByRole('button', { name: 'Approve and place' }).click();
  const success = dialog.getByTestId('quick-bet-success');
  await expect(success).toContainText('Quick bet placed');
  await expect(success).toContainText('Accepted');
  await shot(page, testInfo, 'quick-bet-placed');
  await expectBalance(page, '€17.50');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The stake stays approved: the next click on odds places at once.
  const approved = await openPanel(page, testInfo);
  await expect(approved.getByText('Stake approved')).toBeVisible();
  await expect(approved.getByTestId('quick-bet-stake')).toHaveValue('2.5');
  await closeSheet(page, testInfo);
  await pickableOdds(page).nth(1).click();
  await expect(dialog.getByTestId('quick-bet-success')).toContainText('Quick bet placed');
  await expectBalance(page, '€15.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Both are in my bets, and the slip stayed empty.
  const myBets = await openPanel(page, testInfo, 'My bets');
  const bets = myBets.getByTestId('my-bet');
  await expect(bets).toHaveCount(2);
  for (const bet of await bets.all()) {
    await expect(bet.getByRole('heading', { name: 'Single' })).toBeVisible();
    await expect(bet.getByRole('definition').first()).toHaveText('€2.50');
  }
  await expect((await openPanel(page, testInfo)).getByTestId('slip-selection')).toHaveCount(0);
});
