/** Which overlay of the shell is open: the mobile side menu, the bet-slip sheet, the search modal. */
import { create } from 'zustand';

interface ShellState {
  menuOpen: boolean;
  betSlipOpen: boolean;
  searchOpen: boolean;
}

export const useShellStore = create<ShellState>(() => ({
  menuOpen: false,
  betSlipOpen: false,
  searchOpen: false,
}));

export const setMenuOpen = (menuOpen: boolean) => useShellStore.setState({ menuOpen });
export const setBetSlipOpen = (betSlipOpen: boolean) => useShellStore.setState({ betSlipOpen });
export const setSearchOpen = (searchOpen: boolean) => useShellStore.setState({ searchOpen });

/** A route change closes the menu and the bet-slip sheet (spec: the panel closes on a route change). */
export const closeOverlays = () => useShellStore.setState({ menuOpen: false, betSlipOpen: false });
