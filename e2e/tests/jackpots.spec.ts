/**
 * Jackpots as a player meets them: the card with the pool on the home page, a forced hit (the server's
 * development control; the e2e jackpots never hit by chance) on a qualifying bet, the winner's "Jackpot!" modal,
 * the balance risen by the pool, the bet marked as in the jackpot, the hit in the promotions page's section; axe
 * finds nothing serious. The slip names the jackpot a bet takes part in while its stake qualifies.
 */
import { depositByApi, matchPath, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { forceJackpotHit, placeByApi } from '../support/bets';
import {
  expectBalance,
  headerBalance,
  marketOdds,
  minorUnits,
  openPanel,
  pickOdds,
  severeViolations,
  shot,
} from '../support/slip';
import { expect, test } from '../support/test';

interface Level {
  code: string;
  pool_amount: number;
}

test('a forced jackpot hit shows the winner the modal and pays the pool into the balance', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);

  await page.goto('/sports');
  const card = page.getByTestId('jackpot-card');
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole('heading', { name: 'Sports Jackpot' })).toBeVisible();
  await expect(card.getByTestId('jackpot-pool')).toHaveText(/^€[\d,]+\.\d\d$/);
  await expectBalance(page, '€20.00');
  await shot(page, testInfo, 'h36-jackpot-card');
  expect(await severeViolations(page, '[data-testid="jackpot-card"]')).toEqual([]);

  const before = (await (await page.request.get('/api/v2/jackpots/sports-jackpot')).json()) as {
    levels: Level[];
  };
  const pool = before.levels.find((l) => l.code === 'mini')?.pool_amount ?? 0;
  await forceJackpotHit(context, page.request, 'sports-jackpot', 'mini');
  const placed = await placeByApi(context, page.request, match.id, 500);
  expect(placed.status).toBe('waiting_results');

  const hits = await page.request.get('/api/v2/jackpot-hits?for_user=true');
  const [hit] = ((await hits.json()) as { data: { amount: number; status: string }[] }).data;
  // The pool as it was, plus this bet's share (1 % of 5.00 EUR: 0.04 to the mini level), and anything other
  // journeys' bets added meanwhile.
  expect(hit?.status).toBe('paid');
  expect(hit?.amount).toBeGreaterThanOrEqual(pool + 4);
  const won = hit?.amount ?? 0;

  const modal = page.getByRole('dialog', { name: 'Jackpot!' });
  await expect(modal).toBeVisible({ timeout: 70_000 });
  await expect(modal.getByTestId('jackpot-hit-modal')).toContainText('Sports Jackpot Mini');
  await expect
    .poll(async () => minorUnits(await headerBalance(page)), { timeout: 15_000 })
    .toBe(2000 - 500 + won);
  await shot(page, testInfo, 'h36-jackpot-hit-modal');
  expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
  await modal.getByRole('button', { name: 'Great!' }).click();
  await expect(modal).toBeHidden();

  const myBets = await openPanel(page, testInfo, 'My bets');
  const bet = myBets.locator('[data-testid="my-bet"]').first();
  await expect(bet.getByText('Counts for the jackpot')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/sports/promotions');
  const section = page.getByTestId('jackpot-section');
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByTestId('jackpot-hits').locator('li').first()).toContainText('Mini');
  await section.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'h36-jackpot-section');
  expect(await severeViolations(page, '[data-testid="jackpot-section"]')).toEqual([]);
  // Seen: the modal does not come back.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog', { name: 'Jackpot!' })).toHaveCount(0);
});

test('the slip says which jackpot a bet takes part in, and stops saying it under the least stake', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  await page.goto(matchPath(match));
  // The draw: a prematch football draw is priced well above the jackpot's least odds (1.50).
  await pickOdds(page, testInfo, marketOdds(page, '1x2').nth(1), 1);
  const slip = await openPanel(page, testInfo);
  await slip.getByTestId('slip-stake').fill('5');
  await expect(slip.getByTestId('slip-jackpots')).toHaveText('Takes part in: Sports Jackpot', {
    timeout: 15_000,
  });
  await shot(page, testInfo, 'jackpot-slip');
  await slip.getByTestId('slip-stake').fill('1');
  await expect(slip.getByTestId('slip-jackpots')).toHaveCount(0, { timeout: 15_000 });
});
