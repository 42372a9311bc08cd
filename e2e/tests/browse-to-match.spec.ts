import { expect, type Page, test } from '../support/test';

/** A football match page's path: its slug ends in the match id. */
const MATCH_PAGE = /\/sports\/football\/[a-z0-9-]+-\d+$/;

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
  await expect(page).toHaveURL(MATCH_PAGE);
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

test("a list's match links are prefetched when the bettor shows intent, not when they come into view", async ({
  page,
}, testInfo) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/sports/football');
  const link = page.getByRole('article').first().getByRole('link').first();
  await expect(link).toBeVisible();
  // Viewport prefetching works on this page (the sports navigation keeps it)...
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1500);
  await page.waitForTimeout(1_500);
  // ...but none of the rows' links, shown or scrolled to, asked for its page.
  const rowLinks = await page
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(rowLinks.length).toBeGreaterThan(10);
  expect(prefetched.filter((path) => rowLinks.includes(path))).toEqual([]);

  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(MATCH_PAGE);
  // A pointer over the link on a desktop, the keyboard's focus on a phone.
  if (testInfo.project.name === 'mobile') await link.focus();
  else await link.hover();
  await expect.poll(() => prefetched.filter((path) => path.endsWith(href))).not.toEqual([]);
  await link.click();
  await expect(page).toHaveURL(MATCH_PAGE);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
});
