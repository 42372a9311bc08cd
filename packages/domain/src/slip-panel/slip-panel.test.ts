import { describe, expect, it } from 'vitest';
import { INITIAL_SLIP_PANEL, slipPanelTransition, visibleTab } from './slip-panel';

describe('bet slip panel', () => {
  const open = { isOpen: true, tab: 'BET_SLIP' as const };

  it('opens on the bet slip tab when the selection count goes from zero to more', () => {
    expect(
      slipPanelTransition(INITIAL_SLIP_PANEL, { type: 'SELECTION_COUNT_CHANGED', from: 0, to: 1 }),
    ).toEqual(open);
    expect(
      slipPanelTransition(
        { isOpen: false, tab: 'MY_BETS' },
        { type: 'SELECTION_COUNT_CHANGED', from: 0, to: 2 },
      ),
    ).toEqual(open);
    expect(slipPanelTransition(open, { type: 'SELECTION_COUNT_CHANGED', from: 0, to: 1 })).toBe(open);
  });

  it('closes when the count returns to zero, and ignores other counts', () => {
    expect(slipPanelTransition(open, { type: 'SELECTION_COUNT_CHANGED', from: 2, to: 0 }).isOpen).toBe(false);
    expect(slipPanelTransition(INITIAL_SLIP_PANEL, { type: 'SELECTION_COUNT_CHANGED', from: 1, to: 0 })).toBe(
      INITIAL_SLIP_PANEL,
    );
    expect(slipPanelTransition(open, { type: 'SELECTION_COUNT_CHANGED', from: 1, to: 2 })).toBe(open);
  });

  it('closes on a route change, except when embedded', () => {
    expect(slipPanelTransition(open, { type: 'ROUTE_CHANGED', embedded: false }).isOpen).toBe(false);
    expect(slipPanelTransition(open, { type: 'ROUTE_CHANGED', embedded: true })).toBe(open);
  });

  it('toggles, and falls back to the bet slip tab when my bets is hidden', () => {
    expect(slipPanelTransition(INITIAL_SLIP_PANEL, { type: 'TOGGLED' }).isOpen).toBe(true);
    expect(slipPanelTransition(open, { type: 'TAB_SELECTED', tab: 'MY_BETS', myBetsVisible: true }).tab).toBe(
      'MY_BETS',
    );
    expect(slipPanelTransition(open, { type: 'TAB_SELECTED', tab: 'MY_BETS', myBetsVisible: false })).toBe(
      open,
    );
    expect(visibleTab('MY_BETS', false)).toBe('BET_SLIP');
    expect(visibleTab('BET_SLIP', true)).toBe('BET_SLIP');
  });
});
