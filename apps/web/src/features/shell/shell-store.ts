/**
 * Which overlay of the shell is open: the mobile side menu and the search modal here; the bet-slip sheet follows
 * the bet-slip panel's open state, which lives with the slip (features/betslip/slip-store.ts) because the
 * domain's panel rules open and close it with the selections and keep it in session storage.
 */
import { create } from 'zustand';
import { setPanelOpen, useSlipStore } from '@/features/betslip';

interface ShellState {
  menuOpen: boolean;
  searchOpen: boolean;
}

export const useShellStore = create<ShellState>(() => ({
  menuOpen: false,
  searchOpen: false,
}));

export const setMenuOpen = (menuOpen: boolean) => useShellStore.setState({ menuOpen });
export const setSearchOpen = (searchOpen: boolean) => useShellStore.setState({ searchOpen });

/** Opens or closes the bet-slip panel (a sheet below the desktop width). */
export const setBetSlipOpen = (open: boolean) => setPanelOpen(open);
/** Whether the bet-slip panel is open. */
export const useBetSlipOpen = () => useSlipStore((s) => s.panel.isOpen);

/**
 * A route change closes the menu; the slip's panel applies its own route rule (see slip-sync.tsx). A menu already
 * closed is left as it is: a new state object would re-render every reader of the store (on the first path, in
 * the task that runs hydration's effects, where React re-renders a changed store synchronously).
 */
export const closeOverlays = () => {
  if (useShellStore.getState().menuOpen) useShellStore.setState({ menuOpen: false });
};
