/**
 * Pages from the site settings file (site-settings.json's demo `pages`, features/cms): the custom page
 * /promo/champions draws every block it names, in the page's locale, with its own SEO and style overrides, axe
 * clean at both sizes; the home is the configured `/` page; the iframe block's origin is allowed on that page only;
 * an unknown path is still a 404. (A bad block in a file is refused by name: packages/contract's blocks.test.ts
 * and apps/web's lib/site-pages.test.ts.)
 */
import { severeViolations } from '../support/slip';
import { expect, test } from '../support/test';

const PAGE = '/promo/champions';
/** The demo page's widget origin (the sandbox provider's default port; frameOrigins in site-settings.json). */
const WIDGET_ORIGIN = 'http://localhost:4500';

test('the custom page draws its blocks, with its SEO and style overrides, axe clean', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const answer = await page.goto(PAGE);
  expect(answer?.status()).toBe(200);
  const root = page.locator('[data-cms-page="/promo/champions"]');
  await expect(root.getByRole('heading', { level: 1, name: 'Champions Cup' })).toBeVisible();
  await expect(root.getByRole('heading', { name: 'The final is on' })).toBeVisible();
  await expect(root.getByRole('link', { name: 'See live matches' })).toHaveAttribute('href', '/sports/live');
  await expect(root.getByRole('img', { name: 'The Champions Cup trophy on a football pitch' })).toBeVisible();
  await expect(root.locator('strong', { hasText: 'Every match of the knock-out rounds' })).toBeVisible();
  await expect(root.getByRole('link', { name: 'general rules' })).toHaveAttribute(
    'href',
    '/sports/general-rules',
  );
  await expect(root.getByRole('heading', { name: 'Top matches' })).toBeVisible();
  await expect(root.getByTestId('jackpot-card')).toBeVisible({ timeout: 30_000 });
  await expect(root.getByText('CHAMPIONS-25', { exact: true })).toBeVisible();
  await expect(root.getByRole('separator')).toBeAttached();
  const frame = root.locator('iframe[title="Scoreboard widget"]');
  await expect(frame).toHaveAttribute('src', `${WIDGET_ORIGIN}/widgets/scoreboard`);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');

  // The page's own style overrides apply to it alone.
  await expect(root).toHaveCSS('--color-accent', '#f5c542');
  expect(
    await page.locator('body').evaluate((b) => getComputedStyle(b).getPropertyValue('--color-accent')),
  ).not.toBe('#f5c542');

  // SEO: the page's title, description, keywords, canonical; it is indexable.
  await expect(page).toHaveTitle(/^Champions Cup: odds, jackpot and a welcome code/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Champions Cup final/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /promo code/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/promo\/champions$/);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    /\/es\/promo\/champions$/,
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);

  expect(await severeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/work/shots/h45-cms-custom-${testInfo.project.name}.png`, fullPage: true });

  await root.getByRole('button', { name: 'Copy code' }).click();
  await expect(root.getByRole('status').filter({ hasText: 'Code copied.' })).toBeVisible();
});

test('the custom page speaks the locale of its URL', async ({ page }) => {
  await page.goto(`/es${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Copa de Campeones' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Partidos destacados' })).toBeVisible();
});

test('the home is the configured page of blocks, axe clean', async ({ page }, testInfo) => {
  await page.goto('/sports');
  const root = page.locator('[data-cms-page="/"]');
  await expect(root.getByRole('heading', { level: 1, name: 'Sports betting' })).toBeVisible();
  await expect(root.getByRole('heading', { name: 'Live now' })).toBeVisible();
  await expect(root.getByRole('link', { name: 'All live matches' })).toHaveAttribute('href', '/sports/live');
  await expect(root.getByRole('heading', { name: 'Starting soon' })).toBeVisible();
  await expect(root.getByRole('heading', { name: 'Top leagues' })).toBeVisible();
  await expect(root.getByTestId('jackpot-card')).toBeVisible({ timeout: 30_000 });
  expect(await severeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/work/shots/h45-cms-home-${testInfo.project.name}.png`, fullPage: true });
});

test('the iframe origin is allowed on its page only; unknown paths stay 404; the sitemap lists the page', async ({
  request,
}) => {
  const custom = await request.get(PAGE);
  expect(custom.headers()['content-security-policy']).toMatch(new RegExp(`frame-src [^;]*${WIDGET_ORIGIN}`));
  const other = await request.get('/sports/live');
  expect(other.headers()['content-security-policy']).not.toContain(WIDGET_ORIGIN);

  expect((await request.get('/promo/nothing-here')).status()).toBe(404);
  expect((await request.get('/es/promo')).status()).toBe(404);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/promo\/champions<\/loc>/);
});
