import type { Money } from '@sportsbook/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { closeDepositDialog, useDepositDialog } from '@/session/deposit-dialog-store';
import {
  aSettings,
  callsTo,
  json,
  pick,
  renderSlip,
  slipQueryClient,
  startSlipEngine,
  stubApi,
} from '@/testing/slip';
import { BetSlip, preloadSlipViews } from './bet-slip';
import { changeStake, dispatch, syncTicketConfig, toggleSelection } from './slip-engine';
import { configureSlipHost, resetSlipStore, useSlipStore } from './slip-store';

const session = vi.hoisted(() => ({
  isLoggedIn: true,
  requestSignIn: vi.fn(),
  account: null as { currency: string; balance: number; subunits: number } | null,
}));
vi.mock('@/session/session', () => ({
  useSession: () => ({
    isLoggedIn: session.isLoggedIn,
    status: 'logged_in',
    player: null,
    account: session.account,
  }),
  requestSignIn: session.requestSignIn,
}));
const updateSettings = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/session/settings', () => ({ useUpdateSettings: () => updateSettings }));

let client = slipQueryClient();

// The form and the success view load on first use in the app; loaded here, a pick shows in the same render.
beforeAll(() => preloadSlipViews());

beforeEach(() => {
  resetSlipStore();
  startSlipEngine();
  sessionStorage.clear();
  session.isLoggedIn = true;
  session.account = null;
  client = slipQueryClient();
  client.setQueryData(catalogueKeys.settings('en'), aSettings());
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client, retryDelayMs: 0 });
});
afterEach(() => {
  cleanup();
  session.requestSignIn.mockReset();
  updateSettings.mockClear();
});

function renderWith(...picks: Parameters<typeof pick>[]) {
  for (const p of picks) toggleSelection(pick(...p));
  return renderSlip(<BetSlip />, client);
}

const placeButton = () => screen.getByTestId('place-bets') as HTMLButtonElement;
const stakes = () => screen.getAllByTestId('slip-stake') as HTMLInputElement[];

