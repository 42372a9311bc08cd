/**
 * Bonuses (issue 34): a new player's welcome freebet staked on a single, settled without its stake in the payout;
 * a 4-leg combo that gets the comboboost and is paid at the boosted odds; a promo code on the promotions page
 * that issues a freebet and brings the bonus toast, whose card opens the detail modal; a first deposit of 100 EUR
 * that brings the first-deposit freebet. Axe on the promotions page,
 * its modal and the slip with a bonus; screenshots of each.
 *
 * The live matches picked have a level score when the feed has them, and the bets go on the draw, ended at once
 * by the feed's development control: the draw then wins unless a goal comes in those seconds. When the feed has
 * too few level matches, any live match does, backing its best-priced outcome. Either way the amounts are checked
 * exactly (a freebet never touches the cash balance; a win pays floor(stake x odds) less the stake, a boosted
 * combo floor(stake x legs x 1.10)).
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
  depositByApi,
  endMatchByApi,
  LIVE_FOOTBALL,
  type MatchSummary,
  matchPath,
  signUpByApi,
} from '../support/api';
import {
  expectBalance,
  headerBalance,
  marketOutcome,
  minorUnits,
  openPanel,
  pickOdds,
  placeUntilPlaced,
  severeViolations,
  shot,
} from '../support/slip';
import { expect, test } from '../support/test';

type LiveMatch = MatchSummary & { total_score?: { home: number; away: number } | null };

/** A live match and the 1x2 outcome to back on it (0 home, 1 draw, 2 away). */
interface LivePick {
  match: LiveMatch;
  outcome: number;
}

/**
 * `count` live football matches, most recent first, each with a 1x2 outcome open at `minOdds` or more. For the
 * first 30 s of asking only level scores, backing the draw (it then wins when the match is ended at once);
 * afterwards any score, backing the best-priced outcome, since the journeys end the matches they bet on and the
 * feed starts new ones only as others finish. The amounts are checked exactly whichever way the bet goes.
 */
