import type { Money } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slipActions } from './slip-engine';
import {
  approveQuickBet,
  configureSlipHost,
  resetSlipStore,
  setQuickBetEnabled,
  setQuickBetStake,
  slipEngineFailed,
  slipEngineStarted,
  toggleSelection,
  useSlipStore,
} from './slip-store';
import { pick, slipQueryClient } from './test-support';

const state = () => useSlipStore.getState();
const reportError = vi.fn();

beforeEach(() => {
  resetSlipStore();
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: slipQueryClient(), reportError });
});
afterEach(() => reportError.mockReset());

describe('the store before its engine', () => {
  it('is the empty slip, and holds actions until the engine starts, then runs them in order', () => {
    expect(state().ticket.bets).toEqual([]);
    toggleSelection(pick(1));
    toggleSelection(pick(2, 'X'));
    toggleSelection(pick(1));
    expect(state().ticket.selectedOutcomeIds).toEqual([]);

    slipEngineStarted(slipActions);
    expect(state().ticket.selectedOutcomeIds).toEqual(['2/1//X']);
    // From now on at once.
    toggleSelection(pick(3));
    expect(state().ticket.selectedOutcomeIds).toEqual(['2/1//X', '3/1//1']);
  });

  it('runs the quick-bet switch, stake and approval in the order they were made', () => {
    setQuickBetEnabled(true);
    setQuickBetStake(500 as Money);
    approveQuickBet();
    slipEngineStarted(slipActions);
    expect(state().quickBet).toMatchObject({ isEnabled: true, stake: 500, isApproved: true });
  });

  it('drops waiting actions and tells the bettor when the engine cannot be loaded', () => {
    const failure = new Error('chunk failed');
    slipEngineFailed(failure);
    expect(reportError).not.toHaveBeenCalled();

    toggleSelection(pick(1));
    slipEngineFailed(failure);
    expect(reportError).toHaveBeenCalledWith(failure);
    // The dropped pick does not come back when the engine arrives later.
    slipEngineStarted(slipActions);
    expect(state().ticket.selectedOutcomeIds).toEqual([]);
  });
});
