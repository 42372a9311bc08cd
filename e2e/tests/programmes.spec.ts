/**
 * The farming programmes (issue 37): a player's three settled bets farm hunting points, then the hunt's freebet
 * (its toast); a tournament's pool grows in the open promotions page while another player's bets settle, and the
 * leaderboard shows both players in order, the other one only by a masked e-mail. Axe on the programmes;
 * screenshots at both sizes.
 *
 * Bets are placed through the API (this journey is about what settling them does), at 1 EUR on a live 1x2
 * outcome at odds of 1.50 or more (the demo hunt's and tournament's terms), and ended by the feed's development
 * control: win or lose, each counts.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { depositByApi, endMatchByApi, LIVE_FOOTBALL, type MatchSummary, signUpByApi } from '../support/api';
import { severeViolations, shot } from '../support/slip';
import { expect, test } from '../support/test';

type LiveMatch = Omit<MatchSummary, 'main_market'> & {
  main_market?: {
    id: number;
    specifier: string;
    status: number;
    outcomes: { id: string; active: boolean; odds: number }[];
  } | null;
};

const csrfOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'sb_csrf')?.value ?? '';

/** Live football matches with an open 1x2 outcome at 1.50 to 10, not yet used by this run. */
async function liveMatches(
  request: APIRequestContext,
  count: number,
  skip: Set<number>,
): Promise<LiveMatch[]> {
  const until = Date.now() + 60_000;
  for (;;) {
    const search = new URLSearchParams({ ...LIVE_FOOTBALL, match_status: '1', limit: '50' });
    const answer = await request.get(`/api/v2/matches?${search}`);
    const live = answer.ok() ? ((await answer.json()) as { data: LiveMatch[] }).data : [];
    const fit = live.filter(
      (m) =>
        !skip.has(m.id) &&
        m.stage !== 'halftime' &&
        m.main_market?.status === 1 &&
        m.main_market.outcomes.some((o) => o.active && o.odds >= 1.5 && o.odds <= 10),
    );
    if (fit.length >= count) return fit.slice(0, count);
    if (Date.now() > until) throw new Error(`fewer than ${count} live matches to bet on`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Places a 1 EUR single on `match` and waits for it to be accepted (placed again when the delay rejects it). */
async function betOn(
  context: BrowserContext,
  request: APIRequestContext,
  match: LiveMatch,
  stake = 100,
): Promise<string> {
  const headers = { 'x-csrf-token': await csrfOf(context) };
  await request.post('/api/v2/settings', { headers, data: { auto_accept_odds_change: 'any' } });
  for (let attempt = 0; attempt < 10; attempt++) {
    // A refused or rejected attempt (prices not current yet at start, a market suspended in the delay) waits.
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1_500));
    const fresh = (await request.get(`/api/v2/matches/${match.id}`).then((a) => a.json())) as LiveMatch;
    const market = fresh.main_market ?? match.main_market;
    const outcome = market?.outcomes.find((o) => o.active && o.odds >= 1.5 && o.odds <= 10);
    if (!market || !outcome) throw new Error(`no outcome to bet on in match ${match.id}`);
    const placed = await request.post('/api/v3/bets', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        meta: { device_id: 'e2e-programmes', quick: false, type: 'single' },
        bets: [
          {
            bonus: null,
            stake: { value: stake, currency: 'EUR' },
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
    if (!placed.ok()) continue;
    const [bet] = (await placed.json()) as { betId: string }[];
    // Live bets wait for their delay (1.5 s in e2e), then are accepted or rejected.
    for (let i = 0; i < 20; i++) {
      const list = (await request.get('/api/v3/bets?limit=50').then((a) => a.json())) as {
        data: { id: string; status: string }[];
      };
      const status = list.data.find((b) => b.id === bet?.betId)?.status;
      if (status === 'waiting_results') return bet?.betId ?? '';
      if (status && status !== 'submitted') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`no bet accepted on match ${match.id}`);
}

/** Once the bets `ids` are settled: how many count for the demo hunt (not voided whole, odds of 1.50 or more). */
async function countedBets(request: APIRequestContext, ids: readonly string[]): Promise<number> {
  const until = Date.now() + 60_000;
  for (;;) {
    const list = (await request.get('/api/v3/bets?limit=50').then((a) => a.json())) as {
      data: { id: string; status: string; result: string; odds: number }[];
    };
    const mine = list.data.filter((b) => ids.includes(b.id));
    if (mine.length === ids.length && mine.every((b) => b.status === 'done'))
      return mine.filter((b) => b.result !== 'refund_entire' && b.odds >= 1.5).length;
    if (Date.now() > until) throw new Error('the bets did not settle');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The player's points in the demo hunt, as GET /bonuses/huntings answers. */
async function serverPoints(request: APIRequestContext): Promise<number | undefined> {
  const answer = (await request.get('/api/v2/bonuses/huntings').then((a) => a.json())) as {
    data: { id: string; issued: { farming_stats: { points: number } } | null }[];
  };
  return answer.data.find((h) => h.id === 'goal-hunt')?.issued?.farming_stats.points;
}

const pointsText = (n: number) => (n === 1 ? '1 point' : `${n} points`);

const programmes = (page: Page) => page.getByTestId('programmes');
const huntPoints = (page: Page) => page.getByTestId('hunting-goal-hunt').getByTestId('hunting-points');

test('settled bets farm hunting points and a freebet; a tournament pool grows live and ranks both players @desktop-only', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const used = new Set<number>();
  const { email } = await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  const first = await liveMatches(page.request, 2, used);
  for (const m of first) used.add(m.id);
  const placed: string[] = [];
  for (const m of first) placed.push(await betOn(context, page.request, m));

  await page.goto('/sports/promotions');
  await expect(huntPoints(page)).toHaveText('0 points', { timeout: 30_000 });
  await expect(page.getByTestId('hunting-goal-hunt')).toContainText('Your open bets will add 2 points');

  // Two bets settle: as many points as counted (a bet voided whole, or accepted at a price under 1.50, does not).
  for (const m of first) await endMatchByApi(page.request, m.id);
  let counted = await countedBets(page.request, placed);
  // The server's figure first, then the page's (refreshed by the settlements' bet_changed).
  await expect.poll(() => serverPoints(page.request), { timeout: 15_000 }).toBe(counted);
  await expect(huntPoints(page)).toHaveText(pointsText(counted), { timeout: 30_000 });
  await expect(
    page.getByRole('progressbar', { name: `${counted} of 3 points toward the next freebet` }),
  ).toBeVisible();
  await shot(page, testInfo, 'programmes-hunt-points');

  // More bets until three have counted: the third point becomes the hunt's freebet, announced by the toast.
  for (let extra = 0; counted < 3 && extra < 4; extra++) {
    const [next] = await liveMatches(page.request, 1, used);
    if (!next) break;
    used.add(next.id);
    placed.push(await betOn(context, page.request, next));
    await endMatchByApi(page.request, next.id);
    counted = await countedBets(page.request, placed);
  }
  expect(counted).toBe(3);
  await expect(huntPoints(page)).toHaveText('3 points', { timeout: 30_000 });
  const toast = page.getByTestId('bonus-toast');
  await expect(toast).toContainText('Goal hunt', { timeout: 15_000 });
  const bonuses = (await page.request.get('/api/v2/bonuses?type=freebet').then((a) => a.json())) as {
    data: { campaign_id: string; status: string; issued: { amount: number } | null }[];
  };
  expect(bonuses.data.find((b) => b.campaign_id === 'goal-hunt')).toMatchObject({
    status: 'active',
    issued: { amount: 100 },
  });

  // The tournament: this player's 3 EUR on the leaderboard, the pool on screen.
  const tournament = page.getByTestId('tournament-season-hunt');
  await expect(tournament.getByTestId('tournament-place')).not.toHaveText('Not ranked yet');
  const pool = tournament.getByTestId('tournament-pool');
  const before = await pool.textContent();

  // Another player stakes 5 EUR in another browser; the pool grows here while their bet settles.
  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await other.newPage();
  await signUpByApi(other, otherPage.request);
  await depositByApi(other, otherPage.request, 2000);
  const [theirs] = await liveMatches(otherPage.request, 1, used);
  if (!theirs) throw new Error('no match for the other player');
  await betOn(other, otherPage.request, theirs, 500);
  await endMatchByApi(otherPage.request, theirs.id);
  await expect(pool).not.toHaveText(before ?? '', { timeout: 30_000 });
  await other.close();

  // Both on the leaderboard in order: the other player (5 EUR, masked) above this one (3 EUR, marked).
  const rows = tournament.getByTestId('leaderboard-row');
  await expect(async () => {
    const texts = await rows.allTextContents();
    const me = texts.findIndex((t) => t.includes(email));
    const them = texts.findIndex((t) => /^\d+[a-z0-9]\*\*\*@e\*\*\*\.test€5\.00$/.test(t));
    expect(me).toBeGreaterThan(-1);
    expect(them).toBeGreaterThan(-1);
    expect(them).toBeLessThan(me);
  }).toPass({ timeout: 30_000 });
  const myRow = tournament.locator('tr[aria-current="true"]');
  await expect(myRow).toContainText('You');
  // The player's place follows the others' settled bets too.
  await expect(tournament.getByTestId('tournament-place')).toHaveText(
    (await myRow.locator('td').first().textContent()) ?? '',
  );
  await expect(tournament).not.toContainText('@e2e.test€5.00');

  expect(await severeViolations(page, '[data-testid="programmes"]')).toEqual([]);
  await shot(page, testInfo, 'programmes-desktop');
  await page.getByTestId('amb-bet-ladder').scrollIntoViewIfNeeded();
  await expect(page.getByRole('progressbar', { name: '3 of 10 bets' })).toBeVisible();
  await shot(page, testInfo, 'programmes-ladder-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await programmes(page).scrollIntoViewIfNeeded();
  expect(await severeViolations(page, '[data-testid="programmes"]')).toEqual([]);
  await shot(page, testInfo, 'programmes-mobile');
  await tournament.getByTestId('leaderboard').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'programmes-leaderboard-mobile');
});
