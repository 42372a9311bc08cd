/**
 * POST /bets, once its Idempotency-Key is claimed (src/idempotency: the one entrance, so a request is checked
 * and booked by one attempt only). First the short way (place-at-once.ts: one read, one booking statement),
 * which covers the usual request; whatever it does not cover comes here, to one transaction: read the player's
 * odds-change setting and today's catalogue around the selections (one statement), check every bet against it,
 * then book them (bet rows, selections, stake debits with the stake limits checked under the account's lock)
 * and store the answer on the claim. A refusal rolls the booking back and is stored as the key's answer by
 * the idempotency service, so a retry gets the same refusal.
 */
import type { PlacedBetResponse } from '@sportsbook/contract';
import type { OddsAcceptance, PlaceBetsRequest } from '@sportsbook/domain';
import { sql } from 'drizzle-orm';
import { heldBonuses } from '../../bonuses/held-bonuses.js';
import { viewerOf } from '../../bonuses/list-bonuses.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/statements.js';
import { type Claim, storeAnswer } from '../../idempotency/index.js';
import type { Jackpots } from '../../jackpots/service.js';
import { isProgrammeBonus } from '../../programmes/programme-bonus.js';
import { allProgrammes, type StoredProgramme } from '../../programmes/programme-store.js';
import type { ProviderRules } from '../../site/site.js';
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
import { type BonusContext, checkBets } from './check-bets.js';
import { placeAtOnce } from './place-at-once.js';
import { PlaceError, placeErrorBody } from './place-error.js';
import { betTypeOf } from './ticket-entry.js';

/** The player placing, as the auth plugin describes them. */
export interface Bettor {
  id: string;
  currency: string;
  isVip: boolean;
}

/** The answer, and what to announce once committed. */
export interface PlaceResult {
  placed: PlacedBetResponse[];
  /** The balance after the last debit. */
  balance: number | null;
  /** The match of every booked selection, one entry per bet and match (for the bet counters). */
  matchIds: number[];
}

/** Places the bets of `request` for `player` under `claim`, its claimed Idempotency-Key. Throws PlaceError on refusal. */
export async function placeBets(
  db: Db,
  pricing: Pricing,
  player: Bettor,
  request: PlaceBetsRequest,
  claim: Claim,
  rules: { multipleFreebets: boolean; providers: ProviderRules },
  jackpots: Jackpots | null = null,
): Promise<PlaceResult> {
  const quick = await placeAtOnce(db, pricing, player, request, claim, rules.providers, jackpots);
  if (quick) return quick;
  return db.transaction(async (tx) => {
    const refs = selectionRefsOf(request);
    const { mode, view } = await readForPlacing(tx, player, refs, rules.providers);
    const bonuses = await bonusesOfRequest(tx, player.id, request, rules.multipleFreebets);
    const checked = checkBets(request.bets, {
      view,
      mode,
      currency: player.currency,
      pricing,
      providers: rules.providers,
      bonuses,
    });
    if (!checked.ok) {
      const allSingles = request.bets.every((b) => betTypeOf(b) === 'single');
      throw new PlaceError(placeErrorBody(checked.failures, allSingles));
    }
    const who = {
      userId: player.id,
      isVip: player.isVip,
      deviceId: request.meta.device_id,
      quick: request.meta.quick,
      jackpots,
    };
    const placed: PlacedBetResponse[] = [];
    let balance: number | null = null;
    for (const bet of checked.bets) {
      const booked = await bookBet(tx, bet, view, who);
      placed.push(booked.placed);
      balance = booked.balance;
    }
    await storeAnswer(tx, claim, { status: 200, body: placed });
    const matchIds = checked.bets.flatMap((b) => [...new Set(b.entry.selections.map((s) => s.matchId))]);
    return { placed, balance, matchIds };
  });
}

/** The bonuses the request's bets name, locked (null when none names one). */
async function bonusesOfRequest(
  tx: Tx,
  userId: string,
  request: PlaceBetsRequest,
  multipleFreebets: boolean,
): Promise<BonusContext | null> {
  const sent = request.bets.flatMap((b) => (b.bonus ? [b.bonus] : []));
  if (sent.length === 0) return null;
  const viewer = await viewerOf(tx, userId);
  if (!viewer) return null;
  const programmes = sent.some((b) => isProgrammeBonus(b.type))
    ? new Map((await allProgrammes(tx)).map((p) => [p.id, p]))
    : new Map<string, StoredProgramme>();
  return { viewer, held: await heldBonuses(tx, viewer, sent, new Date()), multipleFreebets, programmes };
}

/** The player's odds-change setting and the catalogue around the selections, in one statement. */
async function readForPlacing(
  tx: Tx,
  player: Bettor,
  refs: readonly SelectionRef[],
  providers: ProviderRules,
): Promise<{ mode: OddsAcceptance; view: CatalogueView }> {
  const [row] = rowsOf<CatalogueViewRow & { mode: string | null }>(
    await tx.execute(sql`select
      (select auto_accept_odds_change from settings where user_id = ${player.id}) as mode,
      ${catalogueViewColumns(refs)}`),
  );
  if (!row) throw new Error('the placing read returned no row');
  return { mode: oddsAcceptanceFrom(row.mode), view: catalogueViewOf(row, providers.statuses) };
}
