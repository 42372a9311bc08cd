import { afterEach, describe, expect, it } from 'vitest';
import { closeOverlays, setMenuOpen, setSearchOpen, useShellStore } from './shell-store';

afterEach(() => useShellStore.setState({ menuOpen: false, searchOpen: false }));

describe('closeOverlays', () => {
  it('closes an open menu and leaves the search as it is', () => {
    setMenuOpen(true);
    setSearchOpen(true);
    closeOverlays();
    expect(useShellStore.getState()).toEqual({ menuOpen: false, searchOpen: true });
  });

  it('leaves the state object alone when the menu is closed, so no reader re-renders', () => {
    const before = useShellStore.getState();
    let notified = 0;
    const unsubscribe = useShellStore.subscribe(() => {
      notified += 1;
    });
    closeOverlays();
    unsubscribe();
    expect(useShellStore.getState()).toBe(before);
    expect(notified).toBe(0);
  });
});
