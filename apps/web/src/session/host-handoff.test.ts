import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAuthForm, useAuthDialogStore } from './auth-dialog-store';
import { handOffToHost, setHostHandoff } from './host-handoff';

let stop = () => {};
afterEach(() => {
  stop();
  useAuthDialogStore.setState({ form: null, reason: null, token: null });
});

describe('the host hand-off', () => {
  it('sends sign-in and sign-up to a host that takes them, and opens nothing', () => {
    const host = vi.fn(() => true);
    stop = setHostHandoff(host);
    openAuthForm('sign-in', { reason: 'place_bet' });
    openAuthForm('sign-up');
    expect(host.mock.calls).toEqual([
      ['sign-in', 'place_bet'],
      ['sign-up', null],
    ]);
    expect(useAuthDialogStore.getState().form).toBeNull();
  });

  it('opens the app’s own form when the host declines, for other forms, and without a host', () => {
    stop = setHostHandoff(() => false);
    openAuthForm('sign-in');
    expect(useAuthDialogStore.getState().form).toBe('sign-in');
    stop();
    const host = vi.fn(() => true);
    stop = setHostHandoff(host);
    openAuthForm('password-new');
    expect(host).not.toHaveBeenCalled();
    expect(useAuthDialogStore.getState().form).toBe('password-new');
    stop();
    expect(handOffToHost('deposit')).toBe(false);
  });

  it('a removed handler no longer takes anything, and removing an older one leaves the newer', () => {
    const first = vi.fn(() => true);
    const second = vi.fn(() => true);
    const stopFirst = setHostHandoff(first);
    stop = setHostHandoff(second);
    stopFirst();
    expect(handOffToHost('deposit')).toBe(true);
    expect(second).toHaveBeenCalledWith('deposit', null);
    expect(first).not.toHaveBeenCalled();
  });
});
