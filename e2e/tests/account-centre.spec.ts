/**
 * The account centre (issue 32): reached from the account menu, it shows two currency accounts with the active
 * one marked, comp points and status groups, the transactions with filters, the settings; phone verification
 * with the code read from the development outbox. axe on every section; screenshots under /work/shots/h32-*.
 */
import { randomInt } from 'node:crypto';
import type { TestInfo } from '@playwright/test';
import { depositByApi, signUpByApi } from '../support/api';
import { API_PORT } from '../support/servers';
import { severeViolations } from '../support/slip';
import { expect, type Page, test } from '../support/test';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `/work/shots/h32-${name}-${testInfo.project.name}.png`, fullPage: true });

test('the account centre shows two currency accounts, comp points and transactions', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 5000);
  await page.goto('/sports');
  await page.getByTestId('account-menu').click();
  await page.getByTestId('menu-profile').click();
  await expect(page).toHaveURL(/\/sports\/profile$/);
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  // The spec's display name: first plus last name (given before the deposit, support/api.ts), not the e-mail.
  await expect(page.getByTestId('profile-display-name')).toHaveText('Alex Tester');
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'profile');

  await page.getByTestId('profile-nav-wallet').click();
  await expect(page.getByTestId('wallet-account')).toHaveCount(1);
  await page.getByTestId('wallet-open-currency').selectOption('BTC');
  await page.getByTestId('wallet-open').click();
  await expect(page.getByTestId('wallet-account')).toHaveCount(2);
  await expect(page.locator('[data-currency="BTC"]').getByTestId('wallet-active')).toBeVisible();
  await expect(page.locator('[data-currency="EUR"]')).toContainText('€50.00');
  await page.locator('[data-currency="EUR"]').getByRole('button', { name: 'Use EUR' }).click();
  await expect(page.locator('[data-currency="EUR"]').getByTestId('wallet-active')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'wallet');

  await page.getByTestId('profile-nav-loyalty').click();
  await expect(page.getByTestId('comp-points')).toHaveText(/\d+ comp points/);
  await expect(page.getByTestId('status-groups').getByText('Your group')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'loyalty');

  await page.getByTestId('profile-nav-transactions').click();
  await expect(page).toHaveURL(/\/sports\/profile\/wallet\/transactions$/);
  const deposit = page.getByTestId('transaction').first();
  await expect(deposit).toHaveAttribute('data-kind', 'deposit');
  await expect(deposit).toContainText('+€50.00');
  await page.getByTestId('transactions-kind').selectOption('bet_stake');
  await expect(page.getByText('No transactions')).toBeVisible();
  await page.getByTestId('transactions-kind').selectOption('');
  await expect(page.getByTestId('transaction')).toHaveCount(1);
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'transactions');

  await page.getByTestId('profile-nav-settings').click();
  await expect(page.getByTestId('settings-stakes')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'settings');
});

test('phone verification with the code from the outbox', async ({ page, context }, testInfo) => {
  test.setTimeout(60_000);
  await signUpByApi(context, page.request);
  const number = `+4915${String(randomInt(10_000_000, 99_999_999))}`;
  await page.goto('/sports/profile');
  const card = page.getByTestId('phone-verification');
  await card.getByTestId('phone-number').fill('12345');
  await card.getByTestId('phone-send').click();
  await expect(card.getByRole('alert')).toHaveText('Enter the number with + and the country code.');
  await card.getByTestId('phone-number').fill(number);
  await card.getByTestId('phone-send').click();
  await expect(card).toContainText(`We sent a code to ${number}.`);
  await expect(card.getByTestId('phone-resend')).toHaveText(/New code in \d+ s/);
  await expect(card.getByTestId('phone-resend')).toBeDisabled();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'phone-code');

  const mailbox = await page.request.get(
    `http://localhost:${API_PORT}/dev/mailbox?to=${encodeURIComponent(number)}`,
  );
  const code = /\b(\d{6})\b/.exec(await mailbox.text())?.[1];
  expect(code).toBeTruthy();
  await card.getByTestId('phone-code').fill('000000' === code ? '111111' : '000000');
  await card.getByTestId('phone-verify').click();
  await expect(card.getByRole('alert')).toHaveText('The code is wrong or no longer valid.');
  await card.getByTestId('phone-code').fill(code ?? '');
  await card.getByTestId('phone-verify').click();
  await expect(card.getByTestId('phone-verified')).toHaveText(`${number} is verified.`);
  await shot(page, testInfo, 'phone-verified');
});

test('the account centre asks a visitor to sign in, in words', async ({ page }, testInfo) => {
  await page.goto('/es/sports/profile/limits');
  await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  await expect(page.getByText('Inicia sesión para ver tu cuenta')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'profile-signed-out-es');
});

test('from a blocked country there is no sign-in, and the API refuses it too', async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'AQ' });
  await page.goto('/sports');
  const blocked = page.getByTestId('header-country-blocked');
  await expect(blocked).toHaveAccessibleName('Sign-in is not available in your country.');
  await expect(page.getByTestId('header-sign-in')).toHaveCount(0);
  await blocked.click();
  await expect(page.getByTestId('auth-country-blocked')).toHaveText(
    'Signing in and creating an account are not available in your country.',
  );
  expect(await severeViolations(page)).toEqual([]);
  // The header fits a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const answer = await page.request.post('/api/platform/users/sign_in', {
    data: { email: 'demo@sportsbook.local', password: 'demo-password-1' },
    headers: { 'x-country-code': 'AQ' },
  });
  expect(answer.status()).toBe(403);
  expect(((await answer.json()) as { code: string }).code).toBe('country_blocked');
  await page.screenshot({ path: `/work/shots/h32-country-blocked-${testInfo.project.name}.png` });
});
