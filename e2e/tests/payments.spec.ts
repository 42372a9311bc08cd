/**
 * Deposits through the sandbox payment provider (issue 38): the cashier opens in a frame from the provider's own
 * origin inside the deposit dialog; the success card raises the header balance without a reload (the provider's
 * signed webhook credits the ledger, `balance_changed` brings it), the failing card shows the failure alert, the
 * pending card shows the pending alert and the credit a moment later, the 3-D Secure card asks for a confirmation
 * first. axe on the dialog with the frame; screenshots under /work/shots/h38-*.
 */
import type { TestInfo } from '@playwright/test';
import {
  completeDepositProfile,
  matchPath,
  needMatches,
  PREMATCH_FOOTBALL,
  signUpByApi,
} from '../support/api';
import { expectBalance, openPanel, payInCashier, pickFirstOdds, severeViolations } from '../support/slip';
import { expect, type Page, test } from '../support/test';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `/work/shots/h38-${name}-${testInfo.project.name}.png` });

/** A new player with the deposit profile filled (names, verified phone), on /sports with the deposit dialog open. */
async function openDeposit(page: Page, testInfo: TestInfo) {
  await signUpByApi(page.context(), page.request);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')?.value ?? '';
  await completeDepositProfile(page.request, { 'x-csrf-token': csrf });
  await page.goto('/sports');
  await expectBalance(page, '€0.00');
  if (testInfo.project.name === 'mobile') {
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-deposit').click();
  } else {
    await page.getByTestId('header-deposit').click();
  }
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
}

const alert = (page: Page) => page.getByTestId('alert');

test('the success card deposits through the cashier frame and the balance rises without a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await openDeposit(page, testInfo);
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByRole('button', { name: '€25.00' }).click();
  await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('25');
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'deposit-amount');
  await dialog.getByLabel('Amount (EUR)').fill('20');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const cashier = dialog.frameLocator('[data-testid="cashier"] iframe');
  await expect(cashier.getByText('20.00 EUR').first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'cashier');
  await cashier.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await cashier.getByRole('button', { name: /^Pay / }).click();
  await expectBalance(page, '€20.00');
  await expect(alert(page)).toContainText('Deposit received');
  await expect(dialog).toBeHidden();
  expect(navigations).toEqual([]);
  await shot(page, testInfo, 'deposit-success');
});

test('the failing card shows the failure alert and credits nothing', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await openDeposit(page, testInfo);
  await payInCashier(page, '15', '4000000000000002');
  await expect(alert(page)).toContainText('The card was declined');
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeHidden();
  await shot(page, testInfo, 'deposit-failed');
  await expectBalance(page, '€0.00');
});

test('the pending card shows pending, then the credit arrives', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await openDeposit(page, testInfo);
  await payInCashier(page, '12', '4000000000000259');
  await expect(alert(page)).toContainText('Deposit pending');
  await shot(page, testInfo, 'deposit-pending');
  await expectBalance(page, '€0.00');
  await expectBalance(page, '€12.00', 15_000);
});

