/**
 * Consent before tracking (spec platform §7 "Tracking and cookies"): the banner keeps the data layer, the tag
 * manager and every tracking cookie away until the visitor accepts; a rejection leaves none of them; a placed bet
 * reaches the data layer as `placed_bet` with its fields and the user's id, never the e-mail. The tag manager's
 * script is answered here (the machine has no way out), so its loading shows as `window.__tagManagerRan`.
 */
import type { Page } from '@playwright/test';
import {
  depositByApi,
  matchPath,
  needMatches,
  PREMATCH_FOOTBALL,
  signUpByApi,
  uniqueEmail,
} from '../support/api';
import {
  expectBalance,
  openPanel,
  pickFirstOdds,
  pickOdds,
  placeUntilPlaced,
  severeViolations,
  shot,
} from '../support/slip';
import { expect, test } from '../support/test';

const TRACKING_COOKIES = ['deviceId', 'stag', 'attribution'];

async function answerTagManager(page: Page): Promise<void> {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' }),
  );
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);
const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name);
const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy' });
/** The home page's first odds that can be picked. */
const firstOdds = (page: Page) =>
  page
    .locator('main button[aria-pressed][data-layout]:not([data-locked]):not([aria-disabled="true"])')
    .first();

test.describe('undecided visitors', () => {
  test.use({ consent: null });

  test('the banner blocks the data layer until accepted; then the tag manager loads and the tags are kept', async ({
    page,
  }, testInfo) => {
    await answerTagManager(page);
    await page.goto('/sports?stag=aff_e2e&gclid=g-e2e');
    await expect(banner(page)).toBeVisible();
    expect(await severeViolations(page, '[data-testid="consent-banner"]')).toEqual([]);
    await shot(page, testInfo, 'consent-banner');

    // A pick before any answer: the slip works, nothing is tracked.
    const odds = await firstOdds(page).elementHandle();
    if (!odds) throw new Error('no odds to pick on the home page');
    await pickOdds(page, testInfo, firstOdds(page), 1);
    expect(await dataLayer(page)).toBeNull();
    const early = await cookieNames(page);
    for (const name of TRACKING_COOKIES) expect(early).not.toContain(name);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);

    await banner(page).getByRole('button', { name: 'Choose' }).click();
    await expect(banner(page).getByRole('checkbox', { name: /Analytics/ })).not.toBeChecked();
    expect(await severeViolations(page, '[data-testid="consent-banner"]')).toEqual([]);
    await shot(page, testInfo, 'consent-banner-choose');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan))
      .toBe(true);
    expect(await dataLayer(page)).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    const cookies = await page.context().cookies();
    const byName = (name: string) => cookies.find((c) => c.name === name);
    expect(byName('consent')?.value).toBe('v1.a1.m1');
    expect(byName('deviceId')?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(byName('stag')).toMatchObject({ value: 'aff_e2e', secure: true });
    expect(byName('attribution')?.value).toBe(encodeURIComponent('gclid:g-e2e'));

    // Now picks are tracked, with the context of the spec.
    await odds.click();
    await expect
      .poll(async () => (await dataLayer(page))?.map((e) => e.event))
      .toContain('outcome_delete_click');
    const removed = (await dataLayer(page))?.find((e) => e.event === 'outcome_delete_click');
    expect(removed).toMatchObject({
      selection_id: expect.any(String),
      user: { id: null },
      locale: 'en',
      page: { path: '/sports', name: expect.any(String) },
      screen_size: expect.stringMatching(/^\d+x\d+$/),
    });
  });

  test('rejecting leaves no tracking cookie, no data layer and no tag manager', async ({
    page,
  }, testInfo) => {
    await answerTagManager(page);
    await page.goto('/sports?stag=aff_e2e&ctag=c-e2e');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await pickOdds(page, testInfo, firstOdds(page), 1);
    await expect(banner(page)).toHaveCount(0);
    const names = await cookieNames(page);
    expect(names).toContain('consent');
    for (const name of TRACKING_COOKIES) expect(names).not.toContain(name);
    expect((await page.context().cookies()).find((c) => c.name === 'consent')?.value).toBe('v1.a0.m0');
    expect(await dataLayer(page)).toBeNull();
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __tagManagerRan?: boolean }).__tagManagerRan),
    ).toBeUndefined();
  });
});

test.describe('visitors who allowed analytics', () => {
  test.use({ consent: 'v1.a1.m0' });

  test('placing a bet pushes placed_bet with its fields and the user id, never the e-mail', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(60_000);
    await answerTagManager(page);
    const [match] = await needMatches(page.request, PREMATCH_FOOTBALL, 1);
    const { email } = await signUpByApi(context, page.request, uniqueEmail('tracked'));
    await depositByApi(context, page.request, 1000);
    const player = (await (await page.request.get('/api/platform/player')).json()) as { id: string };
    await page.goto(matchPath(match));
    await expectBalance(page, '€10.00');
    // The stored answer turns the data layer on once the page has hydrated and loaded what follows it.
    await expect.poll(() => dataLayer(page)).not.toBeNull();
    await pickFirstOdds(page, testInfo, 1);
    const slip = await openPanel(page, testInfo);
    await slip.getByTestId('slip-stake').fill('2');
    await placeUntilPlaced(slip);

    await expect.poll(async () => (await dataLayer(page))?.map((e) => e.event)).toContain('placed_bet');
    const layer = (await dataLayer(page)) ?? [];
    const placed = layer.find((e) => e.event === 'placed_bet');
    expect(placed).toMatchObject({
      bet_id: expect.any(String),
      bet_type: 'single',
      quick_bet: false,
      stake: 200,
      currency: 'EUR',
      selection_count: 1,
      odds: [expect.any(Number)],
      user: { id: player.id },
      locale: 'en',
      page: { path: matchPath(match) },
    });
    expect(layer.map((e) => e.event)).toEqual(
      expect.arrayContaining(['gtm.js', 'outcome_add_click', 'place_bet_success', 'placed_bet']),
    );
    const text = JSON.stringify(layer);
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split('@')[0]);
  });
});
