import type { DecimalOdds, Money } from '@sportsbook/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketsOf, matches, pick, slipQueryClient } from '@/testing/slip';
import { buildSelection } from './selection-source';
import { slipActions } from './slip-engine';
import {
  approveQuickBet,
  configureSlipHost,
  resetSlipStore,
  SlipEngineError,
  setCustomBet,
  setQuickBetEnabled,
  setQuickBetStake,
  slipEngineFailed,
  slipEngineStarted,
  toggleSelection,
  useSlipStore,
} from './slip-store';

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

  it('holds a bet-builder bet until the engine starts', () => {
    const [match] = matches;
    const markets = marketsOf(1);
    const [oneXTwo, total] = markets;
    if (!match || !oneXTwo?.outcomes[0] || !total?.outcomes[0]) throw new Error('fixture');
    const legs = [
      buildSelection(match, oneXTwo, oneXTwo.outcomes[0]),
      buildSelection(match, total, total.outcomes[0]),
    ];
    setCustomBet(legs, 3.6 as DecimalOdds, 1000 as Money);
    expect(state().ticket.bets).toEqual([]);
    slipEngineStarted(slipActions);
    expect(state().ticket.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: 3.6, stake: 1000 });
  });

  it('runs the quick-bet switch, stake and approval in the order they were made', () => {
    setQuickBetEnabled(true);
    setQuickBetStake(500 as Money);
    approveQuickBet();
    slipEngineStarted(slipActions);
    expect(state().quickBet).toMatchObject({ isEnabled: true, stake: 500, isApproved: true });
  });

  it('drops waiting actions and tells the bettor to reload, now and at every later action, when the engine cannot load', () => {
    const cause = new Error('chunk failed');
    toggleSelection(pick(1));
    slipEngineFailed(cause);
    expect(reportError).toHaveBeenCalledTimes(1);
    const told = reportError.mock.calls[0]?.[0];
    expect(told).toBeInstanceOf(SlipEngineError);
    expect((told as Error).cause).toBe(cause);
    expect(state().ticket.selectedOutcomeIds).toEqual([]);

    // The page cannot load it again: each later action says so at once instead of waiting for nothing.
    setQuickBetEnabled(true);
    toggleSelection(pick(2));
    expect(reportError).toHaveBeenCalledTimes(3);
    expect(state().quickBet.isEnabled).toBe(false);
  });

  it('says nothing when the engine fails before anything waited for it', () => {
    slipEngineFailed(new Error('chunk failed'));
    expect(reportError).not.toHaveBeenCalled();
  });
});
