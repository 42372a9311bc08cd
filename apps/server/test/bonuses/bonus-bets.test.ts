/**
 * Bets with a bonus, placed and settled through the ledger: a freebet never debits cash and pays its winnings
 * without the stake, a comboboost pays its boosted odds, a lost freebet_no_risk comes back as a freebet, a bonus
 * that does not fit is refused with code 111 and a stable reason, and one freebet cannot be used twice however
 * many bets race for it.
 */
import type { PlacedBetResponse, PlaceErrorBody } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../src/db/schema/index.js';
import type { OutcomeResult } from '../../src/feed/types.js';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, request, sel } from '../bets/payloads.js';
import { bettingWorld, EXTRA, on, results } from '../bets/worlds.js';
import { aMarket, footballMarkets } from '../builders/feed.js';
import { IDS } from '../builders/fixture-world.js';
import { ledgerViolations, SOUND_LEDGER } from '../helpers/ledger.js';
import { bonusesOf, give } from './bonus-app.js';

let t: BettingApp;
beforeAll(async () => {
  // A live delay long enough for the market to be suspended within it on any database.
  t = await startBettingApp({ world: bettingWorld(), env: { LIVE_BET_DELAY_MS: '1500' } });
});
afterAll(() => t.close());

const match = (i: number) => EXTRA[i] as number;

let keys = 0;
const placeRaw = (p: TestPlayer, body: ReturnType<typeof request>, key = `bonus-key-${++keys}`) =>
  p.call<PlacedBetResponse[] | PlaceErrorBody>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: body,
    headers: { 'idempotency-key': key },
  });

async function place(p: TestPlayer, body: ReturnType<typeof request>): Promise<string> {
  const res = await placeRaw(p, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as PlacedBetResponse[])[0]?.betId ?? '';
}

const settle = (matchId: number, home: OutcomeResult) =>
  t.feed([
    { type: 'match_status_changed', matchId, status: 4 },
    { type: 'match_settled', matchId, results: results(home, 'lose') },
  ]);

const ledgerOf = async (betId: string) =>
  (await t.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.betId, betId)))
    .filter((e) => e.balanceAfter !== null)
    .map((e) => [e.kind, e.amount]);

