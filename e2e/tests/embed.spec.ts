/**
 * The sportsbook embedded in the demo casino (apps/host-demo) on another site (127.0.0.1 frames localhost),
 * through the SDK, with third-party cookies blocked as in current Chromium's phase-out: the host drives the app
 * with messages, the player signs in through the host and bets inside the iframe, the host hears what happens,
 * the session survives a reload inside the iframe, and a third origin is not listened to.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { APIRequestContext, Frame, FrameLocator, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { completeDepositProfile, needMatches, PREMATCH_FOOTBALL, uniqueEmail } from '../support/api';
import { API_PORT, CHROMIUM_LAUNCH, DEMO_HOST_PORT, OTHER_HOST_PORT, WEB_PORT } from '../support/servers';
import { placeUntilPlaced, severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

const HOST = `http://127.0.0.1:${DEMO_HOST_PORT}`;
const APP = `http://localhost:${WEB_PORT}`;
const PASSWORD = 'e2e-password-1';

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH,
    // Third-party cookies blocked: only partitioned (CHIPS) cookies reach a cross-site iframe.
    args: [...CHROMIUM_LAUNCH.args, '--test-third-party-cookie-phaseout'],
  },
});

interface Received {
  type: string;
  payload: Record<string, unknown>;
  at: number;
}

/** What the casino received so far (nothing while its script is still starting). */
const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { casino?: { received: Received[] } }).casino?.received ?? []);
const lastOf = async (page: Page, type: string) =>
  (await received(page)).filter((m) => m.type === type).at(-1);
const send = (page: Page, type: string, payload: unknown) =>
  page.evaluate(
    ([t, p]) =>
      (
        window as unknown as { casino: { sportsbook: { send: Record<string, (p: unknown) => void> } } }
      ).casino.sportsbook.send[t as string]?.(p),
    [type, payload] as const,
  );
const appFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => f.url().startsWith(APP));
  if (!frame) throw new Error('the sportsbook frame is not there');
  return frame;
};

