import type { DecimalOdds, Money } from '@sportsbook/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDialog } from '@/components/ui/lazy-dialog';
import {
  json,
  marketsOf,
  matches,
  pick,
  renderSlip,
  slipQueryClient,
  startSlipEngine,
  stubApi,
} from '@/testing/slip';
import { LazyQuickBetDialog } from './lazy-quick-bet-dialog';
import { QuickBetSettings } from './quick-bet';
import { QuickBetDialog } from './quick-bet-dialog';
import { buildSelection } from './selection-source';
import { setCustomBet, syncBalance, toggleSelection } from './slip-engine';
import { CustomBetTicketModal } from './slip-modals';
import { configureSlipHost, resetSlipStore, useSlipStore } from './slip-store';

vi.mock('@/session/session', () => ({ requestSignIn: vi.fn() }));

const state = () => useSlipStore.getState();

// Radix Dialog loads on first use in the app; loaded here, the dialogs open in the render that opens them.
beforeAll(() => preloadDialog());
let client = slipQueryClient();

beforeEach(() => {
  resetSlipStore();
  startSlipEngine();
  client = slipQueryClient();
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client, retryDelayMs: 0 });
});
afterEach(cleanup);

function renderQuickBet() {
  renderSlip(
    <>
      <QuickBetSettings presets={[500 as Money]} />
      <QuickBetDialog />
    </>,
    client,
  );
}

describe('quick bet', () => {
  it('opens on a pick before approval, then approves and places in one go', async () => {
    stubApi({
      'POST /api/v3/bets': json([
        {
          betId: 'q1',
          ref: 'Q1REF',
          status: 'waiting_results',
          isVip: false,
          selections: [{ id: '1/1//1', odds: 2.1 }],
        },
      ]),
    });
    renderQuickBet();
    fireEvent.click(screen.getByRole('switch', { name: 'Quick bet' }));
    fireEvent.click(screen.getByRole('button', { name: '€5.00' }));
    act(() => toggleSelection(pick(1)));

    const dialog = screen.getByTestId('quick-bet-dialog');
    expect(dialog.textContent).toContain('Home FC');
    expect(dialog.textContent).toContain('Potential win: €10.50');
    expect(state().notice?.reason).toBe('not_approved');
    fireEvent.click(screen.getByRole('button', { name: 'Approve and place' }));
    const result = await screen.findByTestId('quick-bet-success');
    expect(result.textContent).toContain('Quick bet placed');
    expect(result.textContent).toContain('Ref. Q1REF');
    expect(state().ticket.bets).toEqual([]);
    // The slip's "approve your stake first" notice was answered by the approval.
    expect(state().notice).toBeNull();
  });

  it('says why a quick bet that cannot win more than its stake is refused', () => {
    renderQuickBet();
    fireEvent.click(screen.getByRole('switch', { name: 'Quick bet' }));
    const [field] = screen.getAllByTestId('quick-bet-stake') as HTMLInputElement[];
    fireEvent.change(field as HTMLInputElement, { target: { value: '0.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve stake' }));
    expect(screen.getByText('Stake approved')).toBeTruthy();
    act(() => toggleSelection(pick(1, '12', 18, 'total=2.5')));
    expect(screen.getByTestId('quick-bet-error').textContent).toBe(
      'The potential win must be more than the stake.',
    );
  });

  it('as the shell mounts it: nothing until a quick pick, then the dialog once its code has loaded', async () => {
    renderSlip(
      <>
        <QuickBetSettings presets={[500 as Money]} />
        <LazyQuickBetDialog loadingLabel="Loading" />
      </>,
      client,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Quick bet' }));
    fireEvent.click(screen.getByRole('button', { name: '€5.00' }));
    act(() => toggleSelection(pick(1)));
    expect((await screen.findByTestId('quick-bet-dialog')).textContent).toContain('Home FC');
  });

  it('clears the stake when the balance drops below it', () => {
    renderQuickBet();
    fireEvent.click(screen.getByRole('switch', { name: 'Quick bet' }));
    fireEvent.click(screen.getByRole('button', { name: '€5.00' }));
    act(() => syncBalance(300 as Money));
    expect(state().quickBet.stake).toBe(0);
    expect((screen.getByTestId('quick-bet-stake') as HTMLInputElement).value).toBe('');
  });
});

describe('custom-bet ticket modal', () => {
  it('offers to replace a bet-builder bet with a normal pick', () => {
    const match = matches[0];
    if (!match) throw new Error('no match');
    const [oneXTwo, total] = marketsOf(1);
    const legs = [
      buildSelection(match, oneXTwo as never, oneXTwo?.outcomes[0] as never),
      buildSelection(match, total as never, total?.outcomes[0] as never),
    ];
    setCustomBet(legs, 3.6 as DecimalOdds, 1000 as Money);
    expect(state().ticket.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: 3.6, stake: 1000 });

    renderSlip(<CustomBetTicketModal />, client);
    act(() => toggleSelection(pick(2)));
    const modal = screen.getByRole('dialog', { name: 'Replace your bet builder bet?' });
    expect(modal.textContent).toContain('Replace it with Home FC?');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect(state().ticket.bets).toHaveLength(1);
    expect(state().ticket.bets[0]).toMatchObject({ betType: 'single' });
    expect(state().ticket.selectedOutcomeIds).toEqual(['2/1//1']);
  });
});
