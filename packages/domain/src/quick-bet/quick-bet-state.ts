/**
 * The quick bet's state and its initial value, apart from its machine (quick-bet.ts) so that a page can hold it
 * before it loads the machine.
 */
import { type Money, ZERO } from '../money/money';
import type { PlacedBet, TicketEntry, TicketError } from '../ticket/types';

/** Quick bet states, as the slip's. */
export type QuickBetStateName = 'initial' | 'processing' | 'success' | 'error';

/** The quick bet. */
export interface QuickBetState {
  isEnabled: boolean;
  state: QuickBetStateName;
  bet: TicketEntry | null;
  selectedOutcomeIds: string[];
  stake: Money;
  currency: string;
  subunits: number;
  isApproved: boolean;
  /** The player's balance in the quick bet's currency, once known (BALANCE_CHANGED); null before. */
  balance: Money | null;
  error: TicketError | null;
  placed: PlacedBet | null;
}

/** A disabled quick bet in a currency. */
export function createQuickBetState(currency: string, subunits: number): QuickBetState {
  return {
    isEnabled: false,
    state: 'initial',
    bet: null,
    selectedOutcomeIds: [],
    stake: ZERO,
    currency,
    subunits,
    isApproved: false,
    balance: null,
    error: null,
    placed: null,
  };
}