async function livePicks(request: APIRequestContext, count: number, minOdds: number): Promise<LivePick[]> {
  const started = Date.now();
  for (;;) {
    const insist = Date.now() - started < 30_000;
    const search = new URLSearchParams({ ...LIVE_FOOTBALL, match_status: '1', limit: '50' });
    const answer = await request.get(`/api/v2/matches?${search}`);
    const live = answer.ok() ? ((await answer.json()) as { data: LiveMatch[] }).data : [];
    const picks: LivePick[] = [];
    for (const match of live) {
      const outcomes = match.main_market?.outcomes ?? [];
      const score = match.total_score ?? { home: 0, away: 0 };
      if (match.main_market?.status !== 1 || match.stage === 'halftime' || match.stage === 'pause') continue;
      if (insist && score.home !== score.away) continue;
      const candidates = insist ? [1] : [0, 1, 2];
      const best = candidates
        .filter((i) => outcomes[i]?.active === true && (outcomes[i]?.odds ?? 0) >= minOdds)
        .sort((x, y) => (outcomes[y]?.odds ?? 0) - (outcomes[x]?.odds ?? 0))[0];
      if (best !== undefined) picks.push({ match, outcome: best });
    }
    if (picks.length >= count) return picks.slice(0, count);
    if (Date.now() - started > 120_000) throw new Error(`fewer than ${count} live matches to bet on`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

interface PlacedBet {
  id: string;
  status: string;
  result: string;
  win_amount: number | null;
  stake: { value: number };
  bonus: { id: string; type: string; odds: number | null } | null;
  selections: { odds: number }[];
}

async function myBets(page: Page): Promise<PlacedBet[]> {
  const answer = await page.request.get('/api/v3/bets?filter=all');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: PlacedBet[] }).data;
}

const units = (odds: number) => BigInt(Math.round(odds * 1000));

/**
 * Places what the slip holds, taking any price move, and waits until the live bet is accepted. A market that
 * suspends during the live delay (a goal, a danger moment) gets the bet rejected, its stake and bonus handed
 * back: the selections are kept and placed again, as a bettor would.
 */
async function placeLive(page: Page, testInfo: TestInfo) {
  const slip = await openPanel(page, testInfo);
  await slip.getByRole('combobox', { name: 'When odds change' }).selectOption('any');
  for (let attempt = 0; attempt < 4; attempt++) {
    const success = await placeUntilPlaced(slip);
    await expect(success.locator('span[data-status="submitted"]')).toHaveCount(0, { timeout: 20_000 });
    if ((await success.locator('span[data-status="accepted"]').count()) === 1) {
      await success.getByTestId('slip-done').click();
      return;
    }
    await success.getByTestId('keep-selections').click();
  }
  throw new Error('the live bet was rejected four times');
}

test('a new player stakes the welcome freebet on a single; the payout leaves out the stake', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const [pick] = await livePicks(page.request, 1, 1.5);
  if (!pick) throw new Error('no match');
  const { match } = pick;
  await signUpByApi(context, page.request);
  await page.goto(matchPath(match));
  await expectBalance(page, '€0.00');

  await pickOdds(page, testInfo, await marketOutcome(page, '1x2', pick.outcome), 1);
  const slip = await openPanel(page, testInfo);
  const bonus = slip.getByRole('combobox', { name: 'Bonus' });
  await expect(bonus).toBeVisible({ timeout: 15_000 });
  await bonus.selectOption({ index: 1 });
  await expect(slip.getByTestId('slip-freebet')).toContainText('Freebet');
  await expect(slip.getByTestId('slip-stake')).toHaveValue('5');
  await expect(slip.getByTestId('slip-stake')).toBeDisabled();
  expect(await severeViolations(page, '[data-testid="bet-slip-panel"]')).toEqual([]);
  await shot(page, testInfo, 'bonus-slip-freebet');

  await placeLive(page, testInfo);
  // The bonus pays the stake: the cash balance does not move.
  await expectBalance(page, '€0.00');
  const [placed] = await myBets(page);
  expect(placed?.bonus?.type).toBe('freebet');
  const myBetsPanel = await openPanel(page, testInfo, 'My bets');
  await expect(myBetsPanel.getByTestId('my-bet').first()).toContainText('Free bet');

  await endMatchByApi(page.request, match.id);
  await expect.poll(async () => (await myBets(page))[0]?.status, { timeout: 30_000 }).toBe('done');
  const [settled] = await myBets(page);
  if (!settled) throw new Error('no bet');
  const odds = units(settled.selections[0]?.odds ?? 0);
  const expected = settled.result === 'win_entire' ? Number((500n * odds) / 1000n) - 500 : 0;
  expect(settled.win_amount).toBe(expected);
  await expect.poll(async () => minorUnits(await headerBalance(page)), { timeout: 15_000 }).toBe(expected);
  await shot(page, testInfo, 'bonus-freebet-settled');
});

