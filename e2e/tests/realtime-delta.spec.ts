/**
 * The realtime_delta_compression flag of the site settings, end to end without a rebuild or a restart: switched
 * on in the file, the browser's centrifuge client subscribes with `delta: "fossil"`, the hub negotiates it, the
 * publications arrive as a full payload then fossil deltas, and the live match page still updates from them.
 * Switched off, the next page load gets plain publications. The spec edits the file both servers read
 * (support/site-settings.ts) and puts the run's settings back after.
 */
import type { Page } from '@playwright/test';
import { restoreSiteSettings, useSiteSettings } from '../support/site-settings';
import { expect, test } from '../support/test';

test.afterEach(() => restoreSiteSettings());

interface Wire {
  subscribes: { channel: string; delta?: string }[];
  replies: { delta?: boolean }[];
  pubs: { data: unknown; delta?: boolean }[];
}

/** Records what the page's realtime socket sends and receives. */
function recordWire(page: Page): Wire {
  const wire: Wire = { subscribes: [], replies: [], pubs: [] };
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/connection/websocket')) return;
    socket.on('framesent', ({ payload }) => {
      for (const line of String(payload).split('\n')) {
        const command = JSON.parse(line) as { subscribe?: { channel: string; delta?: string } };
        if (command.subscribe) wire.subscribes.push(command.subscribe);
      }
    });
    socket.on('framereceived', ({ payload }) => {
      for (const line of String(payload).split('\n')) {
        const message = JSON.parse(line) as {
          subscribe?: { delta?: boolean };
          push?: { pub?: { data: unknown; delta?: boolean } };
        };
        if (message.subscribe) wire.replies.push(message.subscribe);
        if (message.push?.pub) wire.pubs.push(message.push.pub);
      }
    });
  });
  return wire;
}

/** A live match page, its odds buttons' labels joined (they change as publications arrive). */
async function openLiveMatch(page: Page): Promise<() => Promise<string>> {
  await page.goto('/sports/live');
  const row = page
    .getByRole('article')
    .filter({ has: page.getByTestId('live-clock') })
    .first();
  await expect(row).toBeVisible();
  const href = await row.getByRole('link').first().getAttribute('href');
  await page.goto(href ?? '');
  await expect(page.locator('button[data-layout]').first()).toBeVisible();
  return () =>
    page
      .locator('button[data-layout]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')).join('|'));
}

test('with the flag on the page asks for deltas, gets them and still updates; off, plain publications', async ({
  page,
}) => {
  test.setTimeout(120_000);
  useSiteSettings({ settings: { featureFlags: { realtime_delta_compression: true } } });
  const wire = recordWire(page);
  const prices = await openLiveMatch(page);
  const first = await prices();
  await expect.poll(prices, { timeout: 45_000, intervals: [500] }).not.toBe(first);
  expect(wire.subscribes.length).toBeGreaterThan(0);
  expect(wire.subscribes.every((s) => s.delta === 'fossil')).toBe(true);
  expect(wire.replies.some((r) => r.delta === true)).toBe(true);
  await expect
    .poll(() => wire.pubs.filter((p) => p.delta === true).length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  expect(wire.pubs.every((p) => typeof p.data === 'string')).toBe(true);

  useSiteSettings({ settings: { featureFlags: { realtime_delta_compression: false } } });
  wire.subscribes.length = 0;
  wire.replies.length = 0;
  wire.pubs.length = 0;
  const again = await openLiveMatch(page);
  const before = await again();
  await expect.poll(again, { timeout: 45_000, intervals: [500] }).not.toBe(before);
  expect(wire.subscribes.length).toBeGreaterThan(0);
  expect(wire.subscribes.some((s) => s.delta !== undefined)).toBe(false);
  expect(wire.replies.some((r) => r.delta === true)).toBe(false);
  expect(wire.pubs.some((p) => p.delta === true || typeof p.data === 'string')).toBe(false);
});