/** A player with €10.00, made by the API (not in the browser: the browser meets them only through the host). */
async function playerWithMoney(
  request: APIRequestContext,
  playwright: PlaywrightWorkerArgs['playwright'],
): Promise<string> {
  const email = uniqueEmail('embed');
  const signUp = await request.post('/api/platform/users/sign_up', {
    data: { email, password: PASSWORD, currency: 'EUR' },
  });
  expect(signUp.status()).toBe(201);
  // As a host's backend does, with no cookies: a session token, then a deposit with it as a bearer (no CSRF
  // header needed).
  const backend = await playwright.request.newContext({ baseURL: `http://localhost:${API_PORT}` });
  try {
    const answer = await backend.post('/api/platform/users/token', { data: { email, password: PASSWORD } });
    expect(answer.ok(), await answer.text()).toBe(true);
    const { token } = (await answer.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}` };
    await completeDepositProfile(backend, bearer);
    const deposit = await backend.post('/api/platform/payments/deposit', {
      data: { currency: 'EUR', amount: 1000 },
      headers: { ...bearer, 'Idempotency-Key': randomUUID() },
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
  } finally {
    await backend.dispose();
  }
  return email;
}

/** A share code holding one single on a prematch match's first open price. */
async function shareCode(request: APIRequestContext): Promise<string> {
  const [match] = await needMatches(request, PREMATCH_FOOTBALL, 1);
  const market = match.main_market as unknown as {
    id: number;
    specifier: string;
    outcomes: { id: string; odds: number; active: boolean }[];
  };
  const outcome = market.outcomes.find((o) => o.active);
  if (!outcome) throw new Error('no open price');
  const answer = await request.post('/api/v2/bets/share-code', {
    data: {
      bets: [
        {
          type: 'single',
          stake: { value: 0, currency: 'EUR' },
          selections: [
            {
              match_id: match.id,
              market_id: market.id,
              specifier: market.specifier,
              outcome_id: outcome.id,
              odds: outcome.odds,
            },
          ],
        },
      ],
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { code: string }).code;
}

/** Opens the casino and waits until the app inside said `initialized` (and got its integration). */
async function openCasino(page: Page): Promise<FrameLocator> {
  await page.goto(`${HOST}/`);
  await expect.poll(async () => (await lastOf(page, 'initialized'))?.type).toBe('initialized');
  return page.frameLocator('iframe[title="Sports betting"]');
}

test('the host drives the slip, the player signs in through the host and bets, the session survives a reload @desktop-only', async ({
  page,
  request,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  // The share code first: the request context is anonymous until the sign-up.
  const code = await shareCode(request);
  const email = await playerWithMoney(request, playwright);
  const app = await openCasino(page);
  await expect(app.getByTestId('header-sign-in')).toBeVisible();

  // apply_bet_code and open_bet_slip: the slip shows the shared bet; the host hears the slip's state.
  await send(page, 'apply_bet_code', { code });
  await send(page, 'open_bet_slip', { tab: 'bet_slip' });
  const slip = app.getByTestId('right-sidebar');
  await expect(slip.getByTestId('slip-count')).toHaveText('1');
  await expect
    .poll(async () => (await lastOf(page, 'bet-slip-state-changed'))?.payload)
    .toMatchObject({ count: 1, open: true });

  // Sign-in is the host's (it listens): the app's button opens the casino's own dialog.
  await app.getByTestId('header-sign-in').click();
  await expect.poll(async () => (await lastOf(page, 'sign-in'))?.type).toBe('sign-in');
  const dialog = page.getByRole('dialog', { name: 'Sign in to the casino' });
  await expect(dialog).toBeVisible();
  await expect(app.getByRole('dialog')).toHaveCount(0);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in' }).click();

  // The handed-over token signs the player in inside the iframe; both headers show the balance.
  const account = app.getByTestId('account-menu');
  await expect(account).toHaveAttribute('aria-label', 'Account, balance €10.00');
  await expect(page.getByTestId('casino-balance')).toHaveText('10.00 EUR');
  await shot(page, test.info(), 'h35-embed-signed-in');

  // A bet inside the iframe: the balance moves in the app and in the casino's header.
  await slip.getByTestId('slip-stake').fill('2');
  await placeUntilPlaced(slip);
  await expect(account).toHaveAttribute('aria-label', 'Account, balance €8.00');
  await expect
    .poll(async () => (await lastOf(page, 'balance-changed'))?.payload)
    .toEqual({ currency: 'EUR', balance: 800, subunits: 100 });
  await expect(page.getByTestId('casino-balance')).toHaveText('8.00 EUR');

  // Deposit is the host's too: the app's button opens the casino's cashier, whose deposit reaches both headers.
  await app.getByTestId('header-deposit').click();
  const cashier = page.getByRole('dialog', { name: 'Casino cashier' });
  await expect(cashier).toBeVisible();
  await cashier.getByLabel(/Amount/).fill('5');
  await cashier.getByRole('button', { name: 'Deposit' }).click();
  await expect(account).toHaveAttribute('aria-label', 'Account, balance €13.00');
  await expect(page.getByTestId('casino-balance')).toHaveText('13.00 EUR');

  // odds_changed and search_modal.
  await send(page, 'odds_changed', { format: 'fractional' });
  await expect(app.locator('main button[aria-pressed][data-layout]').first()).toHaveText(/\d+\/\d+/);
  await send(page, 'search_modal', { open: true });
  await expect(app.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await expect.poll(async () => (await lastOf(page, 'notify-modal-triggered'))?.payload.open).toBe(true);
  await send(page, 'search_modal', { open: false });
  await expect(app.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await expect.poll(async () => (await lastOf(page, 'notify-modal-triggered'))?.payload.open).toBe(false);

  // page-size-changed: debounced (100 ms apart at least), and the SDK sized the iframe to the last one.
  const sizes = (await received(page)).filter((m) => m.type === 'page-size-changed');
  expect(sizes.length).toBeGreaterThan(0);
  for (let i = 1; i < sizes.length; i++)
    expect((sizes[i]?.at ?? 0) - (sizes[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(90);
  const iframe = page.locator('iframe[title="Sports betting"]');
  await expect
    .poll(async () => {
      const height = Math.ceil(Number((await lastOf(page, 'page-size-changed'))?.payload.height));
      return (await iframe.getAttribute('style'))?.includes(`height: ${height}px`);
    })
    .toBe(true);

  // The session lives in partitioned cookies of the casino's site, and survives a reload inside the iframe.
  const cookies = await context.cookies(APP);
  expect(cookies.find((c) => c.name === 'sb_session')).toMatchObject({ sameSite: 'None', secure: true });
  const loads = (await received(page)).filter((m) => m.type === 'initialized').length;
  await appFrame(page).evaluate(() => window.location.reload());
  await expect
    .poll(async () => (await received(page)).filter((m) => m.type === 'initialized').length)
    .toBe(loads + 1);
  await expect(account).toHaveAttribute('aria-label', 'Account, balance €13.00');

  // A host navigation keeps the slip open (not closed on route change in an iframe).
  await send(page, 'open_bet_slip', {});
  await expect.poll(async () => (await lastOf(page, 'bet-slip-state-changed'))?.payload.open).toBe(true);
  await send(page, 'page_changed', { path: '/sports/live' });
  await expect.poll(async () => (await lastOf(page, 'page-loaded'))?.payload.path).toBe('/sports/live');
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await lastOf(page, 'bet-slip-state-changed'))?.payload.open).toBe(true);

  // change_locale: the app switches to Spanish, still signed in.
  await send(page, 'change_locale', { locale: 'es' });
  await expect(app.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(async () => (await lastOf(page, 'page-loaded'))?.payload.locale).toBe('es');
  await expect(app.getByTestId('account-menu')).toHaveAttribute('aria-label', /13,00/);
  expect(await severeViolations(page)).toEqual([]);

  // change_currency: the signed-in player's USD account is opened and made the active one.
  await send(page, 'change_currency', { currency: 'USD' });
  await expect
    .poll(async () => (await lastOf(page, 'currency-changed'))?.payload)
    .toEqual({ currency: 'USD' });
  await expect
    .poll(async () => (await lastOf(page, 'balance-changed'))?.payload)
    .toEqual({ currency: 'USD', balance: 0, subunits: 100 });
});

test('the app in the casino sizes itself, opens its slip on screen and passes axe, on a desktop and on a phone', async ({
  page,
  request,
}, testInfo) => {
  const code = await shareCode(request);
  const app = await openCasino(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await lastOf(page, 'page-size-changed'))?.payload.height)
    .toBeGreaterThan(300);
  await expect(app.locator('body')).toHaveAttribute('data-in-iframe', 'true');
  await shot(page, testInfo, 'h35-embed-home');
  expect(await severeViolations(page)).toEqual([]);

  // The iframe is as tall as the page; scrolled down the host page, the slip still opens where the player looks.
  await page.mouse.wheel(0, 900);
  await send(page, 'apply_bet_code', { code });
  await send(page, 'open_bet_slip', {});
  const phone = testInfo.project.name === 'mobile';
  const slip = phone ? app.getByRole('dialog', { name: 'Bet slip' }) : app.getByTestId('right-sidebar');
  await expect(slip.getByTestId('slip-stake')).toBeVisible();
  if (phone) {
    await expect
      .poll(async () => {
        const box = await slip.boundingBox();
        return box ? box.y >= 0 && box.y + box.height <= 844 + 1 : false;
      })
      .toBe(true);
  }
  await shot(page, testInfo, 'h35-embed-slip');
});

test('a visitor given a currency by the host signs up inside the iframe (nobody listens to sign-up) in it and stays signed in @desktop-only', async ({
  page,
}) => {
  const app = await openCasino(page);
  // Before anyone signs in, change_currency keeps the visitor's currency (a partitioned cookie): sign-up offers it.
  await send(page, 'change_currency', { currency: 'GBP' });
  await expect
    .poll(async () => (await lastOf(page, 'currency-changed'))?.payload)
    .toEqual({ currency: 'GBP' });
  // A Lax cookie would be dropped in this cross-site iframe and the player shown "session expired" at once;
  // calls from the iframe get partitioned cookies instead.
  await app.getByTestId('header-sign-up').click();
  const dialog = app.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await shot(page, test.info(), 'h35-embed-sign-up');
  const form = dialog.getByTestId('sign-up-form');
  await expect(form.getByLabel('Currency')).toHaveValue('GBP');
  await form.getByLabel('E-mail').fill(uniqueEmail('embed-up'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  const account = app.getByTestId('account-menu');
  await expect(account).toHaveAttribute('aria-label', 'Account, balance £0.00');
  await page.waitForTimeout(1500);
  await expect(app.getByRole('dialog')).toHaveCount(0);
  await appFrame(page).evaluate(() => window.location.reload());
  await expect(account).toHaveAttribute('aria-label', 'Account, balance £0.00');
});

/** A page on a third origin that posts host messages to the sportsbook frame beside it. */
async function thirdOrigin(): Promise<Server> {
  const server = createServer((_, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>third</title><body><script>
      const frame = window.parent.frames[0];
      const message = (type, payload) => ({ source: 'sportsbook-host', version: 1, type, payload });
      frame.postMessage(message('change_locale', { locale: 'es' }), '*');
      frame.postMessage(message('open_bet_slip', { tab: 'my_bets' }), '*');
      frame.postMessage(message('iframe_integration', { listeners: [], token: null }), '*');
      document.body.textContent = 'sent';
    </script>`);
  });
  await new Promise<void>((resolve) => server.listen(OTHER_HOST_PORT, '127.0.0.1', resolve));
  return server;
}

