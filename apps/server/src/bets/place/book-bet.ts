/**
 * Writes one checked bet inside the placing transaction: the bet row, its selections with a snapshot of their
 * names (so my bets reads well after the catalogue moves on), the stake debit, and a qualifying bet's part in the
 * jackpots (contributions, draws, a hit's payout: src/jackpots).
 * The account row is locked first (the player's stake limits are checked under that lock) and the bet row
 * written before the debit, because the ledger entry points at it.
 */
import { randomUUID } from 'node:crypto';
import type { PlacedBetResponse } from '@sportsbook/contract';
import { oddsUnits, selectionId, totalOddsUnits } from '@sportsbook/domain';
import { and, eq } from 'drizzle-orm';
import { useBonus } from '../../bonuses/use-bonus.js';
import { accounts, betSelections, bets } from '../../db/schema/index.js';
import type { BetFacts } from '../../jackpots/qualifying-bet.js';
import type { Jackpots } from '../../jackpots/service.js';
import { ApiError } from '../../lib/api-error.js';
import { assertStakeAllowed } from '../../players/limits/enforce.js';
import { type Tx, transfer } from '../../wallet/index.js';
import type { CatalogueView } from '../current-selections.js';
import { randomCode } from '../random-code.js';
import type { SelectionSnapshot } from '../view/bet-view.js';
import type { CheckedBet } from './check-bets.js';
import { placeError } from './place-error.js';

/** Who places and how. */
export interface Placer {
  userId: string;
  isVip: boolean;
  deviceId: string;
  quick: boolean;
  /** The jackpots a qualifying bet takes part in (src/jackpots); absent or null when the feature is off. */
  jackpots?: Jackpots | null;
}

/** The booked bet's answer and the player's balance after its debit. */
export interface BookedBet {
  placed: PlacedBetResponse;
  balance: number;
}

/** Books `bet`: status `submitted` while a live bet waits out its delay, `waiting_results` otherwise. */
export async function bookBet(tx: Tx, bet: CheckedBet, view: CatalogueView, who: Placer): Promise<BookedBet> {
  const { entry } = bet;
  // Locked now, before the bet row's foreign key takes a share lock on it: two bets of one account would
  // otherwise each hold that share lock and wait for the other's when the debit locks the row for update.
  const [account] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, who.userId), eq(accounts.currency, entry.currency)))
    .for('update');
  if (!account) throw placeError('currency', `no ${entry.currency} account`);
  const row = betRowOf(bet, who, account.id);
  const { id, ref, status } = row;
  await tx.insert(bets).values(row);
  await tx.insert(betSelections).values(entry.selections.map((s) => selectionRowOf(id, s, view)));
  const stake = bet.payload.stake.value;
  if (bet.bonus) {
    if (!(await useBonus(tx, bet.bonus.held, new Date())))
      throw placeError(
        'bonus',
        `bonus_used: ${bet.bonus.on.slip.type} ${bet.bonus.on.slip.id} by another bet of this request`,
      );
  }
  const bonusStaked = bet.bonus?.on.freebetStake != null;
  // A freebet's stake is the bonus's: no stake limit counts it, and the house funds it (kind bonus) before the
  // stake is taken, so the cash balance is left as it was and the ledger shows both movements.
  if (bonusStaked)
    await transfer(tx, {
      userId: who.userId,
      currency: entry.currency,
      amount: stake,
      direction: 'credit',
      kind: 'bonus',
      betId: id,
      reference: freebetReference(id),
    });
  else await withinLimits(tx, who.userId, entry.currency, stake);
  let balance = await debit(tx, who.userId, entry.currency, stake, id);
  if (who.jackpots) {
    const took = await who.jackpots.takePart(tx, { ...jackpotFactsOf(bet), betId: id, userId: who.userId });
    balance = took.balance ?? balance;
  }
  const selections = entry.selections.map((s) => ({ id: selectionId(s), odds: s.odds }));
  return { placed: { betId: id, ref, status, isVip: who.isVip, selections }, balance };
}

