/** Cashing out an open bet from my bets: the offer, a confirmation, the paid amount, the balance up. */
import { depositByApi, matchPath, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { expectBalance, headerBalance, minorUnits, openPanel, pickFirstOdds, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('a player cashes out an open bet and the balance goes up by the paid amount', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 5000);
  await page.goto(matchPath(match));
  await expectBalance(page, '€50.00');

  await pickFirstOdds(page, testInfo, 1);
  const slip = await openPanel(page, testInfo);
  await slip.getByTestId('slip-stake').fill('10');
  await slip.getByTestId('place-bets').click();
  await expect(slip.getByTestId('slip-success')).toBeVisible();
  // One reference everywhere: the one the slip shows after placing is the one my bets lists.
  const ref =
    (await slip
      .getByTestId('slip-success')
      .getByText(/^Ref\. /)
      .textContent()) ?? '';
  expect(ref).toMatch(/^Ref\. [A-Z0-9]+$/);
  await expectBalance(page, '€40.00');
  await slip.getByTestId('slip-done').click();

  const myBets = await openPanel(page, testInfo, 'My bets');
  const bet = myBets.getByTestId('my-bet').first();
  await expect(bet).toHaveAttribute('data-status', 'waiting_results');
  await expect(bet.getByText(ref, { exact: true })).toBeVisible();
  await shot(page, testInfo, 'my-bets-open');
  await bet.getByTestId('cashout').click();

  const dialog = page.getByRole('dialog', { name: 'Cash out this bet?' });
  await expect(dialog.getByTestId('cashout-offer')).toHaveText(/^€\d+\.\d\d$/);
  await shot(page, testInfo, 'cashout-confirm');
  // The offer may move while the dialog is open: a moved offer is accepted first, then confirmed.
  const accept = dialog.getByTestId('cashout-accept');
  if (await accept.isVisible()) await accept.click();
  const offer = (await dialog.getByTestId('cashout-offer').textContent()) ?? '';
  await dialog.getByTestId('cashout-confirm').click();

  const done = page.getByRole('dialog', { name: 'Bet cashed out' });
  const paidLine = done.getByText(/ has been paid to your balance\.$/);
  await expect(paidLine).toBeVisible();
  const paid = ((await paidLine.textContent()) ?? '').replace(' has been paid to your balance.', '');
  expect(minorUnits(paid)).toBeGreaterThan(0);
  expect(minorUnits(paid)).toBeLessThanOrEqual(minorUnits(offer) + 1);
  await shot(page, testInfo, 'cashout-done');
  await done.getByRole('button', { name: 'Done' }).click();

  await expect.poll(async () => minorUnits(await headerBalance(page))).toBe(4000 + minorUnits(paid));
  const cashedOut = myBets.getByTestId('my-bet').first();
  await expect(cashedOut).toHaveAttribute('data-status', 'cashed_out');
  await expect(cashedOut.getByText('Cashed out for')).toBeVisible();

  // A cashed-out bet has a result of its own: listed under "Cashed out", not under "Won".
  const results = myBets.getByRole('group', { name: 'Result' });
  await results.getByRole('button', { name: 'Won' }).click();
  await expect(myBets.getByTestId('my-bet')).toHaveCount(0);
  await results.getByRole('button', { name: 'Cashed out' }).click();
  await expect(myBets.getByTestId('my-bet')).toHaveCount(1);
  await expect(myBets.getByTestId('my-bet').first()).toHaveAttribute('data-result', 'cashed_out');
  await shot(page, testInfo, 'my-bets-cashed-out');
});
