/**
 * The farming programmes of bonus-programmes.json on settled bets: a hunt's points and the freebet they turn
 * into, an amb's ranges claimed once, a lootbox farmed once per match and opened, a tournament's pool growing
 * (and announced), its leaderboard and its payout summing exactly to the pool; a bet never counts twice.
 */
import type {
  AmbProgress,
  BetsResponse,
  Bonus,
  Hunting,
  HuntingTournament,
  Leaderboard,
  PlacedBetResponse,
  PlaceErrorBody,
} from '@sportsbook/contract';
import { type BetBonusRef, type DecimalOdds, decimalOdds, oddsUnits } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, playerBonuses, programmeProgress, users } from '../../src/db/schema/index.js';
import type { OutcomeResult } from '../../src/feed/types.js';
import { countSettledBet, qualifies } from '../../src/programmes/count-bet.js';
import { loadProgrammes, type Programme } from '../../src/programmes/programme-config.js';
import { seedProgrammes } from '../../src/programmes/programme-store.js';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bet, request } from '../bets/payloads.js';
import { bettingWorld, EXTRA, on, results } from '../bets/worlds.js';
import { bonusesOf, give } from './bonus-app.js';

let t: BettingApp;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
});
afterAll(() => t.close());

const match = (i: number) => EXTRA[i] as number;
let keys = 0;

