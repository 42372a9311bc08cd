import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/components/ui/alerts';
import { playerKeys } from '@/lib/queries/player';
import { aPlayer, json, mockApi, renderAccount, sentBody } from '@/testing/session';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  cleanup();
  useAlertStore.setState({ current: null });
});

function renderForm(reason: 'place_bet' | null = null) {
  const onSwitch = vi.fn();
  const onDone = vi.fn();
  const view = renderAccount(<SignInForm reason={reason} onSwitch={onSwitch} onDone={onDone} />);
  const email = screen.getByLabelText('E-mail') as HTMLInputElement;
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  const fill = (e: string, p: string) => {
    fireEvent.change(email, { target: { value: e } });
    fireEvent.change(password, { target: { value: p } });
  };
  return { ...view, onSwitch, onDone, email, password, submit, fill };
}

/** The text the field's aria-describedby points at. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('SignInForm', () => {
  it('shows why sign-in is asked for', () => {
    renderForm('place_bet');
    expect(screen.getByText('Sign in to place your bet.')).toBeTruthy();
  });

  it('checks the fields before calling the server and ties each message to its field', async () => {
    const fetchMock = mockApi({});
    const { email, password, submit, fill } = renderForm();
    submit();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('Enter your e-mail address.');
    expect(descriptionOf(password)).toBe('Enter your password.');

    fill('ann@', 'x');
    submit();
    await waitFor(() =>
      expect(descriptionOf(email)).toBe('Enter an e-mail address such as name@example.com.'),
    );
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in: POST /users/sign_in with the fields, the player cached, the form done', async () => {
    const player = aPlayer();
    const fetchMock = mockApi({ 'POST /api/platform/users/sign_in': () => json(player) });
    const { client, onDone, submit, fill } = renderForm();
    fill(' demo@sportsbook.local ', 'demo-password-1');
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      email: 'demo@sportsbook.local',
      password: 'demo-password-1',
    });
    expect(client.getQueryData(playerKeys.me())).toEqual(player);
    expect(useAlertStore.getState().current).toMatchObject({
      variant: 'success',
      title: 'You are signed in.',
    });
  });

  it('shows wrong credentials on the password field', async () => {
    mockApi({
      'POST /api/platform/users/sign_in': () =>
        json({ code: 'invalid_credentials', message: 'Invalid e-mail or password' }, 401),
    });
    const { password, onDone, submit, fill, client } = renderForm();
    fill('demo@sportsbook.local', 'wrong-password');
    submit();
    await waitFor(() => expect(descriptionOf(password)).toBe('Wrong e-mail or password.'));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
    expect(client.getQueryData(playerKeys.me())).toBeUndefined();
  });

  it('tells how long to wait after too many attempts', async () => {
    mockApi({
      'POST /api/platform/users/sign_in': () =>
        json({ code: 'rate_limited', message: 'Too many requests' }, 429, { 'Retry-After': '30' }),
    });
    const { submit, fill } = renderForm();
    fill('demo@sportsbook.local', 'x');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait 30 seconds and try again.');
  });

  it('offers the unlock mail when the account is locked', async () => {
    mockApi({
      'POST /api/platform/users/sign_in': () => json({ code: 'account_locked', message: 'locked' }, 403),
    });
    const { submit, fill, onSwitch } = renderForm();
    fill('demo@sportsbook.local', 'x');
    submit();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Send the unlock e-mail again' }));
    expect(onSwitch).toHaveBeenCalledWith('unlock-resend');
  });

  it('switches to the other forms', () => {
    const { onSwitch } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onSwitch.mock.calls).toEqual([['password-new'], ['sign-up']]);
  });
});
