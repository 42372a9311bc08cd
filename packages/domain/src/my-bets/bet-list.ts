/**
 * My bets: live updates of the listed bets and the list filters (spec core-betting §3, §4 "Bets list updates").
 */
import {
  type Bet,
  type BetListFilter,
  type BetResultFilter,
  type BetState,
  EXCLUDED_BET_STATES,
  OPEN_BET_STATES,
  RESULTS_BY_FILTER,
} from '../types/bet';

/**
 * A bet_changed update. A vip bet that becomes rejected leaves the list; any other update replaces the bet with
 * the same id, merging selections by id (an update may carry only the selections that changed). Unknown bets
 * are added at the top (a bet just placed from another tab).
 */
export function applyBetUpdate(bets: readonly Bet[], update: Bet): Bet[] {
  const index = bets.findIndex((b) => b.id === update.id);
  if (update.is_vip && update.status === 'rejected') {
    return index === -1 ? [...bets] : bets.filter((b) => b.id !== update.id);
  }
  if (index === -1) return [update, ...bets];
  return bets.map((b) => {
    if (b.id !== update.id) return b;
    const selections = b.selections.map((s) => update.selections.find((u) => u.id === s.id) ?? s);
    const added = update.selections.filter((u) => !b.selections.some((s) => s.id === u.id));
    return { ...b, ...update, selections: [...selections, ...added] };
  });
}

/** True when a bet's state counts as open (its stake still at risk). */
export function isOpenBet(status: BetState): boolean {
  return OPEN_BET_STATES.includes(status);
}

/** The statuses GET /bets asks for under a list filter: every status except the excluded set, narrowed. */
export function statusesFor(filter: BetListFilter): BetState[] {
  const all: BetState[] = [
    'cashed_out',
    'waiting_results',
    'ready_to_process',
    'done',
    'cancelled',
    'cashout_in_progress',
    'submitted',
    'rejected',
    'withdrawn',
  ];
  const listed = all.filter((s) => !EXCLUDED_BET_STATES.includes(s));
  if (filter === 'all') return listed;
  return listed.filter((s) => (filter === 'open' ? isOpenBet(s) : !isOpenBet(s)));
}

/** Whether a bet passes the list and result filters. */
export function matchesBetFilters(bet: Bet, list: BetListFilter, result: BetResultFilter): boolean {
  if (!statusesFor(list).includes(bet.status)) return false;
  return result === 'all' || RESULTS_BY_FILTER[result].includes(bet.result);
}