test("a third origin's messages and malformed ones change nothing and get no answer @desktop-only", async ({
  page,
}) => {
  const app = await openCasino(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  const server = await thirdOrigin();
  try {
    const before = (await received(page)).length;
    await page.evaluate((port) => {
      const frame = document.createElement('iframe');
      frame.src = `http://127.0.0.1:${port}/`;
      frame.title = 'third party';
      document.body.append(frame);
    }, OTHER_HOST_PORT);
    await expect(page.frameLocator('iframe[title="third party"]').locator('body')).toHaveText('sent');
    await expect(app.locator('html')).toHaveAttribute('data-embed-ignored', '3');

    // From the host's own origin, malformed payloads of every inbound type: ignored and counted too.
    const malformed: [string, unknown][] = [
      ['odds_changed', { format: 7 }],
      ['page_changed', { path: 'https://evil.example/' }],
      ['search_modal', { open: 'yes' }],
      ['open_bet_slip', { tab: 'cashier' }],
      ['viewport', { width: -1 }],
      ['iframe_integration', { listeners: 'all' }],
      ['apply_bet_code', { code: '<script>' }],
      ['change_locale', { locale: 42 }],
      ['change_currency', { currency: 'euro' }],
    ];
    for (const [type, payload] of malformed) await send(page, type, payload);
    await expect(app.locator('html')).toHaveAttribute('data-embed-ignored', String(3 + malformed.length));

    await expect(app.locator('html')).toHaveAttribute('lang', 'en');
    expect(await app.getByTestId('right-sidebar').getByRole('tab', { selected: true }).textContent()).toMatch(
      /Bet slip/,
    );
    // Nothing was answered: the host heard nothing in the meantime but the app's own page-size reports.
    const after = (await received(page)).slice(before).filter((m) => m.type !== 'page-size-changed');
    expect(after).toEqual([]);
  } finally {
    server.close();
  }

  // A match of the home page opened inside the iframe: the host hears top-event-clicked.
  const row = app.locator('main article[data-match-id]').first();
  const id = Number(await row.getAttribute('data-match-id'));
  await row.getByRole('link').first().click();
  await expect
    .poll(async () => (await lastOf(page, 'top-event-clicked'))?.payload)
    .toEqual({ match_id: id, path: expect.stringMatching(/^\/sports\/[a-z-]+\/[a-z0-9-]+$/) });
});
