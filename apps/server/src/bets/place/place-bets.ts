/**
 * POST /bets. First the short way (place-at-once.ts: one read, one booking statement), which covers the usual
 * request; whatever it does not cover comes here, to one transaction: claim the Idempotency-Key, read the
 * player's odds-change setting and today's catalogue around the selections (one statement), check every bet
 * against it, then book them (bet rows, selections, stake debits with the stake limits checked under the
 * account's lock) and store the answer with the key. Any refusal rolls it all back, the key included, so a
 * corrected retry with the same key is a new request.
 */
import type { PlacedBetResponse } from '@sportsbook/contract';
import type { OddsAcceptance, PlaceBetsRequest } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/statements.js';
import type { Tx } from '../../wallet/index.js';
import {
  type CatalogueView,
  type CatalogueViewRow,
  catalogueViewColumns,
  catalogueViewOf,
  type SelectionRef,
  selectionRefsOf,
} from '../current-selections.js';
import { oddsAcceptanceFrom } from '../preferences/player-settings.js';
import type { Pricing } from '../pricing.js';
import { bookBet } from './book-bet.js';
import { checkBets } from './check-bets.js';
import { claimKey, type IdempotencyScope, requestHash, storeAnswer } from './idempotency.js';
import { placeAtOnce } from './place-at-once.js';
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
  const id: IdempotencyScope = { userId: player.id, scope: SCOPE, key };
  const hash = requestHash(request);
  const quick = await placeAtOnce(db, pricing, player, request, id, hash);
  if (quick) return quick;
  return db.transaction(async (tx) => {
    const stored = await claimKey(tx, id, hash);
    if (stored !== null)
      return { placed: stored as PlacedBetResponse[], replayed: true, balance: null, matchIds: [] };
    const refs = selectionRefsOf(request);
    const { mode, view } = await readForPlacing(tx, player, refs);
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

/** The player's odds-change setting and the catalogue around the selections, in one statement. */
async function readForPlacing(
  tx: Tx,
  player: Bettor,
  refs: readonly SelectionRef[],
): Promise<{ mode: OddsAcceptance; view: CatalogueView }> {
  const [row] = rowsOf<CatalogueViewRow & { mode: string | null }>(
    await tx.execute(sql`select
      (select auto_accept_odds_change from settings where user_id = ${player.id}) as mode,
      ${catalogueViewColumns(refs)}`),
  );
  if (!row) throw new Error('the placing read returned no row');
  return { mode: oddsAcceptanceFrom(row.mode), view: catalogueViewOf(row) };
}
