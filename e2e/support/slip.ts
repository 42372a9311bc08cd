/**
 * Steps the bet-slip journeys share, each done the way the viewport offers it: on a desktop (>= 1280 px) the slip
 * and my bets live in the right sidebar and the header shows the balance and Deposit; on a phone the slip is a
 * sheet opened from the bottom tab bar and the account area is one icon button opening a menu.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Locator, Page, TestInfo } from '@playwright/test';
import { textedCode, uniquePhone } from './api';
import { expect } from './test';

/** The e2e feed reprices live markets every few seconds at 5x; an odds change in the slip comes within this. */
export const ODDS_CHANGE_WAIT_MS = 90_000;

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The open slip panel: the right sidebar's on a desktop, the sheet on a phone. */
function slipPanel(page: Page, testInfo: TestInfo): Locator {
  return isPhone(testInfo)
    ? page.getByRole('dialog', { name: 'Bet slip' }).getByTestId('bet-slip-panel')
    : page.getByTestId('right-sidebar').getByTestId('bet-slip-panel');
}

/**
 * The phone's tab-bar button of the slip; `aria-expanded` says whether the sheet is open (or opening). Hidden
 * ones included: an open sheet hides the rest of the page from assistive technology, the tab bar with it.
 */
const slipTabButton = (page: Page) =>
  page.getByTestId('mobile-tab-bar').getByRole('button', { name: /^Bet slip/, includeHidden: true });

/**
 * Whether the app has opened the slip's sheet. Its state, not the dialog's visibility: the state changes in the
 * same render as the pick that opens it, the dialog appears only once radix Dialog has loaded.
 */
const sheetOpen = async (page: Page) => (await slipTabButton(page).getAttribute('aria-expanded')) === 'true';

/** Opens the panel (the sheet on a phone) on one of its tabs and returns it. */
export async function openPanel(
  page: Page,
  testInfo: TestInfo,
  tab: 'Bet slip' | 'My bets' = 'Bet slip',
): Promise<Locator> {
  const panel = slipPanel(page, testInfo);
  // The sheet may be opening already (a first pick, a shared link): it shows a loading overlay until radix
  // Dialog has loaded, and a click on the tab bar would then land on that overlay or on the sheet.
  if (isPhone(testInfo) && !(await sheetOpen(page))) await slipTabButton(page).click();
  await expect(panel).toBeVisible();
  const trigger = panel.getByRole('tab', { name: new RegExp(`^${tab}`) });
  if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-selected', 'true');
  return panel;
}