test('a 4-leg combo gets the comboboost and is paid at the boosted odds', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(270_000);
  // Each price well above the boost's 1.20 per selection, so a price move in the live delay keeps all four in.
  const picks = await livePicks(page.request, 4, 1.5);
  await signUpByApi(context, page.request);
  await depositByApi(context, page.request, 2000);
  for (const [i, { match, outcome }] of picks.entries()) {
    await page.goto(matchPath(match));
    await pickOdds(page, testInfo, await marketOutcome(page, '1x2', outcome), i + 1);
  }
  const slip = await openPanel(page, testInfo);
  const combo = slip.getByRole('radio', { name: 'Combo' });
  if (!(await combo.isChecked())) await combo.check();
  await expect(slip.getByTestId('slip-boost')).toContainText('Odds boosted x1.10', { timeout: 15_000 });
  await slip.getByTestId('slip-stake').fill('10');
  await shot(page, testInfo, 'bonus-slip-comboboost');
  expect(await severeViolations(page, '[data-testid="bet-slip-panel"]')).toEqual([]);
  await placeLive(page, testInfo);
  await expectBalance(page, '€10.00');
  const [placed] = await myBets(page);
  expect(placed?.bonus).toMatchObject({ id: 'acca-boost', type: 'comboboost', odds: 1.1 });

  for (const { match } of picks) await endMatchByApi(page.request, match.id);
  await expect.poll(async () => (await myBets(page))[0]?.status, { timeout: 45_000 }).toBe('done');
  const [settled] = await myBets(page);
  if (!settled) throw new Error('no bet');
  const legs = settled.selections.reduce((p, s) => p * units(s.odds), 1n);
  const boosted = Number((1000n * legs * 1100n) / 1000n ** 5n);
  expect(settled.win_amount).toBe(settled.result === 'win_entire' ? boosted : 0);
  await expect
    .poll(async () => minorUnits(await headerBalance(page)), { timeout: 15_000 })
    .toBe(1000 + (settled.win_amount ?? 0));
});

test('a promo code issues a freebet, the toast shows and opens the detail; the page reads well', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await signUpByApi(context, page.request);
  await page.goto('/sports/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  const cards = page.getByTestId('bonus-card');
  await expect(cards.filter({ hasText: 'Welcome freebet' })).toContainText('Yours');
  await expect(cards.filter({ hasText: 'Acca boost' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'promotions');

  await page.getByTestId('bonus-filter-past').click();
  await expect(page.getByText('No past bonuses yet.')).toBeVisible();
  await page.getByTestId('bonus-filter-valid').click();

  const code = page.getByLabel('Promo code');
  await code.fill('nope');
  await page.getByTestId('promo-code-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: 'This promo code does not exist.' })).toBeVisible();
  await code.fill('kickoff');
  await page.getByTestId('promo-code-submit').click();
  await expect(page.getByTestId('promo-code-success')).toHaveText('Bonus added: Kick-off freebet');

  const toast = page.getByTestId('bonus-toast');
  await expect(toast).toContainText('Kick-off freebet', { timeout: 15_000 });
  await shot(page, testInfo, 'bonus-toast');
  await toast.getByRole('button', { name: /Kick-off freebet/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Kick-off freebet' });
  await expect(dialog.getByTestId('bonus-terms')).toContainText('Football only');
  await expect(dialog.getByTestId('bonus-progress')).toHaveText('Used 0 of 1');
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'bonus-detail');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await cards
    .filter({ hasText: 'Risk-free bet' })
    .getByRole('button', { name: /^Details/ })
    .click();
  const riskFree = page.getByRole('dialog', { name: 'Risk-free bet' });
  await riskFree.getByTestId('bonus-activate').click();
  await expect(riskFree.getByRole('status')).toHaveText('Activated: the bonus is yours.');
});

test('a first deposit of 100 EUR brings the first-deposit freebet, with its toast', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  await signUpByApi(context, page.request);
  await page.goto('/sports/promotions');
  const card = page.getByTestId('bonus-card').filter({ hasText: 'First deposit freebet' });
  await expect(card).toContainText('Available');
  await card.getByRole('button', { name: /^Details/ }).click();
  const detail = page.getByRole('dialog', { name: 'First deposit freebet' });
  await expect(detail).toContainText('A qualifying deposit gives you this bonus at once');
  await expect(detail.getByTestId('bonus-deposit')).toHaveText('Deposit');
  expect(await severeViolations(page)).toEqual([]);
  await shot(page, testInfo, 'bonus-deposit-detail');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await depositByApi(context, page.request, 10_000);
  const toast = page.getByTestId('bonus-toast');
  await expect(toast).toContainText('First deposit freebet', { timeout: 15_000 });
  await expect(card).toContainText('Yours', { timeout: 10_000 });
  await expect(card).toContainText('€20.00');
});
