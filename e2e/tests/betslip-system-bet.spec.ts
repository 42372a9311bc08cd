/**
 * A new player's first bet, all through the UI: sign up, a sandbox deposit, three selections from three matches,
 * a combo turned into a system 2/3, placed, and listed in my bets with its type and stake.
 */
import { matchPath, needMatches, PREMATCH_FOOTBALL, uniqueEmail } from '../support/api';
import {
  depositThroughUi,
  expectBalance,
  openPanel,
  pickFirstOdds,
  shot,
  signUpThroughUi,
} from '../support/slip';
import { expect, test } from '../support/test';

test('a new player signs up, deposits and places a system 2/3 that shows in my bets', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const matches = await needMatches(page.request, PREMATCH_FOOTBALL, 3);

  await page.goto(matchPath(matches[0]));
  await signUpThroughUi(page, testInfo, uniqueEmail('system'), 'e2e-password-1');
  await depositThroughUi(page, testInfo, '50');
  await expectBalance(page, '€50.00');

  await pickFirstOdds(page, testInfo, 1);
  for (const [i, match] of matches.slice(1).entries()) {
    await page.goto(matchPath(match));
    await pickFirstOdds(page, testInfo, i + 2);
  }

  const panel = await openPanel(page, testInfo);
  await expect(panel.getByTestId('slip-selection')).toHaveCount(3);
  const betType = panel.getByRole('group', { name: 'Bet type' });
  await betType.getByRole('radio', { name: 'Combo' }).check();
  await expect(panel.getByText('Treble', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'slip-combo');

  await betType.getByRole('radio', { name: 'System' }).check();
  await expect(panel.getByLabel('System type')).toHaveValue('2/3');
  await expect(panel.getByText('System 2/3', { exact: true })).toBeVisible();
  await panel.getByLabel('Stake per bet').fill('1.50');
  await expect(panel.getByTestId('slip-total-stake')).toHaveText('€4.50');
  await shot(page, testInfo, 'slip-system');

  await panel.getByTestId('place-bets').click();
  const success = panel.getByTestId('slip-success');
  await expect(success.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  await expect(success.getByText('System 2/3', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'slip-success');
  await expectBalance(page, '€45.50');

  await success.getByTestId('slip-done').click();
  const myBets = await openPanel(page, testInfo, 'My bets');
  const bet = myBets.getByTestId('my-bet').first();
  await expect(bet.getByRole('heading', { name: 'System 2/3' })).toBeVisible();
  await expect(bet).toHaveAttribute('data-status', 'waiting_results');
  await expect(bet.getByRole('definition').first()).toHaveText('€4.50');
  await shot(page, testInfo, 'my-bets');
});
