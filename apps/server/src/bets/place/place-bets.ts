/**
 * POST /bets in one transaction: claim the Idempotency-Key, check every bet against today's catalogue, then book
 * them (bet rows, selections, stake debits) and store the answer with the key. Any refusal rolls it all back,
 * the key included, so a corrected retry with the same key is a new request.
 */
import type { PlacedBetResponse } from '@sportsbook/contract';
import type { PlaceBetsRequest } from '@sportsbook/domain';
import type { Db } from '../../db/client.js';
import { loadCatalogueView } from '../current-selections.js';
import { oddsAcceptanceOf } from '../preferences/player-settings.js';
import type { Pricing } from '../pricing.js';
import { bookBet } from './book-bet.js';
import { checkBets } from './check-bets.js';
import { claimKey, requestHash, storeAnswer } from './idempotency.js';
import { PlaceError, placeErrorBody } from './place-error.js';
import { betTypeOf } from './ticket-entry.js';

/** The player placing, as the auth plugin describes them. */
export interface Bettor {
  id: string;
  currency: string;
  isVip: boolean;
}

/** The answer, and what to announce once committed (nothing for a replayed answer). */
export interface PlaceResult {
  placed: PlacedBetResponse[];
  replayed: boolean;
  /** The balance after the last debit; null when replayed. */
  balance: number | null;
  /** The match of every booked selection, one entry per bet and match (for the bet counters). */
  matchIds: number[];
}

/** The call's scope in the idempotency table. */
const SCOPE = 'POST /api/v3/bets';

/** Places the bets of `request` for `player`, once per Idempotency-Key `key`. Throws PlaceError on refusal. */
export async function placeBets(
  db: Db,
  pricing: Pricing,
  player: Bettor,
  request: PlaceBetsRequest,
  key: string,
): Promise<PlaceResult> {
  const id = { userId: player.id, scope: SCOPE, key };
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    const stored = await claimKey(tx, id, hash);
    if (stored !== null)
      return { placed: stored as PlacedBetResponse[], replayed: true, balance: null, matchIds: [] };
    const mode = await oddsAcceptanceOf(tx, player.id);
    const refs = request.bets.flatMap((b) =>
      b.selections.map((s) => ({
        matchId: s.match_id,
        marketId: s.market_id,
        specifier: s.specifier,
        outcomeId: s.outcome_id,
      })),
    );
    const view = await loadCatalogueView(tx, refs);
    const checked = checkBets(request.bets, { view, mode, currency: player.currency, pricing });
    if (!checked.ok) {
      const allSingles = request.bets.every((b) => betTypeOf(b) === 'single');
      throw new PlaceError(placeErrorBody(checked.failures, allSingles));
    }
    const who = {
      userId: player.id,
      isVip: player.isVip,
      deviceId: request.meta.device_id,
      quick: request.meta.quick,
    };
    const placed: PlacedBetResponse[] = [];
    let balance: number | null = null;
    for (const bet of checked.bets) {
      const booked = await bookBet(tx, bet, view, who);
      placed.push(booked.placed);
      balance = booked.balance;
    }
    await storeAnswer(tx, id, placed);
    const matchIds = checked.bets.flatMap((b) => [...new Set(b.entry.selections.map((s) => s.matchId))]);
    return { placed, replayed: false, balance, matchIds };
  });
}
