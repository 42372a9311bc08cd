/**
 * An odds change while a selection waits in the slip: the slip shows the old and the new price and blocks
 * placing until the change is accepted; after accepting, the bet is placed at the new price. Live selections:
 * the e2e feed reprices live markets every few seconds.
 */
import type { Locator } from '@playwright/test';
import { depositByApi, LIVE_FOOTBALL, matchPath, needPlayingMatch, signUpByApi } from '../support/api';
import { expectBalance, marketOdds, ODDS_CHANGE_WAIT_MS, openPanel, pickOdds, shot } from '../support/slip';
import { expect, test } from '../support/test';

/** The prices the slip shows now, by selection id. */
async function slipOdds(slip: Locator): Promise<Record<string, string>> {
  return slip
    .getByTestId('slip-selection')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.getAttribute('data-selection-id') ?? '',
          row.querySelector('[class*="odds"]:not(s)')?.textContent?.replace(/^.*?(\d)/, '$1') ?? '',
        ]),
      ),
    );
}

test('an odds change in the slip is shown, accepted, and the bet placed at the new price', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const match = await needPlayingMatch(page.request, LIVE_FOOTBALL);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);

  // The home win of the last match to kick off that is in play with a home price away from the ladder's ends: it
  // drifts with every minute played.
  await page.goto(matchPath(match));
  await pickOdds(page, testInfo, marketOdds(page, '1x2').first(), 1);
  await expectBalance(page, '€20.00');
  const slip = await openPanel(page, testInfo);
  await slip.getByTestId('slip-stake').fill('2');
  await expect(slip.getByRole('combobox', { name: 'When odds change' })).toHaveValue('none');

  const accept = slip.getByTestId('accept-odds');
  const place = slip.getByTestId('place-bets');
  // A price change (a short suspension also asks for acceptance, but this journey waits for a new price).
  const changed = slip.locator('[data-testid="slip-selection"][data-changed]');
  const suspended = slip.locator('[data-testid="slip-selection"][data-suspended]');
  await expect(changed).toHaveCount(1, { timeout: ODDS_CHANGE_WAIT_MS });
  await expect(changed).toContainText(/Odds changed from [\d.]+ to [\d.]+/);
  await expect(accept).toBeVisible();
  await expect(slip.getByText('Some odds have changed or selections are no longer available.')).toBeVisible();
  await expect(place).toBeDisabled();
  await expect(slip.getByTestId('place-blocker')).toHaveText(
    'The odds have changed. Accept the changes to place your bet.',
  );
  await shot(page, testInfo, 'slip-odds-changed');

  // Accept and place. The feed may move the price again before the request (the slip asks again) or during
  // the live delay (the bet is rejected and its stake returned): then the selection is kept and tried again.
  const success = slip.getByTestId('slip-success');
  const status = success.locator('[data-status]').last();
  const dismiss = slip.getByRole('button', { name: /^(Review the new odds|Back to the bet slip)$/ });
  let accepted: Record<string, string> = {};
  for (let attempt = 0; attempt < 8; attempt++) {
    if (await success.isVisible()) {
      await expect(status).not.toHaveAttribute('data-status', 'submitted', { timeout: 20_000 });
      if ((await status.getAttribute('data-status')) === 'accepted') break;
      await success.getByTestId('keep-selections').click();
    }
    // The price can move again right after a click: accept until no selection shows a change. A suspension (a
    // goal, say) asks for acceptance too, and accepting it removes the selection: wait until it has passed.
    await expect(async () => {
      await expect(suspended).toHaveCount(0, { timeout: 1_000 });
      if (await accept.isVisible()) await accept.click();
      if (await dismiss.isVisible()) await dismiss.click();
      await expect(changed).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    accepted = await slipOdds(slip);
    await place.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(success.or(accept).or(dismiss)).toBeVisible({ timeout: 15_000 });
  }
  await expect(success.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  await expect(status).toHaveAttribute('data-status', 'accepted');
  await expect(status).toHaveText('Accepted');
  await shot(page, testInfo, 'slip-odds-accepted-placed');
  await expectBalance(page, '€18.00');

  // The receipt lists each selection at the price accepted last.
  const receipt = await success
    .locator('li li')
    .evaluateAll((rows) => rows.map((r) => r.lastElementChild?.textContent ?? ''));
  expect(receipt.sort()).toEqual(Object.values(accepted).sort());
});
