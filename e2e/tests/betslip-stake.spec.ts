/**
 * The slip checks the stake before the server does: what the field shows is what is staked, an unreadable entry,
 * a stake over the balance and one outside the book's limits each keep Place off with the words; and a suspended
 * selection (the feed's development control suspends the match) leaves the slip axe-clean.
 */
import {
  depositByApi,
  matchPath,
  needMatches,
  needPlayingMatch,
  PREMATCH_FOOTBALL,
  signUpByApi,
  suspendMatchByApi,
} from '../support/api';
import { expectBalance, openPanel, pickFirstOdds, severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('an unreadable stake, one over the balance and one outside the limits keep Place off with the words', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€20.00');
  await pickFirstOdds(page, testInfo, 1);
  const slip = await openPanel(page, testInfo);
  const stake = slip.getByTestId('slip-stake');
  const place = slip.getByTestId('place-bets');
  const blocker = slip.getByTestId('place-blocker');

  await stake.fill('5');
  await expect(place).toBeEnabled();
  await stake.fill('abc');
  await expect(stake).toHaveValue('abc');
  await expect(slip.getByText('Enter an amount such as 10 or 2.50.')).toBeVisible();
  await expect(stake).toHaveAttribute('aria-invalid', 'true');
  await expect(place).toBeDisabled();
  await expect(slip.getByTestId('slip-total-stake')).toHaveText('€0.00');

  await stake.fill('50');
  await expect(place).toBeDisabled();
  await expect(blocker).toHaveText('Your balance is too low for these stakes.');

  await stake.fill('0.05');
  await expect(slip.getByTestId('stake-limit')).toHaveText('The least you can stake on this bet is €0.10.');
  await expect(place).toBeDisabled();
  await expect(blocker).toHaveText('A stake is below the least the bet takes.');

  await stake.fill('10000.01');
  await expect(slip.getByTestId('stake-limit')).toHaveText(
    'The most you can stake on this bet is €10,000.00.',
  );
  await expect(place).toBeDisabled();
  await shot(page, testInfo, 'slip-stake-limit');

  await stake.fill('2');
  await expect(slip.getByTestId('stake-limit')).toHaveCount(0);
  await expect(blocker).toHaveCount(0);
  await expect(place).toBeEnabled();
  expect(await severeViolations(page)).toEqual([]);
});

test('a suspended selection in the slip says so and axe finds nothing serious', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  // Any live match of any sport: what matters is a selection of a match whose markets can be suspended.
  const match = await needPlayingMatch(page.request, {
    match_status: 1,
    type: 'match',
    sort_by: 'start_time.desc',
  });
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€20.00');
  await pickFirstOdds(page, testInfo, 1);
  const slip = await openPanel(page, testInfo);
  await slip.getByTestId('slip-stake').fill('2');
  // Two minutes of match time: 24 s at the e2e feed's speed, long enough to look at it.
  await suspendMatchByApi(page.request, match.id, 120);
  const selection = slip.locator('[data-testid="slip-selection"][data-suspended]');
  await expect(selection).toHaveCount(1, { timeout: 15_000 });
  await expect(selection).toContainText('Suspended');
  await expect(slip.getByTestId('place-bets')).toBeDisabled();
  await expect(slip.getByTestId('place-blocker')).toContainText('suspended');
  await shot(page, testInfo, 'slip-suspended');
  expect(await severeViolations(page)).toEqual([]);
});
