/**
 * A player's bet settles and they are told: the bell's counter (1 from signing up: the welcome freebet) goes up
 * by one without a reload, the panel shows both notifications (opening it marks them read), "Mark all as read"
 * leaves nothing unread; axe finds nothing serious.
 */
import { depositByApi, endMatchByApi, LIVE_FOOTBALL, needMatches, signUpByApi } from '../support/api';
import { placeByApi } from '../support/bets';
import { severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

test('a settled bet shows in the bell without a reload, and read-all clears it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const [match] = await needMatches(page.request, LIVE_FOOTBALL, 1);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  await page.goto('/sports');
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible({ timeout: 30_000 });
  // Signing up issued the welcome freebet: its notification is the first one.
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications: 1 unread notification');

  // A live bet can be refused when its market suspends during the delay: placed again then.
  let placed = await placeByApi(context, page.request, match.id, 100);
  for (let i = 0; i < 3 && placed.status === 'rejected'; i++)
    placed = await placeByApi(context, page.request, match.id, 100);
  expect(placed.status).toBe('waiting_results');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await endMatchByApi(page.request, match.id);
  await expect(page.getByTestId('notification-count')).toHaveText('2', { timeout: 30_000 });
  await expect(bell).toHaveAccessibleName('Notifications: 2 unread notifications');
  // The new notification also shows as an alert.
  await expect(page.getByText(/^Your bet (won|lost|was refunded)$/).first()).toBeVisible();
  await shot(page, testInfo, 'h36-notification-bell');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const items = panel.getByTestId('notification-list').locator('li');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(/Your bet (won|lost|was refunded)/);
  await expect(items.nth(1)).toContainText('A bonus for you');
  // Opening the panel marked it read.
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  await shot(page, testInfo, 'h36-notification-panel');
  expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);

  await panel.getByTestId('notifications-read-all').click();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(items.nth(1)).toHaveAttribute('data-read', 'true');
  const counters = await page.request.get('/api/v2/notifications/counters');
  expect(await counters.json()).toEqual({ unread: 0 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  expect(navigations).toEqual([]);
});
