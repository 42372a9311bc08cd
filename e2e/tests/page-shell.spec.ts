/**
 * The page shell's loose ends (spec platform §2 "Page shell"): the progress bar on a link's route change, absolute
 * canonical and hreflang links on the site URL (the e2e server sets none: the documented default), keywords on
 * every page, the visitor's country on <body>, robots.txt and sitemap.xml.
 */
import { matchPath, needMatches, PREMATCH_FOOTBALL } from '../support/api';
import { expect, test } from '../support/test';

const SITE = 'http://localhost:3000';

test('a link to another route shows the progress bar until the page has changed @desktop-only', async ({
  page,
}) => {
  await page.goto('/sports');
  await expect(page.getByRole('main')).toBeVisible();
  const bar = page.waitForSelector('#nprogress', { state: 'attached' });
  await page
    .getByRole('link', { name: /^Schedule/ })
    .first()
    .click();
  await bar;
  await expect(page).toHaveURL(/\/sports\/schedule$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('canonical and hreflang links are absolute, and every page has keywords @desktop-only', async ({
  page,
}) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto('/es/sports/live');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/es/sports/live`);
  await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute(
    'href',
    `${SITE}/pt-BR/sports/live`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${SITE}/sports/live`,
  );
  for (const path of [
    '/sports',
    '/sports/live',
    '/sports/favorites',
    '/sports/football',
    matchPath(match),
    '/sports/404',
  ]) {
    await page.goto(path);
    const keywords = await page.locator('meta[name="keywords"]').getAttribute('content');
    expect(keywords?.split(',').filter((k) => k.trim()).length, `keywords of ${path}`).toBeGreaterThan(0);
  }
  await page.goto(matchPath(match));
  expect(await page.locator('meta[name="keywords"]').getAttribute('content')).toContain(match.name);
});

test("the body carries the visitor's country from the proxy's header @desktop-only", async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'pt' });
  await page.goto('/sports');
  await expect(page.locator('body')).toHaveAttribute('data-user-country', 'PT');
});

test('robots.txt and sitemap.xml list what crawlers should see @desktop-only', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);

  const [match] = await needMatches(request, PREMATCH_FOOTBALL, 1);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${SITE}/sports</loc>`);
  expect(xml).toContain(`<loc>${SITE}/sports/football</loc>`);
  expect(xml).toContain(`<loc>${SITE}${matchPath(match)}</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${SITE}/sports/football/[^<]+</loc>`));
  expect(xml).toContain(`hreflang="es" href="${SITE}/es/sports/football"`);
});
