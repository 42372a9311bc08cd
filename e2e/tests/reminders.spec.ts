/**
 * The deposit and sign-up reminders (spec platform §4 "Reminders", §7 cookies): each comes once after its delay
 * (2 s here: the e2e server's DEPOSIT_REMINDER_AFTER_SECONDS and SIGN_UP_REMINDER_SECONDS) and not again after a
 * reload, the deposit reminder by its 1-day cookie (written with only the necessary cookies consented), the
 * sign-up reminder by its session item. Deposit leads into the deposit flow, its steps first. axe on each;
 * screenshots under /work/shots/h38-*.
 */
import type { TestInfo } from '@playwright/test';
import { signUpByApi } from '../support/api';
import { severeViolations } from '../support/slip';
import { expect, type Page, test } from '../support/test';

test.use({ reminders: true });

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `/work/shots/h38-${name}-${testInfo.project.name}.png` });

const signUpReminder = (page: Page) => page.getByRole('region', { name: 'Bet with an account' });
const depositReminder = (page: Page) => page.getByRole('region', { name: 'Ready for your first bet?' });

test('the sign-up reminder comes once to a visitor, and not again after a reload', async ({
  page,
}, testInfo) => {
  await page.goto('/sports');
  await expect(signUpReminder(page)).toBeVisible({ timeout: 10_000 });
  expect(await severeViolations(page, '[data-testid="reminder-signUp"]')).toEqual([]);
  await shot(page, testInfo, 'reminder-sign-up');
  // Not modal: the page stays usable, and the reminder does not take the focus.
  await expect(signUpReminder(page)).not.toBeFocused();
  await signUpReminder(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('dialog', { name: 'Create an account' })).toBeVisible();
  await expect(signUpReminder(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Twice the delay, and nothing.
  await page.waitForTimeout(4_500);
  await expect(signUpReminder(page)).toBeHidden();
});

test('the deposit reminder comes once a day to a player, its cookie 1 day, and leads to the deposit steps', async ({
  page,
}, testInfo) => {
  await signUpByApi(page.context(), page.request);
  await page.goto('/sports');
  await expect(depositReminder(page)).toBeVisible({ timeout: 10_000 });
  // The sign-up reminder is for visitors only.
  await expect(signUpReminder(page)).toBeHidden();
  expect(await severeViolations(page, '[data-testid="reminder-deposit"]')).toEqual([]);
  await shot(page, testInfo, 'reminder-deposit');

  const cookie = (await page.context().cookies()).find((c) => c.name === 'deposit_reminder_invoked');
  expect(cookie, 'the reminder cookie, with only the necessary cookies consented').toBeTruthy();
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 120);
  expect(lifetime).toBeLessThanOrEqual(86_400);

  // Escape closes it, from the keyboard.
  await depositReminder(page).getByRole('button', { name: 'Not now' }).focus();
  await page.keyboard.press('Escape');
  await expect(depositReminder(page)).toBeHidden();

  await page.reload();
  await page.waitForTimeout(4_500);
  await expect(depositReminder(page)).toBeHidden();

  // Another day (the cookie gone): it comes again, and Deposit opens the deposit flow at its first step.
  await page.context().clearCookies({ name: 'deposit_reminder_invoked' });
  await page.reload();
  await depositReminder(page).getByRole('button', { name: 'Deposit' }).click({ timeout: 10_000 });
  await expect(page.getByRole('dialog', { name: 'Complete your details' })).toBeVisible();
});
