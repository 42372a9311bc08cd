import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/components/ui/alerts';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { playerKeys } from '@/lib/queries/player';
import { useAuthDialogStore } from '@/session/auth-dialog-store';
import { useDepositDialog } from '@/session/deposit-dialog-store';
import { requestSignIn } from '@/session/session';
import { SiteRulesProvider } from '@/session/site-rules';
import { aPlayer, json, mockApi, renderAccount, sentBody, testQueryClient } from '@/testing/session';
import { aSettings } from '@/testing/slip';
import { AccountArea, preloadSignedInArea } from './account-area';
import { AuthDialog } from './auth-dialog';
import { DepositDialog } from './deposit-dialog';

vi.mock('@/i18n/navigation', async () => (await import('@/i18n/navigation-mock')).navigationMock);

afterEach(() => {
  cleanup();
  useDepositDialog.setState({ open: false, amount: null, method: null, auto: false });
  useAuthDialogStore.setState({ form: null, reason: null, token: null });
  useAlertStore.setState({ current: null });
});

function signedIn(balance = 2500, quickDeposit = { quick_deposit: false, quick_deposit_test: false }) {
  const client = testQueryClient();
  client.setQueryData(
    catalogueKeys.settings('en'),
    aSettings({ feature_flags: { ...aSettings().feature_flags, ...quickDeposit } }),
  );
  client.setQueryData(playerKeys.me(), aPlayer({ first_name: 'Ann', last_name: 'Lee' }));
  client.setQueryData(playerKeys.accounts(), {
    data: [
      { currency: 'EUR', balance, active: true, subunits: 100 },
      { currency: 'BTC', balance: 1000, active: false, subunits: 1e8 },
    ],
  });
  return client;
}

function openMenu() {
  const trigger = screen.getByTestId('account-menu');
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  return trigger;
}

