import { expect, test } from '../support/test';

const MESSAGE = "Oops, sorry. We can't find that page.";

test('an unknown sports path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/sports/no/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByTestId('error-screen-notFound').locator('svg')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sports home' }).click();
  await expect(page).toHaveURL(/\/sports$/);
});

test('/sports/404 shows the localised page inside the shell, kept out of search', async ({ page }) => {
  const response = await page.goto('/es/sports/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Vaya, lo sentimos. No encontramos esa página.')).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown sport is a 404 with the real status', async ({ page }) => {
  const response = await page.goto('/sports/no-such-sport');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(MESSAGE)).toBeVisible();
});

test('a path outside the sportsbook is a 404 too', async ({ page }) => {
  const response = await page.goto('/definitely-not-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(MESSAGE)).toBeVisible();
});

test('a missing match page and a stray path arrive as a 404 page already written, with its language', async ({
  page,
}) => {
  // The HTML as sent, before any script: what a crawler and a slow phone get.
  for (const [path, lang, text] of [
    [
      '/es/sports/football/partido-que-ya-no-existe-99999',
      'es',
      'Vaya, lo sentimos. No encontramos esa página.',
    ],
    ['/pt-BR/em-lugar-nenhum', 'pt-BR', 'Página não encontrada'],
    ['/sports/404', 'en', MESSAGE],
  ] as const) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toContain(text.replace("'", '&#x27;'));
  }
});
