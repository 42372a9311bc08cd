/**
 * The bettor's odds-change setting applied to one price, for the prices that are not a slip selection (a bet
 * builder's quote, a bet re-checked after its live delay). The rule is the slip's own `applyOddsChange`, run on
 * a stand-in selection, so none / higher / any mean the same on both sides.
 */
import {
  applyOddsChange,
  type DecimalOdds,
  type OddsAcceptance,
  type TicketSelection,
} from '@sportsbook/domain';

/** A selection with nothing but a price, for running the slip's rules on prices that are not in a slip. */
export const STAND_IN: TicketSelection = {
  id: '',
  matchId: 0,
  matchUrnId: '',
  matchSlug: '',
  marketId: 0,
  marketName: '',
  specifier: '',
  outcomeId: '',
  outcomeName: '',
  odds: 1.01 as DecimalOdds,
  acceptedOdds: 1.01 as DecimalOdds,
  initialOdds: 1.01 as DecimalOdds,
  provider: 'betradar',
  type: 'match',
  matchStatus: 'prematch',
  nameA: '',
  nameB: '',
  sportKey: '',
  categoryName: '',
  tournamentId: null,
  marketGroup: '',
  active: true,
  isSuspended: false,
  isChanged: false,
  isNotAvailable: false,
};

/**
 * Whether the move from the price the bettor took (`accepted`) to the `current` one needs their approval under
 * `mode`: none, any difference; higher, a drop; any, never. When it does not, the bet stands at `current`.
 */
export function needsApproval(accepted: DecimalOdds, current: DecimalOdds, mode: OddsAcceptance): boolean {
  return applyOddsChange({ ...STAND_IN, odds: accepted, acceptedOdds: accepted }, current, mode).isChanged;
}