describe('AccountArea', () => {
  beforeAll(async () => {
    await preloadSignedInArea();
  });

  it('offers sign-in and sign-up to a visitor, each opening its form in the dialog', async () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.me(), null);
    renderAccount(
      <>
        <AccountArea />
        <AuthDialog />
      </>,
      client,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it("shows a signed-in player's balance, live from the cache", async () => {
    const client = signedIn();
    renderAccount(<AccountArea />, client);
    expect(screen.getByTestId('header-balance').textContent).toBe('€25.00');
    expect(screen.getByRole('button', { name: 'Account, balance €25.00' })).toBeTruthy();
    client.setQueryData(playerKeys.accounts(), {
      data: [{ currency: 'EUR', balance: 1999, active: true, subunits: 100 }],
    });
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€19.99'));
  });

  it('offers no sign-in or sign-up from a blocked country, and says why', () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.me(), null);
    renderAccount(
      <SiteRulesProvider
        rules={{
          signInBlocked: true,
          depositFieldsRequired: false,
          phoneVerificationRequired: false,
          myBetsHidden: false,
          shareBetOff: false,
        }}
      >
        <AccountArea />
      </SiteRulesProvider>,
      client,
    );
    const blocked = screen.getByRole('button', { name: 'Sign-in is not available in your country.' });
    fireEvent.click(blocked);
    expect(useAuthDialogStore.getState().form).toBe('sign-in');
    expect(screen.queryByTestId('header-sign-in')).toBeNull();
    expect(screen.queryByTestId('header-sign-up')).toBeNull();
  });

  it('lists the accounts in the menu and signs out', async () => {
    const fetchMock = mockApi({ 'DELETE /api/platform/users/sign_out': () => json({ ok: true }) });
    const client = signedIn();
    renderAccount(<AccountArea />, client);
    openMenu();
    expect(await screen.findByText('Ann Lee')).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: /EUR/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('menuitemradio', { name: /BTC/ }).textContent).toContain('0.01 mBTC');
    expect(screen.getByRole('menuitem', { name: 'Limits' }).getAttribute('href')).toBe(
      '/sports/profile/limits',
    );
    expect(screen.getByRole('menuitem', { name: 'My account' }).getAttribute('href')).toBe('/sports/profile');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(client.getQueryData(playerKeys.me())).toBeNull());
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(useAlertStore.getState().current?.title).toBe('You are signed out.');
  });

  it('switches the active account (PATCH /player/currency)', async () => {
    const fetchMock = mockApi({
      'PATCH /api/platform/player/currency': () =>
        json({
          data: [
            { currency: 'EUR', balance: 2500, active: false, subunits: 100 },
            { currency: 'BTC', balance: 1000, active: true, subunits: 1e8 },
          ],
        }),
    });
    const client = signedIn();
    renderAccount(<AccountArea />, client);
    openMenu();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: /BTC/ }));
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('0.01 mBTC'));
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ currency: 'BTC' });
    expect(client.getQueryData(playerKeys.me())).toMatchObject({ currency: 'BTC' });
  });

  it('starts a deposit intent in minor units and opens the provider’s cashier, whose events it follows', async () => {
    const url = 'http://pay.test:4500/pay?intent=i1&sig=abc';
    const fetchMock = mockApi({
      'POST /api/platform/payments/intents': () =>
        json(
          {
            id: '00000000-0000-4000-8000-000000000001',
            status: 'pending',
            currency: 'EUR',
            amount: 1050,
            url,
            failure_reason: null,
            created_at: '2026-01-01T00:00:00.000Z',
          },
          201,
        ),
    });
    const client = signedIn();
    renderAccount(
      <>
        <AccountArea />
        <DepositDialog />
      </>,
      client,
    );
    fireEvent.click(screen.getByTestId('header-deposit'));
    const field = await screen.findByLabelText('Amount (EUR)');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText('Enter an amount above zero.');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '€25.00' }));
    expect((field as HTMLInputElement).value).toBe('25');

    fireEvent.change(field, { target: { value: '10,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const frame = await screen.findByTitle('Cashier: €10.50 with the payment provider');
    expect(frame.getAttribute('src')).toBe(url);
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({
      currency: 'EUR',
      amount: 1050,
      return_to: '/sports',
    });

    const post = (data: object, origin = 'http://pay.test:4500') =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { source: 'spi', ...data }, origin }));
      });
    const notification = {
      type: 'notification',
      level: 'danger',
      title: 'card_declined_title',
      message: 'card_declined',
    };
    post(notification, 'http://evil.test');
    expect(useAlertStore.getState().current).toBeNull();
    post(notification);
    expect(useAlertStore.getState().current).toMatchObject({ variant: 'error', title: 'Deposit failed' });
    post({ type: 'redirect', url: '/sports?deposit=error' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the header’s quick deposit', () => {
  beforeAll(async () => {
    await preloadSignedInArea();
  });

  const intent = (amount: number) =>
    json(
      {
        id: '00000000-0000-4000-8000-000000000002',
        status: 'pending',
        currency: 'EUR',
        amount,
        url: 'http://pay.test:4500/pay?intent=i2&method=card%3A4242&sig=abc',
        failure_reason: null,
        created_at: '2026-01-01T00:00:00.000Z',
      },
      201,
    );

  it('is not there without its flag', () => {
    renderAccount(<AccountArea />, signedIn());
    expect(screen.getByTestId('header-balance')).toBeTruthy();
    expect(screen.queryByTestId('header-quick-deposit')).toBeNull();
  });

  it('offers the presets with the last card, and a preset goes straight on to the cashier with that card', async () => {
    const fetchMock = mockApi({
      'GET /api/platform/payments/quick-deposit': () => json({ method: 'card:4242', currency: 'EUR' }),
      'POST /api/platform/payments/intents': (init) =>
        intent((JSON.parse(String(init?.body)) as { amount: number }).amount),
    });
    renderAccount(
      <>
        <AccountArea />
        <DepositDialog />
      </>,
      signedIn(2500, { quick_deposit: true, quick_deposit_test: false }),
    );
    const trigger = await screen.findByTestId('header-quick-deposit');
    expect(trigger.dataset.variant).toBe('live');
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await waitFor(() =>
      expect(screen.getByTestId('quick-deposit-method').textContent).toBe('Card ending 4242'),
    );
    fireEvent.click(screen.getByRole('menuitem', { name: '€50.00' }));
    expect(await screen.findByTitle('Cashier: €50.00 with the payment provider')).toBeTruthy();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(posted)).toEqual({
      currency: 'EUR',
      amount: 5000,
      return_to: '/sports',
      method: 'card:4242',
    });
  });

  it('is the test variant for an spi_test player under quick_deposit_test, and none for the others', async () => {
    mockApi({ 'GET /api/platform/payments/quick-deposit': () => json({ method: null, currency: null }) });
    const client = signedIn(2500, { quick_deposit: false, quick_deposit_test: true });
    renderAccount(<AccountArea />, client);
    expect(screen.queryByTestId('header-quick-deposit')).toBeNull();
    cleanup();
    client.setQueryData(playerKeys.me(), aPlayer({ statuses: [{ id: 'confirmed' }, { id: 'spi_test' }] }));
    renderAccount(<AccountArea />, client);
    const trigger = await screen.findByTestId('header-quick-deposit');
    expect(trigger.dataset.variant).toBe('test');
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await waitFor(() =>
      expect(screen.getByTestId('quick-deposit-method').textContent).toBe(
        'You choose the method at the cashier',
      ),
    );
    expect(screen.getByText('Test')).toBeTruthy();
  });
});

describe('AuthDialog', () => {
  it('opens the sign-in form with the reason requestSignIn gives', async () => {
    const client = testQueryClient();
    client.setQueryData(playerKeys.me(), null);
    renderAccount(<AuthDialog />, client);
    requestSignIn('my_bets');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your bets.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByText('Sign in to see your bets.')).toBeNull();
  });
});
