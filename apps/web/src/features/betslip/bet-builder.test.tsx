import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import {
  aSettings,
  callsTo,
  json,
  marketsOf,
  matches,
  renderSlip,
  slipQueryClient,
  startSlipEngine,
  stubApi,
} from '@/testing/slip';
import { BetBuilder } from './bet-builder';
import { configureSlipHost, resetSlipStore, useSlipStore } from './slip-store';

vi.mock('@/session/session', () => ({ requestSignIn: vi.fn() }));

const match = matches[0];
const builderMarkets = marketsOf(1).map((m) => ({ ...m, custom_bet_groups: ['regular'] }));

beforeEach(() => {
  resetSlipStore();
  startSlipEngine();
});
afterEach(cleanup);

function renderBuilder(enabled = true) {
  const client = slipQueryClient();
  client.setQueryData(catalogueKeys.settings('en'), aSettings({ custom_bet_enabled: enabled }));
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client });
  if (!match) throw new Error('no match');
  return renderSlip(<BetBuilder match={match} />, client);
}

describe('BetBuilder', () => {
  it('prices two outcomes together and puts them in the slip as one custom bet', async () => {
    const api = stubApi({
      'GET /api/v3/bets/custom/markets/1': json({ data: builderMarkets }),
      'POST /api/v3/bets/custom/odds': json({ odds: 3.4 }),
    });
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: /Home FC/ }));
    expect(screen.getByText('Pick at least 2 outcomes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Over 2.5/ }));
    expect(await screen.findByText('3.40')).toBeTruthy();
    expect(JSON.parse(String(callsTo(api, '/api/v3/bets/custom/odds')[0]?.init?.body))).toEqual({
      match_id: 1,
      selections: [
        { market_id: 1, specifier: '', outcome_id: '1' },
        { market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
      ],
    });

    fireEvent.click(screen.getByTestId('bet-builder-add'));
    const [bet] = useSlipStore.getState().ticket.bets;
    expect(bet).toMatchObject({ betType: 'custom_bet', customOdds: 3.4 });
    expect(bet?.selections.map((s) => s.id)).toEqual(['1/1//1', '1/18/total=2.5/12']);
  });

  it('keeps one outcome per market and says when outcomes cannot be combined', async () => {
    stubApi({
      'GET /api/v3/bets/custom/markets/1': json({ data: builderMarkets }),
      'POST /api/v3/bets/custom/odds': json({ code: 'incompatible_selections', message: 'no' }, 422),
    });
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: /Home FC/ }));
    fireEvent.click(screen.getByRole('button', { name: /Draw/ }));
    expect(screen.getByRole('button', { name: /Home FC/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Draw/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Under 2.5/ }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'These outcomes cannot be combined. Change your picks.',
      ),
    );
    expect((screen.getByTestId('bet-builder-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not there when the site has custom bets off', () => {
    stubApi({});
    const { container } = renderBuilder(false);
    expect(container.innerHTML).toBe('');
  });
});