async function place(p: TestPlayer, stake: number, m: number, extra = {}): Promise<string> {
  const res = await p.call<PlacedBetResponse[]>({
    method: 'POST',
    url: '/api/v3/bets',
    payload: request([bet([on(m).home], stake, extra)]),
    headers: { 'idempotency-key': `programme-${++keys}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body[0]?.betId ?? '';
}

const settle = (matchId: number, home: OutcomeResult) =>
  t.feed([
    { type: 'match_status_changed', matchId, status: 4 },
    { type: 'match_settled', matchId, results: results(home, 'lose') },
  ]);

const get = async <T>(p: TestPlayer | BettingApp, url: string) => {
  const res = await p.call<T>({ method: 'GET', url: `/api/v2${url}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const hunt = async (p: TestPlayer) =>
  (await get<{ data: Hunting[] }>(p, '/bonuses/huntings')).data.find((h) => h.id === 'goal-hunt');
const tournament = async (p: TestPlayer | BettingApp) =>
  (await get<{ data: HuntingTournament[] }>(p, '/bonuses/tournaments')).data.find(
    (h) => h.id === 'season-hunt',
  );
const programmeFreebets = async (p: TestPlayer, campaign: string) =>
  t.app.db
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, p.id), eq(playerBonuses.campaignId, campaign)));

describe('a hunt', () => {
  it('earns a point per counted bet when it settles, then turns 3 points into a freebet of half the average stake', async () => {
    const p = await t.player({ balance: 10_000 });
    expect((await hunt(p))?.issued?.farming_stats).toMatchObject({ points: 0, bets_count: 0 });
    await place(p, 500, match(0));
    await place(p, 400, match(0));
    await place(p, 300, match(1));
    await place(p, 300, match(2));
    // Nothing counts before settlement; the open bets are potential points.
    expect((await hunt(p))?.issued?.farming_stats).toMatchObject({ points: 0, potential_points: 4 });

    await settle(match(0), 'win');
    expect((await hunt(p))?.issued?.farming_stats).toEqual({
      points: 2,
      available_points: 2,
      potential_points: 2,
      avg_stake: 450,
      bets_count: 2,
      potential_freebet_amount: 225,
    });
    expect(await programmeFreebets(p, 'goal-hunt')).toEqual([]);

    await settle(match(1), 'lose');
    const stats = (await hunt(p))?.issued?.farming_stats;
    // 1200 / 3 = 400 average; the freebet is half of it; the 3 points are spent.
    expect(stats).toMatchObject({ points: 3, available_points: 0, bets_count: 3, avg_stake: 400 });
    const [freebet] = await programmeFreebets(p, 'goal-hunt');
    expect(freebet).toMatchObject({ type: 'freebet', amount: 200, currency: 'EUR', source: 'programme' });
    // The engine lists and takes it as any freebet.
    const held = await get<{ data: Bonus[] }>(p, '/bonuses?type=freebet');
    expect(held.data.find((b) => b.id === freebet?.id)).toMatchObject({
      status: 'active',
      trigger: 'programme',
    });
    expect(held.data.some((b) => b.campaign_id === 'goal-hunt' && b.issued === null)).toBe(false);
  });

  it('does not count a freebet bet or a bet voided whole', async () => {
    const p = await t.player({ balance: 10_000 });
    const freebet = await give(t, p, 'welcome-freebet');
    await place(p, 500, match(3), { bonus: { id: freebet.id, type: 'freebet', odds: null } });
    await place(p, 500, match(4));
    await settle(match(3), 'win');
    await settle(match(4), 'void');
    expect((await hunt(p))?.issued?.farming_stats).toMatchObject({ points: 0, bets_count: 0 });
  });

  it('counts only bets inside its dates, currencies, stake and odds', async () => {
    const [goal] = (await loadProgrammes()).filter((p): p is Programme => p.id === 'goal-hunt');
    if (!goal) throw new Error('no goal-hunt');
    const base = {
      id: 'b',
      userId: 'u',
      currency: 'EUR',
      stake: 100,
      odds: 1500,
      bonus: null as BetBonusRef | null,
      createdAt: new Date(),
    };
    expect(qualifies(goal, base)).toBe(true);
    expect(qualifies(goal, { ...base, stake: 99 })).toBe(false);
    expect(qualifies(goal, { ...base, odds: 1499 })).toBe(false);
    expect(qualifies(goal, { ...base, currency: 'GBP' })).toBe(false);
    expect(qualifies(goal, { ...base, bonus: { id: 'x', type: 'freebet_no_risk', odds: null } })).toBe(false);
    expect(
      qualifies(goal, { ...base, bonus: { id: 'acca', type: 'comboboost', odds: decimalOdds(1.05) } }),
    ).toBe(true);
    expect(qualifies({ ...goal, valid_from: '2099-01-01T00:00:00Z' }, base)).toBe(false);
  });
});

describe('a bet counts once', () => {
  it('however many settlements race for it', async () => {
    const p = await t.player({ balance: 10_000 });
    const id = await place(p, 500, match(5));
    await t.feed([{ type: 'match_status_changed', matchId: match(5), status: 4 }]);
    await t.feed([{ type: 'match_settled', matchId: match(5), results: results('win', 'lose') }]);
    const [row] = await t.app.db.select().from(bets).where(eq(bets.id, id));
    if (!row) throw new Error('no bet');
    const counted = { ...row, bonus: null };
    // The same bet counted again by 6 transactions at once: the credit key lets none through.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.db.transaction((tx) => countSettledBet(tx, counted, 'win_entire', [match(5)], new Date())),
      ),
    );
    await Promise.all([t.app.bets.settleMatches([match(5)]), t.app.bets.settleMatches([match(5)])]);
    const rows = await t.app.db.select().from(programmeProgress).where(eq(programmeProgress.userId, p.id));
    expect(rows.map((r) => [r.programmeId, r.betsCount]).sort()).toEqual([
      ['bet-ladder', 1],
      ['goal-hunt', 1],
      ['match-lootbox', 1],
      ['season-hunt', 1],
    ]);
  });
});

