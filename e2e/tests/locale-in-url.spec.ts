/**
 * The site settings' localeInUrl applies without a rebuild or a restart: set to `always`, the default locale's
 * pages move under /en (the proxy redirects, links, the canonical link and the sitemap carry it); back to
 * `as-needed`, /en/... redirects to the unprefixed page again. The spec edits the file both servers read
 * (support/site-settings.ts) and puts the run's settings back after each test.
 */
import type { Page } from '@playwright/test';
import { restoreSiteSettings, useSiteSettings } from '../support/site-settings';
import { expect, test } from '../support/test';

test.afterEach(() => restoreSiteSettings());

/** The in-app links of the page (hrefs under the sports base path, with or without a locale prefix). */
const inAppLinks = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('a[href]'))
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => /^\/(en\/)?sports(\/|$|\?)/.test(href)),
  );

test('localeInUrl "always" puts /en in the URLs on the next request, and "as-needed" takes it out again', async ({
  page,
  request,
}) => {
  useSiteSettings({ settings: { localeInUrl: 'always' } });
  await page.goto('/sports');
  await expect(page).toHaveURL(/\/en\/sports$/);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-locale-in-url', 'always');
  const prefixed = await inAppLinks(page);
  expect(prefixed.length).toBeGreaterThan(0);
  expect(prefixed.filter((href) => !href.startsWith('/en/'))).toEqual([]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/sports$/);
  // A link followed after hydration keeps the prefix.
  await page.locator('a[href^="/en/sports/"]:visible').first().click();
  await expect(page).toHaveURL(/\/en\/sports\//);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/en\/sports/);

  useSiteSettings({ settings: { localeInUrl: 'as-needed' } });
  await page.goto('/en/sports');
  await expect(page).toHaveURL(/\/sports$/);
  expect(new URL(page.url()).pathname).toBe('/sports');
  await expect(page.locator('html')).toHaveAttribute('data-locale-in-url', 'as-needed');
  const unprefixed = await inAppLinks(page);
  expect(unprefixed.length).toBeGreaterThan(0);
  expect(unprefixed.filter((href) => href.startsWith('/en/'))).toEqual([]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /[^n]\/sports$/);
});
