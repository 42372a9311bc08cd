/**
 * The empty slip. A module of its own, free of the bet maths, so that a page can hold an empty slip (and show
 * which outcomes are picked) before it loads the machine that changes it.
 */
import type { TicketConfig, TicketState } from './types';

/** The empty slip for a player's settings. */
export function createTicketState(config: TicketConfig): TicketState {
  return {
    ticketState: 'initial',
    error: null,
    bets: [],
    upcomingBonuses: [],
    selectedOutcomeIds: [],
    processingBets: [],
    isRestoring: false,
    inProgress: false,
    systemTypes: [],
    placedBets: [],
    receipt: [],
    config,
  };
}