describe('an amb', () => {
  it('counts settled bets and issues a reached range once', async () => {
    const p = await t.player({ balance: 10_000 });
    for (let i = 0; i < 5; i++) await place(p, 200, match(8));
    const amb = async () =>
      (await get<{ data: AmbProgress[] }>(p, '/bonuses/freebets/amb')).data.find(
        (a) => a.id === 'bet-ladder',
      );
    expect(await amb()).toMatchObject({ progress_count: 0, possible_progress_count: 5 });
    const early = await p.call({
      method: 'POST',
      url: '/api/v2/bonuses/freebets/amb',
      payload: { id: 'bet-ladder' },
    });
    expect(early).toMatchObject({ status: 422, body: { code: 'amb_nothing_to_claim' } });

    await settle(match(8), 'lose');
    expect(await amb()).toMatchObject({
      progress_count: 5,
      possible_progress_count: 0,
      amb_ranges: [
        { number_of_bets: 5, issued_bonus_amount: 200, claimed: false },
        { number_of_bets: 10, issued_bonus_amount: 300, claimed: false },
      ],
    });
    const claim = await p.call({
      method: 'POST',
      url: '/api/v2/bonuses/freebets/amb',
      payload: { id: 'bet-ladder' },
    });
    expect(claim).toMatchObject({ status: 200, body: { count: 1 } });
    expect((await programmeFreebets(p, 'bet-ladder')).map((b) => b.amount)).toEqual([200]);
    const again = await p.call({
      method: 'POST',
      url: '/api/v2/bonuses/freebets/amb',
      payload: { id: 'bet-ladder' },
    });
    expect(again).toMatchObject({ status: 422, body: { code: 'amb_nothing_to_claim' } });
    const unknown = await p.call({
      method: 'POST',
      url: '/api/v2/bonuses/freebets/amb',
      payload: { id: 'goal-hunt' },
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found' } });
    const anonymous = await t.call({
      method: 'POST',
      url: '/api/v2/bonuses/freebets/amb',
      payload: { id: 'bet-ladder' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('a lootbox', () => {
  const box = async (p: TestPlayer) =>
    (await get<{ data: Hunting[] }>(p, '/bonuses/lootboxes')).data.find((h) => h.id === 'match-lootbox');
  const boost = (p: TestPlayer | BettingApp, freebetId: unknown, id = 'match-lootbox') =>
    p.call<{ bonus: Bonus }>({
      method: 'POST',
      url: `/api/v2/bonuses/${id}/boost`,
      payload: { freebet_id: freebetId },
    });
  /** Four players with one box each (two bets on one match: one box), each holding the 5 EUR welcome freebet. */
  const farmed: { p: TestPlayer; freebet: Awaited<ReturnType<typeof give>> }[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      const p = await t.player({ balance: 10_000 });
      await place(p, 200, match(9));
      await place(p, 300, match(9));
      farmed.push({ p, freebet: await give(t, p, 'welcome-freebet') });
    }
    await settle(match(9), 'win');
  });
  const withBox = (i: number) => farmed[i] as (typeof farmed)[number];

  it('farms one box per match; a box multiplies one freebet by 1.5 once, recorded on the freebet', async () => {
    const { p, freebet } = withBox(0);
    const before = await box(p);
    expect(before?.boost_multiplier).toBe(1.5);
    expect(before?.issued).toMatchObject({ boxes: 1, farmed_event_ids: [match(9)] });
    expect(before?.issued?.freebets_to_boost).toEqual([
      expect.objectContaining({
        id: freebet.id,
        type: 'freebet',
        amount: 500,
        boosted_amount: 750,
        currency: 'EUR',
      }),
    ]);
    const boosted = await boost(p, freebet.id);
    expect(boosted.status, JSON.stringify(boosted.body)).toBe(200);
    expect(boosted.body.bonus).toMatchObject({
      id: freebet.id,
      issued: { amount: 750, boost_multiplier: 1.5 },
      boost_data: { lootbox_id: 'match-lootbox', multiplier: 1.5, amount_before: 500, amount_after: 750 },
    });
    const [row] = await t.app.db.select().from(playerBonuses).where(eq(playerBonuses.id, freebet.id));
    expect(row).toMatchObject({ amount: 750, boostMultiplierBp: 15_000 });
    // No box left, and the boosted freebet is no longer offered.
    expect((await box(p))?.issued).toMatchObject({ boxes: 0, freebets_to_boost: [] });
    // GET /bonuses shows the boost too.
    const listed = (await bonusesOf(p)).find((b) => b.id === freebet.id);
    expect(listed?.boost_data?.amount_after).toBe(750);
    // The boosted freebet stakes its new amount, and only that.
    const ref = { id: freebet.id, type: 'freebet' as const, odds: null };
    const old = await p.call<PlaceErrorBody>({
      method: 'POST',
      url: '/api/v3/bets',
      payload: request([bet([on(match(10)).home], 500, { bonus: ref })]),
      headers: { 'idempotency-key': `boosted-old-${freebet.id}` },
    });
    expect(old.status).toBe(422);
    expect(old.body.details).toMatch(/^bonus_stake/);
    await place(p, 750, match(10), { bonus: ref });
  });

  it("refuses with a stable code: boosted before, no box, not the player's, not a freebet, bad body, not a lootbox", async () => {
    const { p, freebet } = withBox(1);
    expect((await boost(p, freebet.id)).status).toBe(200);
    expect(await boost(p, freebet.id)).toMatchObject({
      status: 409,
      body: { code: 'freebet_already_boosted' },
    });
    const kickoff = await give(t, p, 'kickoff-freebet');
    expect(await boost(p, kickoff.id)).toMatchObject({ status: 422, body: { code: 'lootbox_empty' } });
    expect(await boost(p, crypto.randomUUID())).toMatchObject({
      status: 404,
      body: { code: 'freebet_not_found' },
    });
    const other = await t.player({ balance: 0 });
    const theirs = await give(t, other, 'welcome-freebet');
    expect(await boost(p, theirs.id)).toMatchObject({ status: 404, body: { code: 'freebet_not_found' } });
    const [untouched] = await t.app.db.select().from(playerBonuses).where(eq(playerBonuses.id, theirs.id));
    expect(untouched).toMatchObject({ amount: 500, boostMultiplierBp: null, boostData: null });
    expect(await boost(p, 'not-a-uuid')).toMatchObject({ status: 400 });
    expect(await boost(p, undefined)).toMatchObject({ status: 400 });
    expect(await boost(p, kickoff.id, 'season-hunt')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect(await boost(t, kickoff.id)).toMatchObject({ status: 401 });
  });

  it('refuses a spent freebet', async () => {
    const { p, freebet } = withBox(2);
    await place(p, 500, match(12), { bonus: { id: freebet.id, type: 'freebet', odds: null } });
    expect(await boost(p, freebet.id)).toMatchObject({
      status: 422,
      body: { code: 'freebet_not_boostable' },
    });
    expect((await box(p))?.issued?.boxes).toBe(1);
  });

  it('boosts once when boosts race: one freebet boosted once, one box spent once', async () => {
    const { p, freebet } = withBox(3);
    const kickoff = await give(t, p, 'kickoff-freebet');
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => boost(p, freebet.id)),
      ...Array.from({ length: 6 }, () => boost(p, kickoff.id)),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const codes = answers
      .filter((a) => a.status !== 200)
      .map((a) => (a.body as unknown as { code: string }).code);
    expect(new Set(codes).size).toBeGreaterThan(0);
    expect(codes.every((c) => c === 'freebet_already_boosted' || c === 'lootbox_empty')).toBe(true);
    const rows = await t.app.db.select().from(playerBonuses).where(eq(playerBonuses.userId, p.id));
    expect(rows.filter((r) => r.boostMultiplierBp !== null)).toHaveLength(1);
    const boostedRow = rows.find((r) => r.boostMultiplierBp !== null);
    expect(boostedRow?.boostData).toMatchObject({
      amount_before: boostedRow?.id === freebet.id ? 500 : 1000,
      amount_after: boostedRow?.id === freebet.id ? 750 : 1500,
    });
    const [progress] = await t.app.db
      .select()
      .from(programmeProgress)
      .where(and(eq(programmeProgress.userId, p.id), eq(programmeProgress.programmeId, 'match-lootbox')));
    expect(progress).toMatchObject({ points: 1, convertedPoints: 1 });
  });
});

describe('a tournament', () => {
  it('grows its pool by 5% of each counted stake, announces it, ranks the players and pays exactly the pool', async () => {
    const a = await t.player({ balance: 100_000 });
    const b = await t.player({ balance: 100_000 });
    const before = (await tournament(t))?.pool ?? 0;
    await place(a, 30_000, match(6));
    await place(b, 20_001, match(7));
    t.published.length = 0;
    await settle(match(6), 'lose');
    expect((await tournament(t))?.pool).toBe(before + 1500);
    const announced = t.published.filter((m) => m.data.type === 'tournament_pool_changed');
    expect(announced.map((m) => m.channel)).toContain('public:en');
    expect(announced[0]?.data.data).toMatchObject({
      id: 'season-hunt',
      pool: before + 1500,
      currency: 'EUR',
    });
    await settle(match(7), 'win');
    // 20001 x 5% = 1000.05, floored.
    expect((await tournament(t))?.pool).toBe(before + 2500);

    const board = await get<Leaderboard>(a, '/bonuses/tournaments/season-hunt/rating?limit=2');
    const emailOf = async (p: TestPlayer) =>
      (await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, p.id)))[0]?.email ?? '';
    expect(board.data).toEqual([
      {
        position: 1,
        current_user: true,
        email: await emailOf(a),
        farmed_amount: 30_000,
        currency_code: 'EUR',
        farmed_freebets_count: 1,
      },
      {
        position: 2,
        current_user: false,
        email: expect.stringMatching(/^.\*\*\*@e\*\*\*\.com$/),
        farmed_amount: 20_001,
        currency_code: 'EUR',
        farmed_freebets_count: 1,
      },
    ]);
    expect(JSON.stringify(board)).not.toContain(await emailOf(b));
    expect(JSON.stringify(board)).not.toContain(b.id);
    const second = await get<Leaderboard>(b, '/bonuses/tournaments/season-hunt/rating?limit=1&page=2');
    expect(second.data).toMatchObject([{ position: 2, current_user: true, farmed_amount: 20_001 }]);
    expect(second.me).toMatchObject({ position: 2, current_user: true });
    expect(second.pagination).toMatchObject({ page: 2, limit: 1 });
    expect((await tournament(b))?.issued_hunting_tournament).toEqual({
      position: 2,
      farmed_amount: 20_001,
      farmed_freebets_count: 1,
    });
    expect((await t.call({ method: 'GET', url: '/api/v2/bonuses/tournaments/nope/rating' })).status).toBe(
      404,
    );
    expect(
      (await t.call({ method: 'GET', url: '/api/v2/bonuses/tournaments/season-hunt/rating?limit=0' })).status,
    ).toBe(400);

    const pool = (await tournament(t))?.pool ?? 0;
    expect(await t.app.programmes.payEnded(new Date('2029-12-31T23:59:59Z'))).toEqual([]);
    const paid = await t.app.programmes.payEnded(new Date('2030-01-01T00:00:01Z'));
    expect(paid.map((r) => r.issueKey)).toEqual([
      'tournament:season-hunt:1',
      'tournament:season-hunt:2',
      'tournament:season-hunt:3',
    ]);
    expect(paid.reduce((sum, r) => sum + (r.amount ?? 0), 0)).toBe(pool);
    expect(paid[0]).toMatchObject({
      userId: a.id,
      amount: pool - Math.floor((pool * 3000) / 10_000) - Math.floor((pool * 2000) / 10_000),
    });
    expect(paid[1]).toMatchObject({ userId: b.id, amount: Math.floor((pool * 3000) / 10_000) });
    // Paid once.
    expect(await t.app.programmes.payEnded(new Date('2030-01-02T00:00:00Z'))).toEqual([]);
  });
});

describe('a programme as a bet bonus', () => {
  const sendWith = (p: TestPlayer, bonus: unknown, stake = 500) =>
    p.call<PlaceErrorBody>({
      method: 'POST',
      url: '/api/v3/bets',
      payload: request([bet([on(match(10)).home], stake, { bonus: bonus as BetBonusRef })]),
      headers: { 'idempotency-key': `programme-bonus-${++keys}` },
    });

  it('places a lootbox bet at the fixed lootbox odds (1: the price is the selections) and hunt or tournament bets with none', async () => {
    const p = await t.player({ balance: 10_000 });
    const lootbox = await place(p, 500, match(10), {
      bonus: { id: 'match-lootbox', type: 'lootbox', odds: 1 },
    });
    const hunting = await place(p, 500, match(10), {
      bonus: { id: 'goal-hunt', type: 'hunting', odds: null },
    });
    const [row] = await t.app.db.select().from(bets).where(eq(bets.id, lootbox));
    expect(row?.bonus).toEqual({ id: 'match-lootbox', type: 'lootbox', odds: 1 });
    expect(row?.odds).toBe(Number(oddsUnits(decimalOdds(2))));
    expect(row?.freebetStake).toBe(0);
    const [other] = await t.app.db.select().from(bets).where(eq(bets.id, hunting));
    expect(other?.bonus).toEqual({ id: 'goal-hunt', type: 'hunting', odds: null });
    // Cash bets: both stakes left the balance.
    expect(await p.balance()).toBe(9_000);
    // Open bets naming a programme count as potential points like any other.
    expect((await hunt(p))?.issued?.farming_stats.potential_points).toBe(2);
    // Plain cash bets at their own price: offered cash-out like any other (a freebet's bet is not).
    const listed = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets' });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const offers = new Map(listed.body.data.map((b) => [b.id, b.to_cashout]));
    expect(offers.get(lootbox)).toBeGreaterThan(0);
    expect(offers.get(hunting)).toBeGreaterThan(0);
  });

  it('refuses a programme bonus that does not apply, with its reason', async () => {
    const p = await t.player({ balance: 10_000 });
    const cases: [unknown, string, number?][] = [
      [{ id: 'match-lootbox', type: 'lootbox', odds: 1.5 }, 'bonus_odds'],
      [{ id: 'match-lootbox', type: 'lootbox', odds: null }, 'bonus_odds'],
      [{ id: 'goal-hunt', type: 'hunting', odds: 1.2 }, 'bonus_odds'],
      [{ id: 'goal-hunt', type: 'lootbox', odds: 1 }, 'bonus_not_found'],
      [{ id: 'no-such-hunt', type: 'hunting', odds: null }, 'bonus_not_found'],
      [{ id: 'goal-hunt', type: 'hunting', odds: null }, 'bonus_stake', 50],
      [{ id: 'season-hunt', type: 'tournament', odds: null }, 'bonus_stake', 50],
    ];
    for (const [bonus, reason, stake] of cases) {
      const answer = await sendWith(p, bonus, stake);
      expect(answer.status, JSON.stringify(bonus)).toBe(422);
      expect(answer.body.code).toBe(111);
      expect(answer.body.details).toMatch(new RegExp(`^${reason}`));
    }
    expect(await p.balance()).toBe(10_000);
    // Odds of 1 are the lootbox constant only: a selection at 1 is still refused by validation.
    const one = await p.call({
      method: 'POST',
      url: '/api/v3/bets',
      payload: request([bet([{ ...on(match(10)).home, odds: 1 as DecimalOdds }], 500)]),
      headers: { 'idempotency-key': `programme-bonus-${++keys}` },
    });
    expect(one.status).toBe(400);
  });
});

describe('the programme lists', () => {
  it('take the spec filters: locale, isAvailable, status, page and limit (4 by default)', async () => {
    const page = await get<{ data: Hunting[]; pagination: unknown }>(t, '/bonuses/huntings');
    expect(page.pagination).toEqual({ total: 1, page: 1, limit: 4, last_page: 1 });
    const es = await get<{ data: Hunting[] }>(t, '/bonuses/huntings?locale=es');
    expect(es.data[0]?.name).toBe('Caza de goles');
    expect((await get<{ data: Hunting[] }>(t, '/bonuses/huntings?status=expired')).data).toEqual([]);
    expect((await get<{ data: Hunting[] }>(t, '/bonuses/lootboxes?isAvailable=true')).data).toHaveLength(1);
    expect((await get<{ data: Hunting[] }>(t, '/bonuses/lootboxes?isAvailable=false')).data).toHaveLength(0);
    expect(
      (await get<{ data: HuntingTournament[] }>(t, '/bonuses/tournaments?status=active')).data,
    ).toHaveLength(1);
    const second = await get<{ data: AmbProgress[]; pagination: unknown }>(
      t,
      '/bonuses/freebets/amb?page=2&limit=1',
    );
    expect(second).toEqual({ data: [], pagination: { total: 1, page: 2, limit: 1, last_page: 1 } });
  });

  it('refuse bad filters with 400 invalid_param naming the field', async () => {
    const lists = [
      '/bonuses/huntings',
      '/bonuses/lootboxes',
      '/bonuses/tournaments',
      '/bonuses/freebets/amb',
      '/bonuses/freebets',
      '/bonuses/comboboosts',
    ];
    const bad: [string, string][] = [
      ['locale=xx', 'locale'],
      ['isAvailable=maybe', 'isAvailable'],
      ['status=bogus', 'status'],
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=abc', 'limit'],
    ];
    for (const list of lists)
      for (const [query, field] of bad) {
        const answer = await t.call({ method: 'GET', url: `/api/v2${list}?${query}` });
        expect(answer.status, `${list}?${query}`).toBe(400);
        expect(answer.body, `${list}?${query}`).toMatchObject({ code: 'invalid_param', field });
      }
  });
});

describe('the catch-up settlement at start', () => {
  it('announces what it settled like a settlement from the feed: the bonus it issued, the bet changed', async () => {
    const p = await t.player({ balance: 10_000 });
    const noRisk = await give(t, p, 'risk-free-bet');
    const id = await place(p, 500, match(12), {
      bonus: { id: noRisk.id, type: 'freebet_no_risk', odds: null },
    });
    // Only the catalogue hears the result: the server is "down" for the bets.
    await t.app.catalogue.applyFeedEvents([
      { type: 'match_settled', matchId: match(12), results: results('lose', 'lose') },
    ]);
    t.published.length = 0;
    await t.app.bets.start();
    await t.app.bets.idle();
    const [row] = await t.app.db.select().from(bets).where(eq(bets.id, id));
    expect(row?.status).toBe('done');
    const mine = t.published.filter((m) => m.channel.includes(p.id));
    // The lost freebet_no_risk gave its stake back as a freebet, announced as from any settlement.
    const issued = mine.filter((m) => m.data.type === 'bonus_issued');
    expect(issued).toHaveLength(1);
    expect(issued[0]?.data.data).toMatchObject({ type: 'freebet', campaign_id: 'risk-free-bet' });
    expect(mine.some((m) => m.data.type === 'bet_changed')).toBe(true);
  });
});

describe('a programme that requires activation', () => {
  const vip = async (p: TestPlayer) =>
    (await get<{ data: Hunting[] }>(p, '/bonuses/huntings?limit=10')).data.find((h) => h.id === 'vip-hunt');
  const activate = (p: TestPlayer | BettingApp, id: string) =>
    p.call<{ programme: { id: string; activated_at: string } }>({
      method: 'POST',
      url: `/api/v2/bonuses/${id}/activate`,
    });

  beforeAll(async () => {
    const demo = await loadProgrammes();
    const [goal] = demo.filter((p): p is Programme => p.id === 'goal-hunt');
    if (goal?.type !== 'hunting') throw new Error('no goal-hunt');
    const extra: Programme = { ...goal, id: 'vip-hunt', requires_activation: true, points_for_freebet: 100 };
    await seedProgrammes(t.app.db, [...demo, extra]);
  });

  it('counts only the bets a player placed after activating it; activating twice or an open one is refused', async () => {
    const p = await t.player({ balance: 10_000 });
    const other = await t.player({ balance: 10_000 });
    expect(await vip(p)).toMatchObject({ requires_activation: true, activated_at: null });
    await place(p, 500, match(10));
    await place(other, 500, match(10));
    const on = await activate(p, 'vip-hunt');
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.programme).toMatchObject({ id: 'vip-hunt', activated_at: expect.any(String) });
    expect((await vip(p))?.activated_at).toBe(on.body.programme.activated_at);
    expect(await activate(p, 'vip-hunt')).toMatchObject({ status: 409, body: { code: 'already_exists' } });
    expect(await activate(p, 'goal-hunt')).toMatchObject({
      status: 422,
      body: { code: 'bonus_not_available' },
    });
    expect(await activate(p, 'no-such-programme')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    });
    expect((await activate(t, 'vip-hunt')).status).toBe(401);
    await place(p, 500, match(10));
    // The open bet placed after activating is potential; the one before is not.
    expect((await vip(p))?.issued?.farming_stats.potential_points).toBe(1);
    await settle(match(10), 'win');
    expect((await vip(p))?.issued?.farming_stats.points).toBe(1);
    expect((await hunt(p))?.issued?.farming_stats.points).toBe(2);
    expect((await vip(other))?.issued?.farming_stats.points).toBe(0);
    expect((await hunt(other))?.issued?.farming_stats.points).toBe(1);
  });
});
