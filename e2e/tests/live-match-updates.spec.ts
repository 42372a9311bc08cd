import { expect, test } from '../support/test';

// The e2e server runs its feed faster than real time (FEED_SPEED in playwright.config.ts), so within these
// bounds a live match's clock moves and some of its prices change.
const CLOCK_WAIT_MS = 20_000;
const ODDS_WAIT_MS = 45_000;

test('a live match page updates its clock and odds without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/sports/live');
  // A clock in added time stands at 90:00 while the minutes run out: take a match whose clock runs.
  const row = page
    .getByRole('article')
    .filter({ has: page.getByTestId('live-clock') })
    .filter({ hasNotText: /added time/ })
    .first();
  await expect(row).toBeVisible();
  // The page itself, loaded afresh: what it shows first is the server's render, then the realtime updates.
  const href = await row.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/-\d+$/);
  await page.goto(href ?? '');

  const scoreboard = page.getByRole('region', { name: 'Scoreboard' });
  const clock = scoreboard.getByTestId('live-clock');
  await expect(clock).toBeVisible();
  const firstClock = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: CLOCK_WAIT_MS }).not.toBe(firstClock);

  // Every odds button names its outcome and price; one of them must change while we watch.
  const prices = () =>
    page
      .locator('button[data-layout]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')).join('|'));
  await expect(page.locator('button[data-layout]').first()).toBeVisible();
  const firstPrices = await prices();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await expect.poll(prices, { timeout: ODDS_WAIT_MS, intervals: [500] }).not.toBe(firstPrices);
  expect(navigations).toEqual([]);

  // A moved price shows its arrow (the CSS's, from data-move) for 3 s, and the arrow takes no room: the price
  // stands where it stood without it. Both read in one task, so no realtime update comes in between.
  // The change seen above may have been a market locking (its label changes, no arrow): wait as long for a move.
  const moved = page.locator('button[data-layout][data-move]:not([data-locked])').first();
  await expect(moved).toBeVisible({ timeout: ODDS_WAIT_MS });
  const geometry = await moved.evaluate((button) => {
    const price = button.lastElementChild as HTMLElement;
    // Its 3 s may end just now: the geometry is the CSS's either way.
    const move = button.getAttribute('data-move');
    button.setAttribute('data-move', move ?? 'up');
    const arrow = getComputedStyle(price, '::before');
    const withArrow = price.getBoundingClientRect();
    button.removeAttribute('data-move');
    const without = price.getBoundingClientRect();
    if (move !== null) button.setAttribute('data-move', move);
    return {
      arrow: { content: arrow.content, width: arrow.width },
      shift: [withArrow.left - without.left, withArrow.width - without.width],
    };
  });
  expect(geometry.arrow).toEqual({ content: '""', width: '8px' });
  expect(geometry.shift).toEqual([0, 0]);
});