describe('a freebet', () => {
  it('stakes without touching cash, wins its winnings without the stake, and is used once', async () => {
    const p = await t.player({ balance: 1_000 });
    const freebet = await give(t, p, 'welcome-freebet');
    const ref = { id: freebet.id, type: 'freebet' as const, odds: null };
    const id = await place(p, request([bet([on(match(0)).home], 500, { bonus: ref })]));
    expect(await p.balance()).toBe(1_000);
    expect(await ledgerOf(id)).toEqual([
      ['bonus', 500],
      ['bet_stake', -500],
    ]);
    const [held] = await bonusesOf(p, '?type=freebet');
    expect(held).toMatchObject({ id: freebet.id, status: 'bonus_over', issued: { times_used: 1 } });

    await settle(match(0), 'win');
    // 500 x 2.00 = 1000 paid, less the 500 stake the bonus put up.
    expect(await p.balance()).toBe(1_500);
    const again = await placeRaw(p, request([bet([on(match(1)).home], 500, { bonus: ref })]));
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 111, details: expect.stringMatching(/^bonus_used/) });
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });

  it('is refused with a stable reason when it does not fit the bet, never dropped', async () => {
    const p = await t.player({ balance: 1_000 });
    const freebet = await give(t, p, 'welcome-freebet');
    const ref = { id: freebet.id, type: 'freebet' as const, odds: null };
    const cases: [ReturnType<typeof request>, string][] = [
      [request([bet([on(match(2)).home], 400, { bonus: ref })]), 'bonus_stake'],
      [
        request([bet([{ ...on(match(2)).home }], 500, { bonus: { ...ref, id: crypto.randomUUID() } })]),
        'bonus_not_found',
      ],
      [
        request([bet([on(match(2)).home], 500, { bonus: { ...ref, type: 'freebet_all_win' } })]),
        'bonus_not_found',
      ],
      [request([bet([on(match(2)).home], 500, { bonus: { ...ref, id: 'not-a-uuid' } })]), 'bonus_not_found'],
    ];
    for (const [body, reason] of cases) {
      const res = await placeRaw(p, body);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 111, details: expect.stringMatching(new RegExp(`^${reason}`)) });
    }
    expect(await p.balance()).toBe(1_000);
  });

  it('gives its use back when the bet is void, and pays no cash', async () => {
    const p = await t.player({ balance: 0 });
    const freebet = await give(t, p, 'welcome-freebet');
    await place(
      p,
      request([bet([on(match(3)).home], 500, { bonus: { id: freebet.id, type: 'freebet', odds: null } })]),
    );
    await settle(match(3), 'void');
    expect(await p.balance()).toBe(0);
    const [held] = await bonusesOf(p, '?type=freebet');
    expect(held).toMatchObject({ status: 'active', issued: { times_used: 0 } });
  });

  it('is used by exactly one of 20 bets placed at once', async () => {
    const p = await t.player({ balance: 0 });
    const freebet = await give(t, p, 'welcome-freebet');
    const ref = { id: freebet.id, type: 'freebet' as const, odds: null };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeRaw(p, request([bet([on(match(4 + (i % 2))).home], 500, { bonus: ref })]), `race-key-${i}`),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 422);
    expect(refused).toHaveLength(19);
    expect(refused.every((a) => (a.body as PlaceErrorBody).code === 111)).toBe(true);
    expect(await p.balance()).toBe(0);
    const stakes = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'bonus')));
    expect(stakes.filter((e) => e.amount === 500 && e.balanceAfter !== null).length).toBeGreaterThanOrEqual(
      1,
    );
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  }, 60_000);
});

