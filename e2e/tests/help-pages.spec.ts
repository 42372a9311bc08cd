/**
 * The informational pages of issue 38 and the consent link of issue 33: /sports/terms-and-conditions and
 * /sports/help-center render on the server in any locale with no English left (the fixture's missing-translation
 * check, and the English texts looked for here), with their metadata (absolute canonical, keywords); the help
 * centre's questions open from the keyboard and its search narrows them; the footer's "Cookie settings" reopens
 * the consent choices. axe clean; screenshots under /work/shots/h38-*.
 */
import type { TestInfo } from '@playwright/test';
import { severeViolations } from '../support/slip';
import { expect, type Page, test } from '../support/test';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `/work/shots/h38-${name}-${testInfo.project.name}.png`, fullPage: false });

/** English texts of these pages that must not show in another locale. */
const ENGLISH = [
  'Terms and conditions',
  'Bet acceptance',
  'Help centre',
  'How do I deposit?',
  'Still need help?',
];

async function expectNoEnglish(page: Page) {
  const text = (await page.locator('main').innerText()).toLowerCase();
  for (const english of ENGLISH) expect(text, english).not.toContain(english.toLowerCase());
}

test('the terms render in Spanish with their metadata, axe clean', async ({ page }, testInfo) => {
  const answer = await page.goto('/es/sports/terms-and-conditions');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Aceptación de apuestas' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/es\/sports\/terms-and-conditions$/,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /liquidación/);
  await expect(page).toHaveTitle(/Términos y condiciones/);
  await expectNoEnglish(page);
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'terms-es');
});

test('the help centre in Korean: questions open from the keyboard, the search narrows them', async ({
  page,
}, testInfo) => {
  await page.goto('/ko/sports/help-center');
  await expect(page.getByRole('heading', { level: 1, name: '고객센터' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ko\/sports\/help-center$/);
  await expectNoEnglish(page);
  const questions = page.getByTestId('help-question');
  const all = await questions.count();
  expect(all).toBeGreaterThan(10);

  const first = questions.first();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'help-center-ko');

  await page.getByLabel('고객센터 검색').fill('출금');
  await expect(page.getByTestId('help-search-count')).toContainText('일치하는 답변');
  const found = await questions.count();
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  for (const text of await questions.allInnerTexts()) expect(text).toContain('출금');

  await page.getByLabel('고객센터 검색').fill('없는단어xyz');
  await expect(page.getByTestId('help-search-none')).toContainText('없는단어xyz');
  await expect(questions).toHaveCount(0);
  await shot(page, testInfo, 'help-center-empty-ko');
});

test('the footer links the help pages, and its cookie settings reopen the consent choices', async ({
  page,
}, testInfo) => {
  // Analytics allowed below loads the tag manager's script: answered here (the machine has no way out).
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' }),
  );
  await page.goto('/sports/general-rules');
  const banner = page.getByRole('region', { name: 'Your privacy' });
  await expect(banner).toBeHidden();
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
    'href',
    '/sports/help-center',
  );
  await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    '/sports/terms-and-conditions',
  );

  await footer.getByRole('link', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  // The choices as they stand (the fixture's "necessary only"), open at once.
  const analytics = banner.getByRole('checkbox', { name: /Analytics/ });
  await expect(analytics).not.toBeChecked();
  expect(await severeViolations(page, '[data-testid="consent-banner"]')).toEqual([]);
  await shot(page, testInfo, 'cookie-settings');
  await analytics.check();
  await banner.getByRole('button', { name: 'Save choices' }).click();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((c) => c.name === 'consent');
  expect(consent?.value).toBe('v1.a1.m0');
  expect(new URL(page.url()).hash).toBe('');

  // The link works again, and the answer just given is what it shows.
  await footer.getByRole('link', { name: 'Cookie settings' }).click();
  await expect(banner.getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
});
