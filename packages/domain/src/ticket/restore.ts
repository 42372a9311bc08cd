/**
 * Bringing bets back into the slip: from session storage after a reload, or from a shared bet code
 * (spec core-betting §4 "Persistence", §5 and §8 on share codes).
 */
import { convertMoney } from '../money/format-money';
import { ZERO } from '../money/money';
import type { StakeConversion, TicketEffect } from './events';
import { allSelections, refreshedTicketState, withBets } from './slip-state';
import type { TicketEntry, TicketState } from './types';

type Result = [TicketState, TicketEffect[]];

/** Translation keys of the share-bet outcomes. */
export const SHARE_MESSAGES = {
  notFound: 'share-bet.not-found-modal.link-not-found',
  noBets: 'share-bet.not-found-modal.link-try-another-bet',
  tryLater: 'share-bet.not-found-modal.link-try-later',
} as const;

function startRestoring(state: TicketState, bets: TicketEntry[]): Result {
  const next = withBets({ ...state, isRestoring: bets.length > 0 }, bets, true);
  if (bets.length === 0) return [next, []];
  const matchIds = [...new Set(allSelections(bets).map((s) => s.matchId))];
  return [next, [{ type: 'FETCH_MARKETS', matchIds }]];
}

/** Bets read from session storage: restoring until their markets are fetched and their prices refreshed. */
export function restoreStarted(state: TicketState, bets: TicketEntry[]): Result {
  return startRestoring(state, bets);
}

/**
 * Bets of a share code replace the slip, their stakes converted into the player's currency when they were in
 * another; prices are refreshed like a restore. No bets in the code: the "try another bet" message.
 */
export function sharedBetsLoaded(
  state: TicketState,
  bets: TicketEntry[],
  conversion: StakeConversion | null,
): Result {
  if (bets.length === 0)
    return [{ ...state, isRestoring: false }, [{ type: 'NOTIFY', messageKey: SHARE_MESSAGES.noBets }]];
  const { currency, subunits } = state.config;
  const shared = bets.map((bet) => {
    // A stake in another currency means nothing here without a rate: it is converted, or zeroed.
    const stake =
      bet.currency === currency
        ? bet.stake
        : conversion
          ? convertMoney(bet.stake, conversion.rate, conversion.from, conversion.to)
          : ZERO;
    return {
      ...bet,
      stake,
      currency,
      subunits,
      stakeSource: 'sharing' as const,
      betId: null,
      status: null,
      messagesByBet: [],
      bonus: null,
      bonusOdds: null,
      freebetStake: null,
      selections: bet.selections.map((s) => ({
        ...s,
        isChanged: false,
        acceptedOdds: s.odds,
        initialOdds: s.odds,
      })),
    };
  });
  return startRestoring(state, shared);
}

/** A share code could not be used: not found, or the service failed (then also reported). */
export function shareFailed(state: TicketState, notFound: boolean, error: unknown): Result {
  const next = { ...state, isRestoring: false };
  if (notFound) return [next, [{ type: 'NOTIFY', messageKey: SHARE_MESSAGES.notFound }]];
  return [
    next,
    [
      { type: 'NOTIFY', messageKey: SHARE_MESSAGES.tryLater },
      { type: 'REPORT_ERROR', error },
    ],
  ];
}

/** The restored bets' markets have been applied. */
export function restoreFinished(state: TicketState): Result {
  return [refreshedTicketState({ ...state, isRestoring: false }), []];
}

/** Restoring failed: reported, and the slip is usable again. */
export function restoreFailed(state: TicketState, error: unknown): Result {
  return [{ ...state, isRestoring: false }, [{ type: 'REPORT_ERROR', error }]];
}

/** Whether a shared bet code should be used: only when the share-bet setting is on and a code exists. */
export function shouldUseShareCode(
  shareBetEnabled: boolean,
  code: string | null | undefined,
): code is string {
  return shareBetEnabled && typeof code === 'string' && code.trim().length > 0;
}