describe('two freebets in one request', () => {
  const twoFreebetSingles = async (p: TestPlayer, app = t) => {
    const welcome = await give(app, p, 'welcome-freebet');
    const deposit = await give(app, p, 'first-deposit-freebet');
    return request([
      bet([on(match(12)).home], 500, { bonus: { id: welcome.id, type: 'freebet', odds: null } }),
      bet([on(match(12)).draw], 2_000, { bonus: { id: deposit.id, type: 'freebet', odds: null } }),
    ]);
  };

  it('are refused by default: one freebet per request (allow_multiple_active_user_freebets off)', async () => {
    const p = await t.player({ balance: 0 });
    const res = await placeRaw(p, await twoFreebetSingles(p));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 111,
      details: expect.stringMatching(/^bonus_multiple_freebets:/),
    });
    const held = (await bonusesOf(p, '?type=freebet')).filter((b) => b.issued !== null);
    expect(held.map((b) => b.issued?.times_used)).toEqual([0, 0]);
  });

  it('are each placed where ALLOW_MULTIPLE_ACTIVE_FREEBETS is on, as the settings say', async () => {
    const other = await startBettingApp({
      world: bettingWorld(),
      env: { ALLOW_MULTIPLE_ACTIVE_FREEBETS: 'true' },
    });
    try {
      const settings = await other.call<{ allow_multiple_active_user_freebets: boolean }>({
        method: 'GET',
        url: '/api/v2/settings',
      });
      expect(settings.body.allow_multiple_active_user_freebets).toBe(true);
      const p = await other.player({ balance: 0 });
      const res = await p.call<PlacedBetResponse[]>({
        method: 'POST',
        url: '/api/v3/bets',
        payload: await twoFreebetSingles(p, other),
        headers: { 'idempotency-key': 'two-freebets' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toHaveLength(2);
      expect(await p.balance()).toBe(0);
      expect(await ledgerViolations(other.app.db)).toEqual(SOUND_LEDGER);
    } finally {
      await other.close();
    }
  });
});

describe('a comboboost', () => {
  const legs = [6, 7, 8, 9].map((i) => on(match(i)).home);

  it('is refused when the odds sent are not those of the range the bet earns', async () => {
    const p = await t.player({ balance: 1_000 });
    const res = await placeRaw(
      p,
      request(
        [bet(legs, 1_000, { bonus: { id: 'acca-boost', type: 'comboboost', odds: 1.2 as never } })],
        'combo',
      ),
    );
    expect(res.body).toMatchObject({ code: 111, details: expect.stringMatching(/^bonus_odds/) });
    const three = await placeRaw(
      p,
      request(
        [bet(legs.slice(0, 2), 1_000, { bonus: { id: 'acca-boost', type: 'comboboost', odds: null } })],
        'combo',
      ),
    );
    expect(three.body).toMatchObject({ code: 111, details: expect.stringMatching(/^bonus_no_range/) });
  });

  it('pays a 4-leg combo at the boosted odds when every leg wins', async () => {
    const p = await t.player({ balance: 1_000 });
    const boost = { id: 'acca-boost', type: 'comboboost' as const, odds: 1.1 as never };
    const id = await place(p, request([bet(legs, 1_000, { bonus: boost })], 'combo'));
    expect(await p.balance()).toBe(0);
    for (const i of [6, 7, 8, 9]) await settle(match(i), 'win');
    // 1000 x 2^4 x 1.10 = 17 600.
    expect(await p.balance()).toBe(17_600);
    expect(await ledgerOf(id)).toEqual([
      ['bet_stake', -1_000],
      ['bet_win', 17_600],
    ]);
  });
});

describe('a freebet_no_risk', () => {
  it('stakes cash, and a loss comes back as a freebet of the stake, announced', async () => {
    const p = await t.player({ balance: 3_000 });
    const noRisk = await give(t, p, 'risk-free-bet');
    await place(
      p,
      request([
        bet([on(match(10)).home], 1_500, { bonus: { id: noRisk.id, type: 'freebet_no_risk', odds: null } }),
      ]),
    );
    expect(await p.balance()).toBe(1_500);
    await settle(match(10), 'lose');
    const back = (await bonusesOf(p, '?type=freebet')).find((b) => b.campaign_id === 'risk-free-bet');
    expect(back).toMatchObject({ status: 'active', issued: { amount: 1_500, currency: 'EUR' } });
    const issued = t.published.filter((m) => m.channel === `$user:${p.id}` && m.data.type === 'bonus_issued');
    expect(issued.at(-1)?.data.data).toMatchObject({ id: back?.id, type: 'freebet' });
    const over = await placeRaw(
      p,
      request([
        bet([on(match(11)).home], 2_500, { bonus: { id: noRisk.id, type: 'freebet_no_risk', odds: null } }),
      ]),
    );
    expect(over.body).toMatchObject({ code: 111 });
  });
});

describe('a live freebet bet rejected after its delay', () => {
  it('gives the freebet back and leaves the cash balance as it was', async () => {
    const p = await t.player({ balance: 0 });
    const freebet = await give(t, p, 'welcome-freebet');
    const home = sel(IDS.leedsBristol, 1, '', '1', 2.1);
    const res = await placeRaw(
      p,
      request([bet([home], 500, { bonus: { id: freebet.id, type: 'freebet', odds: null } })]),
    );
    expect((res.body as PlacedBetResponse[])[0]?.status).toBe('submitted');
    const market = footballMarkets(IDS.leedsBristol).find((m) => m.marketId === 1);
    if (!market) throw new Error('no market');
    const suspend = (status: -1 | 1) =>
      t.feed([
        { type: 'markets_changed', matchId: IDS.leedsBristol, markets: [aMarket({ ...market, status })] },
      ]);
    await suspend(-1);
    await t.app.bets.idle();
    await suspend(1);
    expect(await p.balance()).toBe(0);
    const [held] = await bonusesOf(p, '?type=freebet');
    expect(held).toMatchObject({ id: freebet.id, status: 'active', issued: { times_used: 0 } });
    expect(await ledgerViolations(t.app.db)).toEqual(SOUND_LEDGER);
  });
});
