import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '@/components/ui/alerts';
import { ALL_BETS, type BetPages, betsKeys, betsQueries } from '@/lib/queries/bets';
import {
  aBet,
  aPage,
  aSelection,
  bodyOf,
  cents,
  odds,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '@/testing/bets';
import { BetCard } from './bet-card';

vi.mock('@/session/session', () => ({
  useSession: () => ({ status: 'logged_in', isLoggedIn: true, player: { id: 'u1' }, account: null }),
  requestSignIn: vi.fn(),
}));

afterEach(cleanup);

const treble = aBet('t1', {
  type: 'combo',
  ref: 'ABC123',
  stake: { value: cents(1000), currency: 'EUR', subunits: 100 },
  odds: odds(8),
  selections: [
    aSelection('t1-1', { outcome: { id: '1', name: 'Home FC' }, odds: odds(2), status: 'win_entire' }),
    aSelection('t1-2', {
      market: { id: 18, name: 'Total' },
      outcome: { id: '12', name: 'Over 2.5' },
      odds: odds(2),
      match: {
        id: 2,
        slug: 'north-south-2',
        name: 'North - South',
        status: 1,
        start_time: '2026-05-01T19:00:00.000Z',
      },
    }),
    aSelection('t1-3', { odds: odds(2) }),
  ],
  is_vip: true,
});

describe('BetCard', () => {
  it('shows the name, badges, stake, odds and potential win, with the data attributes e2e reads', () => {
    renderWithProviders(<BetCard bet={treble} />);
    const card = screen.getByTestId('my-bet');
    expect(card.dataset).toMatchObject({ betId: 't1', status: 'waiting_results', result: 'no_results' });
    expect(screen.getByRole('heading', { name: 'Treble' })).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('€10.00')).toBeTruthy();
    expect(within(card).getByText('8.00')).toBeTruthy();
    expect(within(card).getByText('Potential win').nextSibling?.textContent).toBe('€80.00');
    expect(within(card).getByText('Ref. ABC123')).toBeTruthy();
    expect(within(card).getByText(/VIP bet/)).toBeTruthy();
    expect(screen.queryByTestId('cashout')).toBeNull();
  });

  it('expands to every selection with its match, market, pick, odds and result', () => {
    renderWithProviders(<BetCard bet={treble} />);
    const toggle = screen.getByRole('button', { name: 'Show 3 selections' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(list.getAttribute('aria-label')).toBe('Selections of this bet');
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('North - South');
    expect(rows[1]?.textContent).toContain('Total');
    expect(rows[1]?.textContent).toContain('Over 2.5');
    expect(rows[1]?.textContent).toContain('2.00');
    expect(rows[0]?.textContent).toContain('Won');
  });

  it('shows what a settled bet paid and its result', () => {
    renderWithProviders(
      <BetCard
        bet={aBet('w', {
          status: 'done',
          result: 'win_entire',
          win_amount: cents(2000),
          type: 'system',
          system: { id: '2/3', win_count: 2, total_count: 3 },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'System 2/3' })).toBeTruthy();
    expect(screen.getByText('Paid').nextSibling?.textContent).toBe('€20.00');
    expect(screen.getByText('Settled')).toBeTruthy();
    expect(screen.getByText('Won')).toBeTruthy();
  });

  it('shows a lost bet paying nothing without the colour of a win', () => {
    renderWithProviders(
      <BetCard bet={aBet('l', { status: 'done', result: 'lose_entire', win_amount: cents(0) })} />,
    );
    const paid = screen.getByText('Paid').nextSibling as HTMLElement;
    expect(paid.textContent).toBe('€0.00');
    expect(paid.dataset.kind).toBe('nothing');
  });

  it('shows a cashed-out bet with what it was cashed out for, not as a win', () => {
    renderWithProviders(
      <BetCard bet={aBet('c', { status: 'cashed_out', result: 'cashed_out', win_amount: cents(480) })} />,
    );
    const amount = screen.getByText('Cashed out for').nextSibling as HTMLElement;
    expect(amount.textContent).toBe('€4.80');
    expect(amount.dataset.kind).toBe('paid');
    expect(screen.queryByText('Won')).toBeNull();
  });
});

describe('Cash out from a bet card', () => {
  const open = aBet('c1', { to_cashout: cents(500) });

  /** The list as GET /bets answers it now; a refusal below moves the offer to 470 on the server. */
  let listed = open;

  async function setup(cashout: (body: unknown) => { status?: number; body: unknown }) {
    listed = open;
    const fetchMock = stubFetch(
      (url, init) =>
        url.pathname === '/api/v3/bets/cashout' ? cashout(JSON.parse(String(init?.body))) : undefined,
      (url) => (url.pathname === '/api/v3/bets' ? { body: aPage([listed]) } : undefined),
    );
    const client = testQueryClient();
    await client.prefetchInfiniteQuery(betsQueries.list('u1', 'en', ALL_BETS));
    fetchMock.mockClear();
    const view = renderWithProviders(<BetCard bet={open} />, client);
    return { ...view, fetchMock };
  }

  it('asks again when the offer changes before confirming, then sends the new amount and shows the payout', async () => {
    const { rerender, fetchMock, client } = await setup((body) => ({
      body: {
        ...open,
        status: 'cashed_out',
        result: 'cashed_out',
        win_amount: (body as { to_cashout: number }).to_cashout,
        to_cashout: null,
      },
    }));
    fireEvent.click(screen.getByTestId('cashout'));
    const dialog = await screen.findByRole('dialog', { name: 'Cash out this bet?' });
    expect(within(dialog).getByTestId('cashout-offer').textContent).toBe('€5.00');

    // The offer drops while the player reads: the confirm button gives way to accepting the new amount.
    rerender(<BetCard bet={{ ...open, to_cashout: cents(480) }} />);
    expect(within(dialog).getByTestId('cashout-offer').textContent).toBe('€4.80');
    expect(within(dialog).getByRole('status').textContent).toBe('The offer went down from €5.00.');
    expect(within(dialog).queryByTestId('cashout-confirm')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept €4.80' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cash out €4.80' }));

    await within(dialog).findByText('€4.80 has been paid to your balance.');
    expect(bodyOf(fetchMock.mock.calls.at(-1))).toEqual({ bet_id: 'c1', to_cashout: 480 });
    expect(useAlertStore.getState().current).toMatchObject({ variant: 'success', title: 'Bet cashed out' });
    const cached = client.getQueryData<BetPages>(betsKeys.list('u1', 'en', ALL_BETS));
    expect(cached?.pages[0]?.data[0]?.status).toBe('cashed_out');
  });

  it('explains a refusal because the offer changed and shows the new offer to accept', async () => {
    await setup(() => {
      listed = { ...open, to_cashout: cents(470) };
      return {
        status: 422,
        body: { code: 'cashout_amount_changed', message: 'the offer is 470 now', to_cashout: 470 },
      };
    });
    fireEvent.click(screen.getByTestId('cashout'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cash out €5.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/The offer changed/);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Accept €4.70' }));
    expect(within(dialog).getByRole('button', { name: 'Cash out €4.70' })).toHaveProperty('disabled', false);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('explains that cash out is unavailable (suspended market) and disables confirming', async () => {
    await setup(() => ({
      status: 422,
      body: { code: 'cashout_unavailable', message: 'no', to_cashout: null },
    }));
    fireEvent.click(screen.getByTestId('cashout'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cash out €5.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/not available right now/);
    await waitFor(() =>
      expect(within(dialog).getByTestId('cashout-confirm')).toHaveProperty('disabled', true),
    );
    expect(within(dialog).getByTestId('cashout-offer').textContent).toBe('–');
  });

  it('closes on "Keep the bet" without calling the server', async () => {
    const { fetchMock } = await setup(() => ({ body: {} }));
    fireEvent.click(screen.getByTestId('cashout'));
    const dialog = await screen.findByRole('dialog');
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the bet' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
