import { expect, test } from '../support/test';

test('switching the language keeps the path, the query and the hash', async ({ page }) => {
  await page.goto('/sports/general-rules?from=e2e#asian');
  await expect(page.getByRole('heading', { level: 1, name: 'General rules' })).toBeVisible();

  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();

  await expect(page).toHaveURL(/\/es\/sports\/general-rules\?from=e2e#asian$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reglas generales' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('body')).toHaveAttribute('data-locale', 'es');

  // Back to the default locale: its URLs carry no prefix.
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/sports\/general-rules\?from=e2e#asian$/);
  expect(new URL(page.url()).pathname).toBe('/sports/general-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'General rules' })).toBeVisible();
});

test('the br alias and other near-misses land on a supported locale', async ({ page }) => {
  await page.goto('/br/sports/about');
  await expect(page).toHaveURL(/\/pt-BR\/sports\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre o sportsbook' })).toBeVisible();
});