/** Closes the slip sheet on a phone (the first pick opens it over the page); nothing to do on a desktop. */
export async function closeSheet(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isPhone(testInfo) || !(await sheetOpen(page))) return;
  const sheet = page.getByRole('dialog', { name: 'Bet slip' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
}

/** The match page's odds buttons that can be picked now (market cards in the main column). */
export const pickableOdds = (page: Page) =>
  page.locator('main button[aria-pressed][data-layout]:not([data-locked]):not([aria-disabled="true"])');

/** The match page's odds buttons of one market card (by its name, e.g. "1x2") that can be picked now. */
export const marketOdds = (page: Page, market: string) =>
  page
    .getByRole('region', { name: new RegExp(`^${market}`) })
    .locator('button[aria-pressed][data-layout]:not([data-locked])');

/**
 * The odds button of a market card's outcome at `index` in the market's own order (1x2: 0 home, 1 draw, 2 away),
 * counting locked ones, once it can be picked: a locked outcome (suspended, or too lopsided to quote) is waited for.
 */
export async function marketOutcome(page: Page, market: string, index: number): Promise<Locator> {
  const button = page
    .getByRole('region', { name: new RegExp(`^${market}`) })
    .locator('button[aria-pressed][data-layout]')
    .nth(index);
  await expect(button).not.toHaveAttribute('data-locked', /.*/, { timeout: 15_000 });
  return button;
}

/** Picks an odds button, waits until the slip holds `expectedCount` selections, and closes the phone's sheet. */
export async function pickOdds(
  page: Page,
  testInfo: TestInfo,
  button: Locator,
  expectedCount: number,
): Promise<void> {
  await expect(button).toBeVisible();
  // A handle, not the locator: a live market may lock right after the pick, and the locator skips locked odds.
  const handle = await button.elementHandle();
  if (!handle) throw new Error('the odds button left the page');
  await handle.click();
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await expectSlipCount(page, testInfo, expectedCount);
  await closeSheet(page, testInfo);
}

/** Picks the first pickable odds of the match page and waits until the slip holds it. */
export async function pickFirstOdds(page: Page, testInfo: TestInfo, expectedCount: number): Promise<void> {
  await pickOdds(page, testInfo, pickableOdds(page).first(), expectedCount);
}

/**
 * Presses place until the slip shows what was placed. A live market can suspend for a moment between the last
 * check and the server's (a dangerous attack, a goal): the refusal is dismissed and the place tried again.
 */
export async function placeUntilPlaced(slip: Locator, attempts = 3): Promise<Locator> {
  const success = slip.getByTestId('slip-success');
  const error = slip.getByTestId('slip-error');
  for (let i = 0; i < attempts; i++) {
    await slip.getByTestId('place-bets').click();
    await expect(success.or(error)).toBeVisible({ timeout: 15_000 });
    if (await success.isVisible()) return success;
    await error.getByRole('button').last().click();
  }
  await expect(success).toBeVisible();
  return success;
}

/** The number of selections the slip reports (the sidebar tab's badge, or the tab bar's on a phone). */
export async function expectSlipCount(page: Page, testInfo: TestInfo, count: number): Promise<void> {
  const badge = isPhone(testInfo)
    ? page.getByTestId('tab-bar-slip-count')
    : page.getByTestId('right-sidebar').getByTestId('slip-count');
  await expect(badge).toHaveText(String(count));
}

/** Signs up through the header's form (on a phone: sign-in icon, then "Create an account"). */
export async function signUpThroughUi(page: Page, testInfo: TestInfo, email: string, password: string) {
  if (isPhone(testInfo)) {
    await page.getByTestId('header-sign-in').click();
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Create an account' })
      .click();
  } else {
    await page.getByTestId('header-sign-up').click();
  }
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  const form = dialog.getByTestId('sign-up-form');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await expect(form.getByLabel('Currency')).toHaveValue('EUR');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-label', /^Account, balance /);
}

/** Deposits through the provider's cashier with the success card (header button on a desktop, account menu on a phone). */
export async function depositThroughUi(page: Page, testInfo: TestInfo, amount: string): Promise<void> {
  if (isPhone(testInfo)) {
    await page.getByTestId('account-menu').click();
    await page.getByTestId('menu-deposit').click();
  } else {
    await page.getByTestId('header-deposit').click();
  }
  // A new player's first deposit: the e2e server requires the deposit profile first (DEPOSIT_FIELDS_REQUIRED),
  // in a form that cannot be closed, then the phone verified with the texted code.
  const details = page.getByRole('dialog', { name: 'Complete your details' });
  await expect(details).toBeVisible();
  await expect(details.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Continue to deposit' }).click();
  await expect(details.getByText('Enter your name.')).toHaveCount(2);
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'deposit-missed-fields');
  await details.getByLabel('First name').fill('Zoë');
  await details.getByLabel('Last name').fill("O'Neil");
  await details.getByRole('button', { name: 'Continue to deposit' }).click();
  const phone = page.getByRole('dialog', { name: 'Verify your phone' });
  const number = uniquePhone();
  await phone.getByTestId('phone-number').fill(number);
  await phone.getByTestId('phone-send').click();
  await phone.getByTestId('phone-code').fill(await textedCode(page.request, number));
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'deposit-phone');
  await phone.getByTestId('phone-verify').click();
  await payInCashier(page, amount, '4242424242424242');
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toBeHidden();
}

/** In the open deposit dialog: the amount, then the sandbox provider's card in its cashier frame. */
export async function payInCashier(page: Page, amount: string, card: string): Promise<FrameLocator> {
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByLabel('Amount (EUR)').fill(amount);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  const cashier = dialog.frameLocator('[data-testid="cashier"] iframe');
  await cashier
    .getByRole('button', { name: new RegExp(`^${card.replace(/(\d{4})(?=\d)/g, '$1 ')}`) })
    .click();
  await expect(cashier.getByLabel('Card number')).toHaveValue(card);
  await cashier.getByRole('button', { name: /^Pay / }).click();
  return cashier;
}

/** The header balance as shown ("€25.00"), read from the account button's name (the text hides on a phone). */
export async function headerBalance(page: Page): Promise<string> {
  const label = (await page.getByTestId('account-menu').getAttribute('aria-label')) ?? '';
  return label.replace(/^Account, balance /, '');
}

/** Waits until the header balance reads `text`. */
export async function expectBalance(page: Page, text: string | RegExp, timeout?: number): Promise<void> {
  const name =
    typeof text === 'string' ? `Account, balance ${text}` : new RegExp(`^Account, balance ${text.source}`);
  await expect(page.getByTestId('account-menu')).toHaveAttribute('aria-label', name, { timeout });
}

/** "€1,234.50" as minor units. */
export function minorUnits(text: string): number {
  const digits = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Serious and critical axe violations of the page (or of `include`), as readable lines. */
export async function severeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => `${n.target.join(' ')}${n.any[0] ? `: ${n.any[0].message}` : ''}`);
      return `${v.id}: ${v.help} (${nodes.join('; ')})`;
    });
}

/** Saves a screenshot of a slip state to /work/shots (e2e-<name>-<project>.png). */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `/work/shots/e2e-${name}-${testInfo.project.name}.png` });
}