/** The player's bet, wager and loss limits (checked with the account locked, so bets cannot race past them). */
async function withinLimits(tx: Tx, userId: string, currency: string, stake: number): Promise<void> {
  try {
    await assertStakeAllowed(tx, { userId, currency, stake });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'limit_exceeded')
      throw placeError('limitExceeded', error.message);
    throw error;
  }
}

async function debit(
  tx: Tx,
  userId: string,
  currency: string,
  amount: number,
  betId: string,
): Promise<number> {
  try {
    const moved = await transfer(tx, {
      userId,
      currency,
      amount,
      direction: 'debit',
      kind: 'bet_stake',
      betId,
      reference: stakeReference(betId),
    });
    return moved.balance;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'insufficient_funds')
      throw placeError('insufficientFunds', `stake ${amount} above the balance`);
    throw error;
  }
}

/**
 * The row of a new bet (a fresh id and ref): `submitted` while a live bet waits out its delay, `waiting_results`
 * otherwise. Shared by this transactional way and the short one (place-at-once.ts).
 */
export function betRowOf(
  bet: CheckedBet,
  who: Placer,
  accountId: number,
): typeof bets.$inferInsert & { id: string; status: 'submitted' | 'waiting_results' } {
  const { entry } = bet;
  const odds = betOddsUnits(entry);
  return {
    id: randomUUID(),
    ref: randomCode(10),
    userId: who.userId,
    accountId,
    type: entry.betType,
    status: bet.live ? 'submitted' : 'waiting_results',
    currency: entry.currency,
    stake: bet.payload.stake.value,
    odds: Number(odds),
    potentialWin: bet.potentialWin,
    systemId: bet.payload.system_id ?? null,
    systemWinCount: entry.systemType?.winCount ?? null,
    systemTotalCount: entry.systemType?.totalCount ?? null,
    isVip: who.isVip,
    quick: who.quick,
    deviceId: who.deviceId,
    bonus: bet.payload.bonus ? { ...bet.payload.bonus, odds: entry.bonusOdds } : null,
    freebetStake: bet.bonus?.on.freebetStake ?? 0,
  };
}

/** A bet's total odds x 1000 as accepted (a custom bet's own odds). */
const betOddsUnits = (entry: CheckedBet['entry']): bigint =>
  entry.customOdds === null ? totalOddsUnits(entry) : oddsUnits(entry.customOdds);

/** What the jackpots' qualifying rule looks at in a checked bet (src/jackpots/qualifying-bet.ts). */
export function jackpotFactsOf(bet: CheckedBet): BetFacts {
  const { entry } = bet;
  return {
    currency: entry.currency,
    stake: bet.payload.stake.value,
    oddsUnits: betOddsUnits(entry),
    bonusType: bet.payload.bonus?.type ?? null,
    pending: bet.live,
  };
}

/** The ledger reference of the house's funding of a freebet bet's stake (kind bonus). */
const freebetReference = (betId: string) => `freebet:${betId}`;

/** The ledger reference of a bet's stake debit: one per bet, so a stake is never taken twice. */
export const stakeReference = (betId: string) => `stake:${betId}`;

/** The stored row of one selection of bet `betId`: its identity, the odds taken and the snapshot. */
export function selectionRowOf(
  betId: string,
  s: CheckedBet['entry']['selections'][number],
  view: CatalogueView,
): typeof betSelections.$inferInsert {
  return {
    betId,
    matchId: s.matchId,
    marketId: s.marketId,
    specifier: s.specifier,
    outcomeId: s.outcomeId,
    odds: Number(oddsUnits(s.odds)),
    snapshot: snapshotOf(s, view),
  };
}

/** The names and start time of a selection at placement, for my bets. */
function snapshotOf(s: CheckedBet['entry']['selections'][number], view: CatalogueView): SelectionSnapshot {
  const match = view.match(s.matchId);
  const market = view.market(s);
  return {
    match: {
      slug: s.matchSlug,
      names: match?.names ?? {},
      startTime: (match?.startTime ?? new Date(0)).toISOString(),
      status: match?.status ?? 0,
    },
    market: market?.names ?? {},
    outcome: view.outcome(s)?.names ?? {},
    live: s.matchStatus === 'live',
  };
}
