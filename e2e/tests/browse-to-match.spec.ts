import { expect, type Page, test } from '../support/test';

/** Opens the Football page the way each layout offers it: the sidebar on desktop, the menu sheet on a phone. */
async function openFootball(page: Page, project: string) {
  if (project === 'mobile') {
    await page.getByTestId('mobile-tab-bar').getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /^Football( |$)/ })
      .click();
  } else {
    await page
      .getByTestId('left-sidebar')
      .getByRole('link', { name: /^Football( |$)/ })
      .click();
  }
}

test('a bettor browses from the home page to a sport, a league and a match', async ({ page }, testInfo) => {
  await page.goto('/sports');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top leagues' })).toBeVisible();

  await openFootball(page, testInfo.project.name);
  await expect(page).toHaveURL(/\/sports\/football$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Football betting' })).toBeVisible();

  const league = page.getByRole('navigation', { name: 'Leagues' }).getByRole('link').first();
  const leagueName = (await league.locator('span').first().textContent()) ?? '';
  await league.click();
  await expect(page).toHaveURL(/\/sports\/football\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: leagueName })).toBeVisible();

  const row = page.getByRole('article').first();
  const matchName = (await row.getAttribute('aria-label')) ?? '';
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sports\/football\/[a-z0-9-]+-\d+$/);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: matchName })).toBeAttached();
  await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: leagueName }),
  ).toBeVisible();
});

test('a slug that names nothing under the sport is a 404', async ({ page }) => {
  const response = await page.goto('/sports/football/no-such-league-or-match');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
});
