/** axe on the bet slip with selections, the sign-in prompt and the my-bets tab: no serious or critical finding. */
import { depositByApi, matchPath, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { expectBalance, openPanel, pickFirstOdds, severeViolations } from '../support/slip';
import { expect, test } from '../support/test';

test('axe finds no serious or critical violation in a bet slip with selections', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  for (const [i, match] of (await needMatches(page.request, PREMATCH_FOOTBALL, 2)).entries()) {
    await page.goto(matchPath(match));
    await pickFirstOdds(page, testInfo, i + 1);
  }
  const panel = await openPanel(page, testInfo);
  await panel.getByRole('radio', { name: 'Combo' }).check();
  await panel.getByTestId('slip-stake').fill('2');
  await expect(panel.getByTestId('slip-total-stake')).toHaveText('€2.00');
  expect(await severeViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the sign-in prompt of the slip', async ({
  page,
}, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(matchPath(match));
  await pickFirstOdds(page, testInfo, 1);
  const panel = await openPanel(page, testInfo);
  await panel.getByTestId('place-bets').click();
  await expect(page.getByRole('dialog', { name: 'Sign in' }).getByTestId('sign-in-form')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the my-bets tab', async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 1000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€10.00');
  await pickFirstOdds(page, testInfo, 1);
  const slip = await openPanel(page, testInfo);
  await slip.getByTestId('slip-stake').fill('1');
  await slip.getByTestId('place-bets').click();
  await slip.getByTestId('slip-done').click();

  const myBets = await openPanel(page, testInfo, 'My bets');
  await expect(myBets.getByTestId('my-bet')).toHaveCount(1);
  expect(await severeViolations(page)).toEqual([]);
});

test('a picked odds button under the pointer keeps its text readable', async ({ page }, testInfo) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(matchPath(match));
  await pickFirstOdds(page, testInfo, 1);
  const picked = page.locator('main button[data-layout][aria-pressed="true"]');
  await picked.hover();
  // The hover colour's transition (--duration-fast) has ended: axe judges what is on screen.
  await page.waitForTimeout(300);
  expect(await severeViolations(page, 'main button[data-layout][aria-pressed="true"]')).toEqual([]);
});