describe('BetSlip', () => {
  it('says the slip is empty, then lists a pick with its match, market, outcome and odds', () => {
    renderSlip(<BetSlip />, client);
    expect(screen.getByText('No selections yet')).toBeTruthy();

    act(() => toggleSelection(pick(2, 'X')));
    const row = screen.getByTestId('slip-selection');
    expect(row.textContent).toContain('Draw');
    expect(row.textContent).toContain('1x2');
    expect(row.textContent).toContain('Home 2 – Away 2');
    expect(row.textContent).toContain('3.20');

    fireEvent.click(within(row).getByRole('button', { name: 'Remove Draw, Home 2 – Away 2' }));
    expect(screen.queryByTestId('slip-selection')).toBeNull();
  });

  it('reads a typed stake in minor units, shows the potential win, and says what is wrong with bad input', () => {
    renderWith([1]);
    const [field] = stakes();
    if (!field) throw new Error('no stake field');
    fireEvent.change(field, { target: { value: '12,50' } });
    expect(useSlipStore.getState().ticket.bets[0]?.stake).toBe(1250);
    expect(screen.getByTestId('slip-potential-win').textContent).toBe('€26.25');
    expect(screen.getByTestId('slip-total-stake').textContent).toBe('€12.50');

    // What is shown is what is staked: unreadable text stakes nothing, and Place is off until it reads.
    fireEvent.change(field, { target: { value: '12.5.0' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Enter an amount such as 10 or 2.50.');
    expect(field.value).toBe('12.5.0');
    expect(useSlipStore.getState().ticket.bets[0]?.stake).toBe(0);
    expect((screen.getByTestId('place-bets') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(field, { target: { value: 'abc' } });
    expect(field.value).toBe('abc');
    expect((screen.getByTestId('place-bets') as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses stakes above the balance in the slip, with the words', () => {
    session.account = { currency: 'EUR', balance: 2000, subunits: 100 };
    renderWith([1]);
    const [field] = stakes();
    if (!field) throw new Error('no stake field');
    fireEvent.change(field, { target: { value: '20' } });
    expect((screen.getByTestId('place-bets') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(field, { target: { value: '20.01' } });
    expect((screen.getByTestId('place-bets') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('place-blocker').textContent).toBe('Your balance is too low for these stakes.');
    // Quick deposit: the dialog opens with what the stakes lack filled in.
    fireEvent.click(screen.getByRole('button', { name: 'Deposit €0.01' }));
    expect(useDepositDialog.getState()).toEqual({ open: true, amount: 1, method: null, auto: false });
    closeDepositDialog();
  });

  it("checks the stake against the book's limits for the bet, with the amount in words", async () => {
    const api = stubApi({
      'POST /api/v3/bets/max-stake': json({ data: [{ max_stake: 5000, min_stake: 10 }] }),
    });
    renderWith([1]);
    const [field] = stakes();
    if (!field) throw new Error('no stake field');
    fireEvent.change(field, { target: { value: '50.01' } });
    const limit = await screen.findByTestId('stake-limit');
    expect(limit.textContent).toBe('The most you can stake on this bet is €50.00.');
    expect(field.getAttribute('aria-describedby')).toContain(limit.id);
    expect(placeButton().disabled).toBe(true);
    expect(screen.getByTestId('place-blocker').textContent).toBe('A stake is above the most the bet takes.');
    fireEvent.change(field, { target: { value: '0.09' } });
    expect(screen.getByTestId('stake-limit').textContent).toBe(
      'The least you can stake on this bet is €0.10.',
    );
    fireEvent.change(field, { target: { value: '50' } });
    expect(screen.queryByTestId('stake-limit')).toBeNull();
    expect(placeButton().disabled).toBe(false);
    // Typing does not ask again: the stake is not part of the question.
    expect(callsTo(api, '/api/v3/bets/max-stake')).toHaveLength(1);
    const body = JSON.parse(String(callsTo(api, '/api/v3/bets/max-stake')[0]?.init?.body));
    expect(body.bets[0].selections).toHaveLength(1);
  });

  it('sets the stake from a preset of the settings', () => {
    renderWith([1]);
    fireEvent.click(screen.getByRole('button', { name: '€25.00' }));
    expect(useSlipStore.getState().ticket.bets[0]).toMatchObject({ stake: 2500, stakeSource: 'preset' });
    expect(stakes()[0]?.value).toBe('25');
    expect(screen.getByRole('button', { name: '€25.00' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the place button off with the reason in words until the bet can be placed', () => {
    renderWith([1]);
    expect(placeButton().disabled).toBe(true);
    const reason = screen.getByTestId('place-blocker');
    expect(reason.textContent).toBe('Enter a stake for every bet.');
    expect(placeButton().getAttribute('aria-describedby')).toBe(reason.id);

    act(() => {
      changeStake(0, 1000 as Money);
    });
    expect(placeButton().disabled).toBe(false);
    expect(screen.queryByTestId('place-blocker')).toBeNull();
    expect(placeButton().textContent).toBe('Place bet');
  });

  it('asks a visitor to sign in from the place button', () => {
    session.isLoggedIn = false;
    configureSlipHost({ isLoggedIn: false });
    renderWith([1]);
    expect(placeButton().textContent).toBe('Sign in to place bet');
    expect(placeButton().disabled).toBe(false);
    fireEvent.click(placeButton());
    expect(session.requestSignIn).toHaveBeenCalledWith('place_bet');
  });

  it('offers combo and system for three matches and lists the system types with their bet counts', () => {
    renderWith([1], [2], [3, '2']);
    expect((screen.getByRole('radio', { name: 'Combo' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Singles' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    const select = screen.getByRole('combobox', { name: 'System type' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['2/3 (3 bets)']);
    expect(screen.getByText('System 2/3')).toBeTruthy();
    expect(screen.getByText('Stake per bet')).toBeTruthy();
  });

  it('shows a stake field per single when singles are allowed', () => {
    act(() => syncTicketConfig({ multiSingleByProvider: { betradar: true } }));
    renderWith([1], [2]);
    expect(stakes()).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Singles' })).toBeTruthy();
  });

  it('shows the presets of one of several singles only while its stake field or a preset has focus', () => {
    act(() => syncTicketConfig({ multiSingleByProvider: { betradar: true } }));
    renderWith([1], [2]);
    const presets = () => screen.queryAllByRole('button', { name: '€25.00' });
    const [first, second] = stakes();
    if (!first || !second) throw new Error('no stake fields');
    expect(presets()).toHaveLength(0);

    act(() => first.focus());
    expect(presets()).toHaveLength(1);
    const [preset] = presets();
    if (!preset) throw new Error('no preset');
    // A mouse press on a preset leaves the focus in the field; the keyboard can move to the presets too.
    expect(fireEvent.mouseDown(preset)).toBe(false);
    act(() => preset.focus());
    fireEvent.click(preset);
    expect(useSlipStore.getState().ticket.bets[0]).toMatchObject({ stake: 2500, stakeSource: 'preset' });
    expect(presets()).toHaveLength(1);

    act(() => second.focus());
    expect(presets()).toHaveLength(1);
    expect(second.closest('section')?.contains(presets()[0] ?? null)).toBe(true);
    act(() => second.blur());
    expect(presets()).toHaveLength(0);
  });

  it('flags a moved price with the old one and lets the bettor accept it', () => {
    renderWith([1]);
    act(() => {
      dispatch({
        type: 'MARKETS_UPDATED',
        matchId: 1,
        complete: false,
        markets: [
          {
            match_urn_id: '',
            id: 1,
            name: '',
            status: 1,
            specifier: '',
            market_groups: [],
            priority: 0,
            most_balanced: true,
            next_bet_stop: null,
            custom_bet_groups: [],
            provider: 'betradar',
            outcomes: [{ id: '1', name: '', active: true, odds: 2.5 as never }],
          },
        ],
      });
    });
    const row = screen.getByTestId('slip-selection');
    expect(row.getAttribute('data-changed')).toBe('true');
    expect(row.textContent).toContain('Odds changed from 2.10 to 2.50');
    fireEvent.click(screen.getByRole('button', { name: 'Accept changes' }));
    expect(row.getAttribute('data-changed')).toBeNull();
  });

  it('shows a suspended badge with the spec text', () => {
    renderWith([1]);
    act(() => {
      changeStake(0, 1000 as Money);
      dispatch({ type: 'MARKETS_UPDATED', matchId: 1, complete: true, markets: [] });
    });
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.getByTestId('place-blocker').textContent).toContain('suspended');
  });

  it('shows a refused place with its message and the per-bet messages', async () => {
    stubApi({
      'POST /api/v3/bets': json(
        {
          code: 109,
          message: 'error.place_bets.insufficient_funds',
          localized_message: 'The balance is too low for this stake',
          errors_by_bet: { '1/1//1': ['error.place_bets.insufficient_funds'] },
        },
        422,
      ),
    });
    renderWith([1]);
    act(() => {
      changeStake(0, 1000 as Money);
    });
    fireEvent.click(placeButton());
    const alert = await screen.findByTestId('slip-error');
    expect(alert.textContent).toContain('Your balance is too low for this stake.');
    const field = stakes()[0];
    const messages = document.getElementById(field?.getAttribute('aria-describedby') ?? '');
    expect(messages?.textContent).toBe('Your balance is too low for this stake.');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the bet slip' }));
    expect(screen.queryByTestId('slip-error')).toBeNull();
  });

  it('places with Enter from the stake field and shows the placed bet', async () => {
    stubApi({
      'POST /api/v3/bets': json([
        {
          betId: 'b-42',
          ref: 'REF42',
          status: 'submitted',
          isVip: false,
          selections: [{ id: '1/1//1', odds: 2.1 }],
        },
      ]),
    });
    renderWith([1]);
    const [field] = stakes();
    if (!field?.form) throw new Error('the stake field is not in the form');
    fireEvent.change(field, { target: { value: '10' } });
    expect(placeButton().type).toBe('submit');
    expect(placeButton().form).toBe(field.form);
    fireEvent.submit(field.form);
    const success = await screen.findByTestId('slip-success');
    expect(success.textContent).toContain('Bet sent, waiting for confirmation');
    expect(success.textContent).toContain('Waiting for confirmation');
    expect(success.querySelector('[data-bet-id="b-42"]')).toBeTruthy();
    // The short reference my bets lists, not the bet's id.
    expect(success.textContent).toContain('Ref. REF42');
    expect(success.textContent).not.toContain('b-42');

    fireEvent.click(screen.getByRole('button', { name: 'Keep selections' }));
    expect(screen.getAllByTestId('slip-selection')).toHaveLength(1);
  });

  it('puts every control in the tab order with a name', () => {
    renderWith([1], [2], [3]);
    const controls = [...document.querySelectorAll<HTMLElement>('button, input, select, a[href]')];
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) {
      expect(control.tabIndex, control.outerHTML).toBeGreaterThanOrEqual(0);
      const labelled =
        control.getAttribute('aria-label') ||
        control.textContent?.trim() ||
        (control.id && document.querySelector(`label[for="${control.id}"]`)) ||
        control.closest('label');
      expect(labelled, control.outerHTML).toBeTruthy();
    }
  });

  it('offers the three odds-change settings, saves the one chosen and applies it to the slip', () => {
    renderWith([1]);
    const setting = screen.getByRole('combobox', { name: 'When odds change' }) as HTMLSelectElement;
    expect(setting.value).toBe('none');
    expect([...setting.options].map((o) => o.textContent)).toEqual([
      'Ask me every time',
      'Accept higher odds',
      'Accept any change',
    ]);
    fireEvent.change(setting, { target: { value: 'higher' } });
    expect(updateSettings).toHaveBeenCalledWith({ auto_accept_odds_change: 'higher' });
    expect(useSlipStore.getState().ticket.config.oddsAcceptance).toBe('higher');
    expect(setting.value).toBe('higher');
  });
});
