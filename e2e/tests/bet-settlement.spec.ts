/**
 * A live match finishes and its bets settle: singles on every 1x2 outcome of a live match (one of them wins
 * whatever the score), the match ended through the feed's development control, and my bets and the header
 * balance follow over realtime without a reload.
 */
import {
  depositByApi,
  endMatchByApi,
  LIVE_FOOTBALL,
  matchPath,
  needMatches,
  signUpByApi,
} from '../support/api';
import {
  expectBalance,
  headerBalance,
  marketOdds,
  minorUnits,
  openPanel,
  pickOdds,
  placeUntilPlaced,
  shot,
} from '../support/slip';
import { expect, test } from '../support/test';

test('a finished match settles its bets and the balance updates without a reload', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const [match] = await needMatches(page.request, LIVE_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€20.00');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  const outcomes = marketOdds(page, '1x2');
  await expect(outcomes).toHaveCount(3, { timeout: 30_000 });
  for (let i = 0; i < 3; i++) await pickOdds(page, testInfo, outcomes.nth(i), i + 1);

  const slip = await openPanel(page, testInfo);
  const singles = slip.getByRole('radio', { name: 'Singles' });
  if (!(await singles.isChecked())) await singles.check();
  const stakes = slip.getByTestId('slip-stake');
  await expect(stakes).toHaveCount(3);
  for (let i = 0; i < 3; i++) await stakes.nth(i).fill('1');
  // Live prices move all the time; this journey is about settling, not about accepting a new price.
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption('any');
  await expect(slip.getByTestId('place-bets')).toHaveText('Place 3 bets');
  // Live bets wait for their delay, then the player's channel says whether they were accepted. A market that
  // suspends during the delay gets its bet rejected (stake returned): the selections are kept and placed again.
  let accepted = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const success = await placeUntilPlaced(slip);
    // Live bets: sent first, then placed (or not accepted) once the live delay has passed.
    await expect(success.getByRole('heading', { name: /^3 bets (sent|placed)/ })).toBeVisible();
    const statuses = success.locator('span[data-status]');
    await expect(statuses).toHaveCount(3);
    await expect(success.locator('span[data-status="submitted"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(success.getByRole('heading', { name: /^3 bets (placed|not accepted)$/ })).toBeVisible();
    accepted += await success.locator('span[data-status="accepted"]').count();
    if ((await success.locator('span[data-status="rejected"]').count()) === 0) {
      await expect(success.getByText('Accepted', { exact: true })).toHaveCount(3);
      await shot(page, testInfo, 'slip-live-accepted');
      await success.getByTestId('slip-done').click();
      break;
    }
    await success.getByTestId('keep-selections').click();
  }
  const staked = 2000 - accepted * 100;
  await expect.poll(async () => minorUnits(await headerBalance(page))).toBe(staked);

  const myBets = await openPanel(page, testInfo, 'My bets');
  const open = myBets.locator('[data-testid="my-bet"][data-status="waiting_results"]');
  await expect(open).toHaveCount(accepted);

  await endMatchByApi(page.request, match.id);
  await expect(open).toHaveCount(0, { timeout: 30_000 });
  await expect(myBets.locator('[data-testid="my-bet"][data-status="done"]')).toHaveCount(accepted);
  // Whatever the final score, one outcome of 1x2 won.
  expect(await myBets.locator('[data-testid="my-bet"][data-result="win_entire"]').count()).toBeGreaterThan(0);
  await expect(myBets.getByText('Settled').first()).toBeVisible();
  await expect
    .poll(async () => minorUnits(await headerBalance(page)), { timeout: 15_000 })
    .toBeGreaterThan(staked);
  await shot(page, testInfo, 'my-bets-settled');
  expect(navigations).toEqual([]);
});
