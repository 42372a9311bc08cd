/** The bet builder on the feed simulator's model: its markets, joint prices, refusals, and placing a custom bet. */
import type {
  BetsResponse,
  CustomBetMarketsResponse,
  PlacedBetResponse,
  PlaceErrorBody,
} from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingApp, startBettingApp } from './betting-app.js';
import { bet, request, sel } from './payloads.js';

let t: BettingApp;
let matchId = 0;
let markets: CustomBetMarketsResponse['data'] = [];

beforeAll(async () => {
  t = await startBettingApp({ feed: true });
  const football = t.app.feed.world.sports.find((s) => s.key === 'football')?.id;
  const leagues = new Set(
    t.app.feed.world.tournaments.filter((l) => l.sportId === football).map((l) => l.id),
  );
  const match = t.app.feed.world.matches.find(
    (m) => m.status === 0 && m.type === 'match' && leagues.has(m.tournamentId),
  );
  matchId = match?.id ?? 0;
  const res = await t.call<CustomBetMarketsResponse>({
    method: 'GET',
    url: `/api/v3/bets/custom/markets/${matchId}`,
  });
  expect(res.status).toBe(200);
  markets = res.body.data;
});
afterAll(() => t.close());

const oddsOf = (marketId: number, specifier: string, outcomeId: string) =>
  markets
    .find((m) => m.id === marketId && m.specifier === specifier)
    ?.outcomes.find((o) => o.id === outcomeId)?.odds ?? 0;
const leg = (market_id: number, specifier: string, outcome_id: string) => ({
  market_id,
  specifier,
  outcome_id,
});
const quote = (selections: ReturnType<typeof leg>[], id = matchId) =>
  t.call<{ odds: number } | { code: string }>({
    method: 'POST',
    url: '/api/v3/bets/custom/odds',
    payload: { match_id: id, selections },
  });

describe('GET /api/v3/bets/custom/markets/:matchId', () => {
  it('lists the markets with bet-builder groups, on half lines only', () => {
    const lines = markets.map((m) => `${m.id}:${m.specifier}`);
    expect(lines).toContain('1:');
    expect(lines).toContain('18:total=2.5');
    expect(lines).not.toContain('18:total=3'); // whole line: refundable
    expect(lines).not.toContain('18:total=2.25'); // quarter line: refundable in half
    expect(lines).not.toContain('11:'); // draw no bet
    expect(markets.every((m) => m.custom_bet_groups.length > 0)).toBe(true);
  });

  it('404s an unknown match', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v3/bets/custom/markets/99999' })).status).toBe(404);
  });
});

describe('POST /api/v3/bets/custom/odds', () => {
  it('prices the legs together, not as the product of their odds', async () => {
    const res = await quote([leg(1, '', '1'), leg(18, 'total=2.5', 'over')]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const odds = (res.body as { odds: number }).odds;
    const naive = oddsOf(1, '', '1') * oddsOf(18, 'total=2.5', 'over');
    expect(odds).toBeGreaterThan(1.01);
    expect(Math.abs(odds - naive) / naive).toBeGreaterThan(0.02);
  });

  it('refuses legs that cannot go together with 422 incompatible_selections', async () => {
    for (const legs of [
      [leg(1, '', '1'), leg(1, '', '2')], // two outcomes of the 1x2
      [leg(1, '', '1'), leg(10, '', 'X2')], // a home win cannot also be "draw or away"
      [leg(1, '', '1'), leg(18, 'total=3', 'over')], // a whole line can be refunded
    ]) {
      expect(await quote(legs)).toMatchObject({ status: 422, body: { code: 'incompatible_selections' } });
    }
  });

  it('answers 404 for an unknown match and 400 for a single leg', async () => {
    expect((await quote([leg(1, '', '1'), leg(18, 'total=2.5', 'over')], 99_999)).status).toBe(404);
    expect(await quote([leg(1, '', '1')])).toMatchObject({ status: 400, body: { field: 'selections' } });
  });
});

describe('placing a custom bet', () => {
  it('books it at the quote, and refuses another price with 120', async () => {
    const p = await t.player();
    const legs = [leg(1, '', '1'), leg(18, 'total=2.5', 'over')];
    const { odds } = (await quote(legs)).body as { odds: number };
    const selections = legs.map((l) =>
      sel(matchId, l.market_id, l.specifier, l.outcome_id, oddsOf(l.market_id, l.specifier, l.outcome_id)),
    );
    const place = (customOdds: number, key: string) =>
      p.call<PlacedBetResponse[] | PlaceErrorBody>({
        method: 'POST',
        url: '/api/v3/bets',
        payload: request([bet(selections, 1_000, { custom_odds: customOdds as never })], 'custom_bet'),
        headers: { 'idempotency-key': key },
      });
    expect(await place(Math.round(odds * 1.2 * 100) / 100, 'custom-key-1')).toMatchObject({
      status: 422,
      body: { code: 120, message: 'error.place_bets.invalid_odds_custom_bet' },
    });
    const res = await place(odds, 'custom-key-2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = await p.call<BetsResponse>({ method: 'GET', url: '/api/v3/bets' });
    expect(list.body.data[0]).toMatchObject({ type: 'custom_bet', odds, stake: { value: 1_000 } });
    expect(list.body.data[0]?.to_cashout).toBeGreaterThan(0);
  });
});
