/**
 * Outrights: a league's "Winner" event is found on its league page, opens at its own path, is bet like any
 * market, refuses to combine with a match of its league, and settles when it is decided (the feed's development
 * control decides it now instead of at the season's end).
 */
import { depositByApi, endMatchByApi, needMatches, signUpByApi } from '../support/api';
import {
  expectBalance,
  headerBalance,
  marketOdds,
  minorUnits,
  openPanel,
  pickOdds,
  placeUntilPlaced,
  severeViolations,
  shot,
} from '../support/slip';
import { expect, test } from '../support/test';

test('an outright is bet from its league page and settles', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const [outright] = await needMatches(
    page.request,
    { type: 'outright', sport_key: 'football', match_status: 0 },
    1,
  );
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);

  await page.goto(`/sports/football/${outright.tournament.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: outright.tournament.name })).toBeVisible();
  await expectBalance(page, '€20.00');
  // A match of the same league first, then its outright. A match not in play: a live price that moves puts the
  // slip's odds-change notice before the combination rule's.
  const rowOdds = 'button[aria-pressed][data-layout]';
  const matchRow = page
    .locator('main article:not([data-live])')
    .filter({ has: page.locator(rowOdds) })
    .first();
  const matchName = (await matchRow.getAttribute('aria-label')) ?? '';
  await pickOdds(page, testInfo, matchRow.locator(rowOdds).first(), 1);
  await page
    .getByRole('article', { name: outright.name })
    .getByRole('link', { name: 'See the odds' })
    .click();

  await expect(page).toHaveURL(new RegExp(`/sports/football/${outright.slug}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `${outright.tournament.name} ${outright.name}` }),
  ).toBeVisible();
  const competitors = marketOdds(page, 'Outright winner');
  await expect(competitors.first()).toBeVisible();
  expect(await competitors.count()).toBeGreaterThan(10);
  await pickOdds(page, testInfo, competitors.first(), 2);

  const slip = await openPanel(page, testInfo);
  await slip.getByRole('radio', { name: 'Combo' }).check();
  await expect(
    slip.getByText("A league's outright cannot go in one combo or system with a match of that league."),
  ).toBeVisible();
  await expect(slip.getByTestId('place-bets')).toBeDisabled();
  await shot(page, testInfo, 'outright-related-combo');
  expect(await severeViolations(page)).toEqual([]);
  // The slip names a match "Home – Away" (an en dash); its row on the league page, "Home - Away".
  const [home] = matchName.split(' - ');
  await slip.getByRole('button', { name: new RegExp(`^Remove .*, ${home} – `) }).click();
  await expect(slip.getByTestId('slip-selection')).toHaveCount(1);
  await expect(slip.getByTestId('slip-selection')).toContainText(outright.name);

  await slip.getByTestId('slip-stake').fill('1');
  await expect(slip.getByTestId('place-bets')).toHaveText('Place bet');
  const success = await placeUntilPlaced(slip);
  await expect(success.getByRole('heading', { name: /^Bet placed/ })).toBeVisible();
  await success.getByTestId('slip-done').click();
  await expect.poll(async () => minorUnits(await headerBalance(page))).toBe(1900);

  const myBets = await openPanel(page, testInfo, 'My bets');
  const open = myBets.locator('[data-testid="my-bet"][data-status="waiting_results"]');
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(outright.name);

  await endMatchByApi(page.request, outright.id);
  await expect(open).toHaveCount(0, { timeout: 30_000 });
  const settled = myBets.locator('[data-testid="my-bet"][data-status="done"]');
  await expect(settled).toHaveCount(1);
  // The favourite won the title or it did not: the bet is won and paid, or lost and the balance stays.
  const result = await settled.getAttribute('data-result');
  expect(['win_entire', 'lose_entire']).toContain(result);
  if (result === 'win_entire')
    await expect.poll(async () => minorUnits(await headerBalance(page))).toBeGreaterThan(1900);
  else expect(minorUnits(await headerBalance(page))).toBe(1900);
  await shot(page, testInfo, 'outright-settled');
});
