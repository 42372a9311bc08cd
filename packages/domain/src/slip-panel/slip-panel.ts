/**
 * The bet-slip panel's open state and tab (spec core-betting §2, platform §2 "Page shell"): it opens when the
 * selection count goes from zero to more, closes when it returns to zero or on a route change (not when
 * embedded), and falls back to the bet-slip tab when site settings hide my bets.
 */

/** The panel's tabs. */
export type SlipPanelTab = 'BET_SLIP' | 'MY_BETS';

/** The panel. Kept in session storage by the host. */
export interface SlipPanelState {
  isOpen: boolean;
  tab: SlipPanelTab;
}

/** Events of the panel. */
export type SlipPanelEvent =
  | { type: 'SELECTION_COUNT_CHANGED'; from: number; to: number }
  | { type: 'ROUTE_CHANGED'; embedded: boolean }
  | { type: 'TOGGLED' }
  | { type: 'TAB_SELECTED'; tab: SlipPanelTab; myBetsVisible: boolean };

/** The closed panel on the bet-slip tab. */
export const INITIAL_SLIP_PANEL: SlipPanelState = { isOpen: false, tab: 'BET_SLIP' };

/** The tab to show given the site settings: my bets hidden falls back to the bet slip. */
export function visibleTab(tab: SlipPanelTab, myBetsVisible: boolean): SlipPanelTab {
  return tab === 'MY_BETS' && !myBetsVisible ? 'BET_SLIP' : tab;
}

/** Applies one event to the panel; returns the same object when nothing changes. */
export function slipPanelTransition(state: SlipPanelState, event: SlipPanelEvent): SlipPanelState {
  switch (event.type) {
    case 'SELECTION_COUNT_CHANGED':
      if (event.from === 0 && event.to > 0)
        return state.isOpen && state.tab === 'BET_SLIP' ? state : { isOpen: true, tab: 'BET_SLIP' };
      if (event.from > 0 && event.to === 0) return state.isOpen ? { ...state, isOpen: false } : state;
      return state;
    case 'ROUTE_CHANGED':
      return state.isOpen && !event.embedded ? { ...state, isOpen: false } : state;
    case 'TOGGLED':
      return { ...state, isOpen: !state.isOpen };
    case 'TAB_SELECTED': {
      const tab = visibleTab(event.tab, event.myBetsVisible);
      return tab === state.tab ? state : { ...state, tab };
    }
  }
}
