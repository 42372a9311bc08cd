import { afterEach, describe, expect, it } from 'vitest';
import { useAuthDialogStore } from '@/session/auth-dialog-store';
import { isAuthPagePath } from './auth-paths';
import { openAuthFormFromUrl } from './use-url-auth-modal';

afterEach(() => {
  useAuthDialogStore.setState({ form: null, reason: null, token: null });
  window.history.replaceState(null, '', '/');
});

describe('openAuthFormFromUrl', () => {
  it('opens the form and removes what it read from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/es/sports/football?page=2&modal=sign-up#top');
    openAuthFormFromUrl();
    expect(useAuthDialogStore.getState().form).toBe('sign-up');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/es/sports/football?page=2#top',
    );
  });

  it('passes the mail token to the form', () => {
    window.history.replaceState(null, '', '/sports?unlock_token=abcdefghijklmnopq#unlock');
    openAuthFormFromUrl();
    expect(useAuthDialogStore.getState()).toMatchObject({ form: 'unlock', token: 'abcdefghijklmnopq' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/sports');
  });

  it('leaves the auth pages and plain URLs alone', () => {
    window.history.replaceState(
      null,
      '',
      '/sports/users/password/edit?reset_password_token=abcdefghijklmnopq',
    );
    openAuthFormFromUrl();
    window.history.replaceState(null, '', '/sports/live#matches');
    openAuthFormFromUrl();
    expect(useAuthDialogStore.getState().form).toBeNull();
    expect(window.location.hash).toBe('#matches');
  });
});

describe('isAuthPagePath', () => {
  it('knows the /sports/users/ pages with or without a locale', () => {
    expect(isAuthPagePath('/sports/users/sign-in')).toBe(true);
    expect(isAuthPagePath('/pt-BR/sports/users/confirmation')).toBe(true);
    expect(isAuthPagePath('/pt-br/sports/users/sign-up')).toBe(true);
    expect(isAuthPagePath('/sports/football')).toBe(false);
    expect(isAuthPagePath('/sports/users')).toBe(false);
  });
});
