/**
 * The site settings' switches that act in the browser (docs/site-settings.md), each switched on in the running
 * servers' settings file (support/site-settings.ts) for one test, without a rebuild:
 * - the user-group checker sends a visitor, and a player without the status, to the platform's origin, lets a
 *   player with it in, and the platform's page embedding the sportsbook does not loop;
 * - the sandbox push service asks first, then, with the browser's permission, saves its subscription as the
 *   player's (POST /api/v2/settings);
 * - the sign-in/sign-up preloader flags load the auth dialog's code before the bettor reaches for it.
 */
import type { Page } from '@playwright/test';
import { signUpByApi, uniqueEmail } from '../support/api';
import { DEMO_HOST_PORT } from '../support/servers';
import { restoreSiteSettings, useSiteSettings } from '../support/site-settings';
import { severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

test.afterEach(() => restoreSiteSettings());

/** The demo casino stands in for the platform's front end: its page embeds the sportsbook. */
const PLATFORM = `http://127.0.0.1:${DEMO_HOST_PORT}`;

test.describe('the user-group checker', () => {
  test('sends visitors and players without the status to the platform, lets the group in', async ({
    page,
    context,
  }) => {
    const member = uniqueEmail('group');
    useSiteSettings({
      settings: {
        userGroupChecker: { enabled: true, status: 'spi_test' },
        platformSettings: { frontendOrigin: PLATFORM },
        spiTestPlayers: [member],
      },
    });

    const anonymous = await page.request.get('/es/sports/live', { maxRedirects: 0 });
    expect(anonymous.status()).toBe(307);
    expect(anonymous.headers().location).toBe(`${PLATFORM}/`);
    // In the browser: the platform's page, whose frame shows the sportsbook (a frame is not sent away again).
    await page.goto('/sports');
    await expect(page).toHaveURL(`${PLATFORM}/`);
    await expect(page.frameLocator('iframe[title="Sports betting"]').getByRole('main')).toBeVisible();

    await signUpByApi(context, page.request);
    const outsider = await page.request.get('/sports', { maxRedirects: 0 });
    expect(outsider.status()).toBe(307);
    expect(outsider.headers().location).toBe(`${PLATFORM}/`);

    await context.clearCookies();
    await signUpByApi(context, page.request, member);
    const answer = await page.goto('/sports/live');
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/sports/live');
    await expect(page.getByRole('main')).toBeVisible();
  });
});

test.describe('the sandbox push service', () => {
  // A push service identifies the browser: it loads only after analytics consent.
  test.use({ consent: 'v1.a1.m0' });
  test.beforeEach(async ({ page }) => {
    // The tag manager comes with the same consent; the machine has no way out, so it is answered here.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    useSiteSettings({
      settings: { pushNotifications: { type: 'sandbox', appId: '0b7f3c1e-2d4a-4f6b-9c8d-1e2f3a4b5c6d' } },
    });
  });

  test('asks in the page first, in the visitor language, and "Not now" keeps it away', async ({
    page,
  }, testInfo) => {
    await page.goto('/sports');
    const prompt = page.getByRole('dialog', { name: 'Get notified' });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('button', { name: 'Allow' })).toBeVisible();
    await shot(page, testInfo, 'h47-push-prompt');
    expect(await severeViolations(page, '#sandbox-push')).toEqual([]);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('#push-sdk')).toHaveCount(1);
    await expect(prompt).toHaveCount(0);

    await page.goto('/ja/sports');
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByRole('dialog', { name: '通知を受け取る' })).toBeVisible();
  });

  test("allowed, with the browser's permission, saves the subscription as the player's", async ({
    page,
    context,
  }) => {
    await signUpByApi(context, page.request);
    await page.goto('/sports');
    const prompt = page.getByRole('dialog', { name: 'Get notified' });
    await expect(prompt).toBeVisible();
    // The browser's own question is answered "allow" for this site.
    await context.grantPermissions(['notifications']);
    const saved = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/settings',
    );
    await prompt.getByRole('button', { name: 'Allow' }).click();
    const request = await saved;
    expect((await request.response())?.status()).toBe(200);
    const id = await page.evaluate(() => localStorage.getItem('sandbox-push-subscription'));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toEqual({ one_signal_push_notification_subscription: id });
    await expect(prompt).toHaveCount(0);

    // Granted already: no question on the next page, the same subscription saved again.
    const again = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/settings',
    );
    await page.reload();
    expect((await again).postDataJSON()).toEqual({ one_signal_push_notification_subscription: id });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('#sandbox-push')).toHaveCount(0);
  });
});

test.describe('the sign-in/sign-up preloader flags', () => {
  /** The scripts the page asks for while `action` runs. */
  async function scriptsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
    const urls: string[] = [];
    const seen = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    };
    page.on('request', seen);
    await action();
    page.off('request', seen);
    return urls;
  }

  async function openSignInAfterIdle(page: Page): Promise<string[]> {
    await page.goto('/sports');
    await expect(page.getByTestId('header-sign-in')).toBeVisible();
    // Hydrated, then idle: the preload waits for an idle moment (at most 4 s).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(4500);
    await page.waitForLoadState('networkidle');
    return scriptsDuring(page, async () => {
      await page.getByTestId('header-sign-in').click();
      await expect(page.getByRole('dialog', { name: 'Sign in' }).getByTestId('sign-in-form')).toBeVisible();
    });
  }

  test('off: the dialog code loads only when the bettor reaches for it', async ({ page }) => {
    useSiteSettings({ settings: { featureFlags: { sign_in_iframe_preloader: false } } });
    expect((await openSignInAfterIdle(page)).length).toBeGreaterThan(0);
  });

  test('on: it is loaded before, so opening the dialog fetches nothing', async ({ page }) => {
    useSiteSettings({ settings: { featureFlags: { sign_up_iframe_preloader: true } } });
    expect(await openSignInAfterIdle(page)).toEqual([]);
  });
});
