/**
 * The operator's site, images and predictions (issue 40): the image proxy answers AVIF to a browser that takes it
 * (WebP and PNG when asked) and refuses a foreign host; the icon sprite has a distinct icon per sport, which the
 * sports menu uses; a player votes in the match page's poll and sees the results; the account centre shows the
 * player's bet stats for a chosen period. axe on each screen; screenshots under /work/shots/h43-*.
 */
import type { TestInfo } from '@playwright/test';
import { depositByApi, needMatches, PREMATCH_FOOTBALL, signUpByApi } from '../support/api';
import { placeByApi } from '../support/bets';
import { severeViolations } from '../support/slip';
import { expect, type Page, test } from '../support/test';

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: `/work/shots/h43-${name}-${testInfo.project.name}.png`, fullPage: false });

const SPORT_KEYS = [
  'football',
  'basketball',
  'tennis',
  'ice-hockey',
  'volleyball',
  'table-tennis',
  'baseball',
  'american-football',
  'handball',
  'cs2',
  'dota-2',
  'league-of-legends',
];

test('the image proxy serves a crest as avif to a browser that takes it, webp and png when asked, and refuses a foreign host', async ({
  page,
}) => {
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  const answer = await page.request.get(`/api/v2/matches/${match.id}`);
  const logo = ((await answer.json()) as { home: { logo: string } }).home.logo;
  await page.goto('/sports');
  // The browser's own request for an image: Chromium's Accept lists image/avif.
  const url = `/fe-api/image?src=${encodeURIComponent(logo)}&width=64&height=64`;
  const response = page.waitForResponse((r) => r.url().endsWith(url));
  const width = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, url);
  expect(width).toBe(64);
  expect((await response).headers()['content-type']).toBe('image/avif');
  const avif = await page.request.get(url, {
    headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
  });
  expect(avif.status()).toBe(200);
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect(avif.headers().vary).toMatch(/\bAccept\b/);
  expect(avif.headers().etag).toMatch(/^".+"$/);
  for (const format of ['webp', 'png']) {
    const asked = await page.request.get(
      `/fe-api/image?src=${encodeURIComponent(logo)}&width=40&format=${format}`,
    );
    expect(asked.headers()['content-type']).toBe(`image/${format}`);
  }
  const foreign = await page.request.get(
    `/fe-api/image?src=${encodeURIComponent('https://example.com/a.png')}`,
  );
  expect(foreign.status()).toBe(400);
  expect(await foreign.json()).toMatchObject({ code: 'image_source_not_allowed', field: 'src' });
  const huge = await page.request.get(`/fe-api/image?src=${encodeURIComponent(logo)}&width=9000`);
  expect(await huge.json()).toMatchObject({ code: 'image_size_invalid' });
  // Crests in lists come through the proxy.
  await expect(page.locator('img[src^="/fe-api/image?src="]').first()).toBeVisible();
});

test('the icon sprite has a distinct icon for every sport, and the sports menu draws them', async ({
  page,
}, testInfo) => {
  const sprite = await page.request.get('/fe-api/icons.svg');
  expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const text = await sprite.text();
  const bodies = new Map<string, string>();
  for (const [, id, body] of text.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g))
    bodies.set(id ?? '', body ?? '');
  for (const key of SPORT_KEYS) expect(bodies.has(`sport-${key}`), key).toBe(true);
  expect(new Set(bodies.values()).size).toBe(bodies.size);

  await page.goto('/sports/football');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title.locator('svg use')).toHaveAttribute(
    'href',
    /\/fe-api\/icons\.svg\?version=\w+#sport-football$/,
  );
  const href = await title.locator('svg use').getAttribute('href');
  const versioned = await page.request.get(href?.split('#')[0] ?? '');
  expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  let nav = page.getByTestId('left-sidebar').getByRole('navigation', { name: 'Sportsbook' });
  if (testInfo.project.name === 'mobile') {
    await page.getByTestId('mobile-tab-bar').getByRole('button', { name: 'Menu' }).click();
    nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Sportsbook' });
  }
  const icons = nav.locator('svg use[href*="/fe-api/icons.svg"]');
  await expect(icons.first()).toBeAttached();
  const drawn = await icons.evaluateAll((uses) => uses.map((u) => u.getAttribute('href')?.split('#')[1]));
  expect(drawn).toContain('sport-football');
  expect(new Set(drawn).size).toBe(drawn.length);
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'sport-icons');
});

test('a player votes in the match page poll with the keyboard and sees the results', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await page.goto(`/sports/${match.sport.key}/${match.slug}`);
  const poll = page.getByTestId('prediction-poll');
  await expect(poll.getByRole('heading', { name: 'Who will win?' })).toBeVisible();
  await expect(poll).toContainText('Sign in to vote');
  await poll.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'poll-visitor');

  await signUpByApi(context, page.request);
  await page.reload();
  const choices = poll.getByRole('group', { name: 'Who will win?' });
  await expect(choices.getByRole('button')).toHaveCount(3);
  await choices.getByRole('button', { name: 'Draw' }).focus();
  await page.keyboard.press('Enter');
  const results = poll.getByRole('list', { name: 'Results' });
  await expect(results).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Your vote' })).toContainText('Draw');
  await expect(poll).toContainText(/\d+ votes?/);
  expect(await severeViolations(page, '[data-testid="prediction-poll"]')).toEqual([]);
  await poll.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'poll-results');
  await poll.getByRole('button', { name: 'Change my vote' }).click();
  await expect(choices.getByRole('button', { name: 'Draw' })).toHaveAttribute('aria-pressed', 'true');
});

test('the account centre shows bet stats for the chosen period', async ({ page, context }, testInfo) => {
  test.setTimeout(90_000);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 5000);
  const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
  await placeByApi(context, page.request, match.id, 250);
  await page.goto('/sports/profile');
  const stats = page.getByTestId('bet-stats');
  await expect(stats.getByRole('heading', { name: 'Bet stats' })).toBeVisible();
  await expect(stats.getByTestId('bet-stats-staked')).toHaveText('€2.50');
  await expect(stats.getByTestId('bet-stats-returned')).toHaveText('€0.00');
  await stats.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(stats.getByTestId('bet-stats-staked')).toHaveText('€2.50');
  expect(await severeViolations(page)).toEqual([]);
  await stats.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'bet-stats');
});