test('the 3-D Secure card asks for the confirmation first @desktop-only', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await openDeposit(page, testInfo);
  const cashier = await payInCashier(page, '30', '4000000000003220');
  await expect(cashier.getByRole('heading', { name: 'Confirm with your bank' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'cashier-3ds');
  await cashier.getByRole('button', { name: 'Confirm payment' }).click();
  await expectBalance(page, '€30.00');
});

test('racing launches the provider’s game in a frame; lotteries, not offered, say so', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.goto('/sports/racing');
  await expect(page.getByRole('heading', { name: 'Horse racing' })).toBeVisible();
  await expect(page.getByText('Sign in to play')).toBeVisible();
  await signUpByApi(page.context(), page.request);
  await page.reload();
  const game = page.frameLocator('[data-testid="provider-game"]');
  await expect(game.getByRole('heading', { name: 'Sandbox Racing' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'racing');
  await page.goto('/sports/lotteries');
  await expect(page.getByText('Not available here')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'lotteries-unavailable');
});

test('quick deposit from the slip when the stake passes the balance @desktop-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await signUpByApi(page.context(), page.request);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'sb_csrf')?.value ?? '';
  await completeDepositProfile(page.request, { 'x-csrf-token': csrf });
  await page.goto(matchPath(match));
  await expectBalance(page, '€0.00');
  await pickFirstOdds(page, testInfo, 1);
  const slip = await openPanel(page, testInfo);
  await slip.getByTestId('slip-stake').fill('7.5');
  await expect(slip.getByTestId('place-bets')).toBeDisabled();
  await slip.getByRole('button', { name: 'Deposit €7.50' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('7.5');
  await shot(page, testInfo, 'quick-deposit');
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const cashier = dialog.frameLocator('[data-testid="cashier"] iframe');
  await cashier.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
  await cashier.getByRole('button', { name: /^Pay / }).click();
  await expectBalance(page, '€7.50');
  await expect(slip.getByTestId('place-bets')).toBeEnabled();
});

test('the provider’s return paths /profile/wallet/* lead to the wallet under /sports, result kept', async ({
  page,
}) => {
  await signUpByApi(page.context(), page.request);
  await page.goto('/profile/wallet/transactions');
  await expect(page).toHaveURL(/\/sports\/profile\/wallet\/transactions$/);
  await page.goto('/profile/wallet/deposit?deposit=success');
  // The result reaches the page: its alert says it, then the address drops it.
  await expect(alert(page)).toContainText('Deposit received');
  await expect(page).toHaveURL(/\/sports\/profile\/wallet\/deposit$/);
});

test('the return URL’s result on the full page: each says its alert, and no new deposit opens', async ({
  page,
}, testInfo) => {
  await signUpByApi(page.context(), page.request);
  await page.goto('/sports/profile/wallet/deposit?deposit=error');
  await expect(alert(page)).toContainText('Deposit failed');
  await expect(alert(page)).toContainText('Nothing was charged');
  await expect(page).toHaveURL(/\/sports\/profile\/wallet\/deposit$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'return-error');
  await page.goto('/sports/live?deposit=pending');
  await expect(alert(page)).toContainText('Deposit pending');
  await expect(page).toHaveURL(/\/sports\/live$/);
  // A reload does not say it again; without the result, the wallet's deposit page opens the deposit.
  await page.reload();
  await page.waitForTimeout(1_000);
  await expect(alert(page)).toBeHidden();
  await page.goto('/sports/profile/wallet/deposit');
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the header’s quick deposit offers the last card and pays with it, the balance rising @desktop-only', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await openDeposit(page, testInfo);
  await payInCashier(page, '20', '4242424242424242');
  await expectBalance(page, '€20.00');
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeHidden();

  const quick = page.getByTestId('header-quick-deposit');
  await quick.click();
  const menu = page.getByTestId('quick-deposit-menu');
  await expect(menu.getByTestId('quick-deposit-method')).toHaveText('Card ending 4242');
  expect(await severeViolations(page, '[data-testid="quick-deposit-menu"]')).toEqual([]);
  await shot(page, testInfo, 'header-quick-deposit');
  await menu.getByRole('menuitem', { name: '€10.00' }).click();
  // Straight on to the cashier, the last card filled in.
  const cashier = page
    .getByRole('dialog', { name: 'Deposit' })
    .frameLocator('[data-testid="cashier"] iframe');
  await expect(cashier.getByText('10.00 EUR').first()).toBeVisible();
  await expect(cashier.getByLabel('Card number')).toHaveValue('4242424242424242');
  await expect(cashier.getByText('Last used: card ending 4242')).toBeVisible();
  await shot(page, testInfo, 'quick-deposit-cashier');
  await cashier.getByRole('button', { name: /^Pay / }).click();
  await expectBalance(page, '€30.00');
  await expect(alert(page)).toContainText('Deposit received');
});
