import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../support/test';

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the match page of a live match has no serious or critical axe violation', async ({ page }) => {
  // The e2e feed keeps FEED_LIVE_COUNT matches live at all times, so there is always one to open.
  const answer = await page.request.get('/api/v2/matches?match_status=1&type=match&limit=1');
  const [match] = (await answer.json()).data as { slug: string; sport: { key: string } }[];
  expect(match, 'a live match in the feed').toBeDefined();
  await page.goto(`/sports/${match?.sport.key}/${match?.slug}`);
  await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test("the match page's hidden market panels are neither shown nor reachable by Tab", async ({ page }) => {
  const answer = await page.request.get('/api/v2/matches?match_status=0&type=match&limit=1');
  const [match] = (await answer.json()).data as { slug: string; sport: { key: string } }[];
  await page.goto(`/sports/${match?.sport.key}/${match?.slug}`);
  const panels = page.getByRole('main').getByRole('tabpanel', { includeHidden: true });
  await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
  expect(await panels.count()).toBeGreaterThan(1);
  // Only the selected panel takes room on screen (a hidden element with a box would still take focus).
  const shown = await panels.evaluateAll(
    (all) => all.filter((p) => p.getBoundingClientRect().height > 0).length,
  );
  expect(shown).toBe(1);
});

test('a prematch match page, the live page and the search dialog have none either', async ({
  page,
}, testInfo) => {
  const answer = await page.request.get('/api/v2/matches?match_status=0&type=match&limit=1');
  const [match] = (await answer.json()).data as { slug: string; sport: { key: string } }[];
  await page.goto(`/sports/${match?.sport.key}/${match?.slug}`);
  await expect(page.getByRole('region', { name: 'Scoreboard' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.goto('/sports/live');
  await expect(page.getByRole('heading', { level: 1, name: 'Live betting' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  const opener =
    testInfo.project.name === 'mobile'
      ? page.getByTestId('mobile-tab-bar').getByRole('button', { name: 'Search' })
      : page.getByTestId('header-search');
  await opener.click();
  await page.getByRole('combobox', { name: 'Search sports, leagues and matches' }).fill('foot');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
