/**
 * When the slip may be placed (spec §5). Every rule is a named blocker, so the slip can say why the button is off
 * and the server can run the very same checks on what it receives.
 */
import { MAX_SELECTIONS, SELECTIONS_CLAMP_ABOVE } from '../constants';
import type { Money } from '../money/money';
import type { TicketEntry, TicketSelection, TicketState } from '../ticket/types';
import type { Provider } from '../types/catalogue';
import { effectiveStake } from './effective-stake';
import { hasNoProfit } from './no-profit';
import { type StakeLimit, stakeLimitBreach } from './stake-limits';
import { totalStake } from './stake-sum';
import { matchesSystemType } from './system-types';

/** A reason the slip cannot be placed. */
export type PlaceBlocker =
  | 'no_bets'
  | 'no_stake'
  | 'no_profit'
  | 'signed_out'
  | 'suspended'
  | 'not_available'
  | 'odds_changed'
  | 'provider_mix'
  | 'same_match'
  | 'related_outright'
  | 'system_count'
  | 'oddin_system'
  | 'too_many_selections'
  | 'in_progress'
  | 'insufficient_balance'
  | 'stake_below_min'
  | 'stake_above_max';

/** Bet-level flags of spec §5, each true when the bet breaks that rule. */
export interface SelectionFlags {
  /** The bet's selections come from more than one provider (never allowed within one bet). */
  providerMix: boolean;
  /** A combo or system holds two selections of the same match (custom bets are one match by design). */
  sameMatch: boolean;
  /**
   * A combo or system holds an outright and another selection of the same league: who wins the league and how
   * its matches end are related outcomes, so their odds cannot be multiplied (the outright winner market of
   * every league says so; see relatedOutright).
   */
  relatedOutright: boolean;
  /** A system bet holds a selection of the oddin provider, which takes no system bets. */
  oddinSystem: boolean;
  /** A system bet whose type is missing or whose totalCount is not its selection count (see matchesSystemType). */
  systemCountMismatch: boolean;
}

/** The bet-level flags of spec §5 for one bet. A single has one selection and so raises none. */
export function selectionFlags(bet: TicketEntry): SelectionFlags {
  const providers = new Set(bet.selections.map((s) => s.provider));
  const matches = new Set(bet.selections.map((s) => s.matchId));
  const isSystem = bet.betType === 'system';
  const isMultiMatch = bet.betType === 'combo' || isSystem;
  return {
    providerMix: providers.size > 1,
    sameMatch: isMultiMatch && matches.size < bet.selections.length,
    relatedOutright: isMultiMatch && relatedOutright(bet.selections),
    oddinSystem: isSystem && providers.has('oddin'),
    systemCountMismatch:
      isSystem && (bet.systemType === null || !matchesSystemType(bet.systemType, bet.selections.length)),
  };
}

/** True when an outright and a selection of another event of the outright's league are among `selections`. */
export function relatedOutright(selections: readonly TicketSelection[]): boolean {
  return selections.some(
    (o) =>
      o.type === 'outright' &&
      o.tournamentId !== null &&
      selections.some((s) => s.matchId !== o.matchId && s.tournamentId === o.tournamentId),
  );
}

/**
 * True when several single bets may be placed at once for these selections: every selection's provider is enabled
 * in settings `multi_bet_settings.available_by_provider` (a provider missing from the map is not enabled).
 * True for no selections, where nothing is refused.
 */
export function isMultiSingleAllowed(
  selections: TicketSelection[],
  availableByProvider: Partial<Record<Provider, boolean>>,
): boolean {
  return selections.every((s) => availableByProvider[s.provider] === true);
}

/** A selection count as the slip keeps it: above SELECTIONS_CLAMP_ABOVE (spec: 40) it is clamped to MAX_SELECTIONS. */
export function clampSelectionCount(n: number): number {
  return n > SELECTIONS_CLAMP_ABOVE ? MAX_SELECTIONS : n;
}

const FLAG_BLOCKERS: [keyof SelectionFlags, PlaceBlocker][] = [
  ['providerMix', 'provider_mix'],
  ['sameMatch', 'same_match'],
  ['relatedOutright', 'related_outright'],
  ['systemCountMismatch', 'system_count'],
  ['oddinSystem', 'oddin_system'],
];

function selectionBlockers(bets: TicketEntry[]): PlaceBlocker[] {
  const selections = bets.flatMap((b) => b.selections);
  const blockers: PlaceBlocker[] = [];
  if (selections.some((s) => s.isSuspended || !s.active)) blockers.push('suspended');
  if (selections.some((s) => s.isNotAvailable)) blockers.push('not_available');
  if (selections.some((s) => s.isChanged)) blockers.push('odds_changed');
  const flags = bets.map(selectionFlags);
  for (const [flag, blocker] of FLAG_BLOCKERS) if (flags.some((f) => f[flag])) blockers.push(blocker);
  if (new Set(selections.map((s) => s.id)).size > MAX_SELECTIONS) blockers.push('too_many_selections');
  return blockers;
}

/**
 * Every reason the slip cannot be placed now; an empty array means the place button is enabled. In this order:
 * - no_bets: the slip is empty;
 * - no_stake: some bet's stake (its freebetStake for a freebet bet) is not above 0;
 * - no_profit: the total potential win does not exceed the total stake per fiat rounding (see hasNoProfit);
 * - signed_out: the bettor is not logged in;
 * - suspended: a selection is suspended or its outcome inactive; not_available: a selection is not available;
 * - odds_changed: a selection's odds changed and the change is not accepted yet (`isChanged`);
 * - provider_mix, same_match, related_outright, system_count, oddin_system: a bet raises that
 *   {@link selectionFlags} flag;
 * - too_many_selections: more than MAX_SELECTIONS distinct selections;
 * - in_progress: a place request is already running;
 * - insufficient_balance: `ctx.balance` is known and the stakes to pay ({@link totalStake}: freebet and
 *   bonus-odds stakes left out) are more than it. The server decides in the end; the slip says it first;
 * - stake_below_min, stake_above_max: `ctx.stakeLimits` (per bet, in slip order, as POST /bets/max-stake
 *   answers) is known and a bet's stake breaks its limit (see stakeLimitBreach).
 */
export function placeBlockers(
  state: TicketState,
  ctx: { isLoggedIn: boolean; balance?: Money | null; stakeLimits?: readonly (StakeLimit | null)[] },
): PlaceBlocker[] {
  const { bets } = state;
  const blockers: PlaceBlocker[] = [];
  if (bets.length === 0) blockers.push('no_bets');
  if (bets.some((b) => effectiveStake(b) <= 0)) blockers.push('no_stake');
  if (hasNoProfit(bets)) blockers.push('no_profit');
  if (!ctx.isLoggedIn) blockers.push('signed_out');
  blockers.push(...selectionBlockers(bets));
  if (state.inProgress) blockers.push('in_progress');
  if (ctx.balance !== undefined && ctx.balance !== null && totalStake(bets) > ctx.balance)
    blockers.push('insufficient_balance');
  const breaches = new Set(bets.map((bet, i) => stakeLimitBreach(bet, ctx.stakeLimits?.[i])));
  if (breaches.has('stake_below_min')) blockers.push('stake_below_min');
  if (breaches.has('stake_above_max')) blockers.push('stake_above_max');
  return blockers;
}
