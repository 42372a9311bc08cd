/**
 * The locales beyond en/es/pt-BR (ko, ja, sr-ME, ar, he), the spec's aliases and fallback order in the URL, and
 * right-to-left: ar and he render `dir="rtl"` (the right-to-left setting is on by default) and the layout mirrors.
 * Every journey also passes the missing-translation check of support/test.ts.
 */
import { expect, type Page, test } from '../support/test';

async function box(page: Page, testId: string) {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not on screen`);
  return found;
}

test('/ar/sports reads right to left in Arabic', async ({ page }) => {
  await page.goto('/ar/sports');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المراهنات الرياضية' })).toBeVisible();
  // Odds keep their left-to-right order inside the mirrored page (a minus or plus stays before its number).
  const odds = page
    .locator('main button[aria-pressed][data-layout]:not([data-locked]) > span:last-child')
    .first();
  await expect(odds).toBeVisible();
  expect(await odds.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('/ar/sports mirrors the columns: the sports list stands on the right @desktop-only', async ({
  page,
}) => {
  await page.goto('/ar/sports');
  await page.locator('main').waitFor();
  const sidebar = await box(page, 'left-sidebar');
  const main = await page.locator('main').boundingBox();
  expect(main).not.toBeNull();
  expect(sidebar.x).toBeGreaterThan((main?.x ?? 0) + (main?.width ?? 0) - 1);

  await page.goto('/sports');
  await page.locator('main').waitFor();
  const ltrSidebar = await box(page, 'left-sidebar');
  expect(ltrSidebar.x).toBeLessThan(10);
});

test('/he/sports: the menu comes in from the right edge @mobile-only', async ({ page }) => {
  await page.goto('/he/sports');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('button', { name: 'תפריט' }).click();
  const menu = page.getByRole('dialog', { name: 'תפריט' });
  await expect(menu).toBeVisible();
  await expect(async () => {
    const sheet = await menu.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.round((sheet?.x ?? 0) + (sheet?.width ?? 0))).toBe(width);
    expect(sheet?.x ?? 0).toBeGreaterThan(0);
  }).toPass();
});

test('ko, ja and sr-ME read left to right in their own language', async ({ page }) => {
  for (const [path, lang, heading] of [
    ['/ko/sports', 'ko', '스포츠 베팅'],
    ['/ja/sports', 'ja', 'スポーツベッティング'],
    ['/sr-ME/sports', 'sr-Latn-ME', 'Sportsko klađenje'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});

test('/ko/sports/404 is in Korean', async ({ page }) => {
  const response = await page.goto('/ko/sports/404');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByText('죄송합니다. 요청하신 페이지를 찾을 수 없습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '스포츠 홈으로 가기' }).first()).toBeVisible();
});

test('the error pages of ja and sr are in their language', async ({ page }) => {
  await page.goto('/ja/sports/no/such/page');
  await expect(page.getByText('申し訳ありません。お探しのページが見つかりませんでした。')).toBeVisible();
  // sr is the spec's Serbian, mapped to sr-ME.
  await page.goto('/sr/sports/404');
  await expect(page).toHaveURL(/\/sr-ME\/sports\/404$/);
  await expect(page.getByText('Izvinite, ne možemo da pronađemo tu stranu.')).toBeVisible();
});

test('/no/sports falls back by the spec order: nb is not configured, so the default locale', async ({
  page,
}) => {
  await page.goto('/no/sports');
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/se/sports/live');
  await expect(page).toHaveURL(/\/sports\/live$/);
  await page.goto('/ko-KR/sports/live');
  await expect(page).toHaveURL(/\/ko\/sports\/live$/);
});

test('malformed locale segments never answer a server error', async ({ page }) => {
  for (const path of [
    '/ko-/sports',
    '/-ko/sports',
    '/a_b_c_d/sports',
    '/%00/sports',
    '/..%2F/sports',
    `/${'x'.repeat(300)}/sports`,
    '/ar-/sports/404',
    '/ko/%E0%A4%A',
    '/ar/sports/%ZZ',
    // Undecodable escapes in the first segment fail Next's router itself (apps/web/server.mjs answers them).
    '/%E0%A4%A/sports',
    '/%A0/sports/live',
    '/sports%/live?x=1',
  ]) {
    const answer = await page.request.get(path, { maxRedirects: 5 });
    expect(answer.status(), path).toBe(404);
  }
  // In the browser: the not-found page, with its way home.
  await page.goto('/%E0%A4%A/sports');
  await expect(page.getByTestId('error-screen-notFound')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sports home' })).toBeVisible();
});
