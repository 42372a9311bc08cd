/**
 * Placing a bet through the real API, for journeys about what follows a bet (its settlement's notification, a
 * jackpot hit) rather than the slip: a single of 1x2 at the match's highest open price, any odds change accepted.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_PORT } from './servers';

const API_URL = `http://localhost:${API_PORT}`;

interface Priced {
  id: number;
  main_market?: {
    id: number;
    specifier: string;
    status: number;
    outcomes: { id: string; active: boolean; odds: number }[];
  } | null;
}

const csrfOf = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((c) => c.name === 'sb_csrf');
  if (!cookie) throw new Error('no sb_csrf cookie: sign in first');
  return { 'x-csrf-token': cookie.value };
};

/** The match as the API lists it now (its prices move). */
async function currentMatch(request: APIRequestContext, id: number): Promise<Priced> {
  const answer = await request.get(`/api/v2/matches/${id}`);
  if (!answer.ok()) throw new Error(`match ${id}: ${answer.status()}`);
  return (await answer.json()) as Priced;
}

/**
 * Places a `stake` single on the match's highest open 1x2 price and waits until it is decided (a live bet after
 * its delay); answers the bet's id and status (`waiting_results`, or `rejected` when its market suspended).
 */
export async function placeByApi(
  context: BrowserContext,
  request: APIRequestContext,
  matchId: number,
  stake: number,
): Promise<{ id: string; status: string }> {
  const csrf = await csrfOf(context);
  await request.post('/api/v2/settings', { data: { auto_accept_odds_change: 'any' }, headers: csrf });
  const match = await currentMatch(request, matchId);
  const market = match.main_market;
  const outcome = market?.outcomes.filter((o) => o.active).sort((a, b) => b.odds - a.odds)[0];
  if (!market || !outcome) throw new Error(`match ${matchId} has no open main market`);
  const answer = await request.post('/api/v3/bets', {
    headers: { ...csrf, 'Idempotency-Key': randomUUID() },
    data: {
      meta: { device_id: 'e2e', quick: false, type: 'single' },
      bets: [
        {
          bonus: null,
          stake: { value: stake, currency: 'EUR' },
          selections: [
            {
              match_id: matchId,
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
  if (!answer.ok()) throw new Error(`place: ${answer.status()} ${await answer.text()}`);
  const [placed] = (await answer.json()) as { betId: string }[];
  if (!placed) throw new Error('place: no bet in the answer');
  for (let i = 0; i < 40; i++) {
    const list = await request.get('/api/v3/bets?filter=all');
    const bets = ((await list.json()) as { data: { id: string; status: string }[] }).data;
    const bet = bets.find((b) => b.id === placed.betId);
    if (bet && bet.status !== 'submitted') return bet;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`bet ${placed.betId} still waits for its live delay`);
}

/** Makes the jackpot level's next qualifying bet hit (the server's development control). */
export async function forceJackpotHit(
  context: BrowserContext,
  request: APIRequestContext,
  jackpotId: string,
  level: string,
): Promise<void> {
  const answer = await request.post(`${API_URL}/dev/jackpots/${jackpotId}/levels/${level}/force-hit`, {
    headers: await csrfOf(context),
  });
  if (answer.status() !== 202) throw new Error(`force hit: ${answer.status()} ${await answer.text()}`);
}
