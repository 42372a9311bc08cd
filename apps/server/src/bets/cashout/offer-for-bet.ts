/** The cashout offer of a stored bet, from today's catalogue (what is open) and pricing (how likely it wins). */
import type { BonusType, Money } from '@sportsbook/domain';
import { isProgrammeBonus } from '../../programmes/programme-bonus.js';
import type { CatalogueView, SelectionRef } from '../current-selections.js';
import type { Pricing } from '../pricing.js';
import { SELECTION_RESULTS, type SelectionResult, type SettlingBet } from '../settle/settlement-math.js';
import type { BetRow, SelectionRow } from '../view/bet-view.js';
import { cashoutOffer, type LegState } from './cashout-offer.js';

/** A bet row in the terms of the settlement and cashout arithmetic. */
export function settlingBetOf(bet: BetRow): SettlingBet {
  return {
    type: bet.type as SettlingBet['type'],
    stake: bet.stake,
    odds: bet.odds,
    system:
      bet.systemWinCount !== null && bet.systemTotalCount !== null
        ? { winCount: bet.systemWinCount, totalCount: bet.systemTotalCount }
        : null,
  };
}

const isResult = (s: string): s is SelectionResult => (SELECTION_RESULTS as readonly string[]).includes(s);

/** Where a selection stands: settled, open with its chance, or unavailable for cashout. */
function legOf(s: SelectionRow, view: CatalogueView, pricing: Pricing): LegState {
  if (isResult(s.status)) return { kind: 'settled', odds: s.odds, result: s.status };
  const market = view.market(s);
  if (!market || !view.isOpen(s)) return { kind: 'unavailable' };
  const probability = pricing.probability(s, market);
  return probability === null ? { kind: 'unavailable' } : { kind: 'open', odds: s.odds, probability };
}

/** The offer for a bet that waits for results, null otherwise or when there is none now. */
export function offerForBet(
  bet: BetRow,
  selections: readonly SelectionRow[],
  view: CatalogueView,
  pricing: Pricing,
): Money | null {
  // A bonus bet is not cashed out: a freebet's stake is not the player's, a boost is paid only on a win. A bet
  // naming a hunt, tournament or lootbox is a plain cash bet at its own price (a cashed-out bet never counts).
  const bonus = bet.bonus as { type: BonusType } | null;
  if (bet.status !== 'waiting_results' || (bonus !== null && !isProgrammeBonus(bonus.type))) return null;
  const legs = selections.map((s) => legOf(s, view, pricing));
  let joint: number | null = null;
  if (bet.type === 'custom_bet') {
    const first = selections[0];
    const priced = selections.map((s: SelectionRef) => ({
      ...s,
      outcomeIds: view.market(s)?.outcomes.map((o) => o.id) ?? [],
    }));
    const price = first ? pricing.joint(first.matchId, priced) : null;
    joint = price?.ok ? price.probability : null;
  }
  return cashoutOffer(settlingBetOf(bet), legs, joint);
}
