import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarketCells } from '@/catalogue/lists/market-cells';
import { OddsSelectionProvider } from '@/catalogue/odds/selectable-odds-button';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { renderWithProviders } from '@/testing/catalogue';
import { aSettings, marketsOf, matches, slipQueryClient, startSlipEngine } from '@/testing/slip';
import { setQuickBetEnabled } from './slip-engine';
import { configureSlipHost, resetSlipStore, slipOddsSelection, useSlipStore } from './slip-store';

// Counts odds button renders: every render of an OddsButton formats its price exactly once through this hook.
const rendered = vi.hoisted(() => [] as number[]);
vi.mock('@/catalogue/odds/use-odds-text', () => ({
  useOddsText: (odds: number) => {
    rendered.push(odds);
    return odds.toFixed(2);
  },
}));
vi.mock('@/session/session', () => ({ requestSignIn: vi.fn() }));

beforeEach(() => {
  resetSlipStore();
  startSlipEngine();
  rendered.length = 0;
});
afterEach(cleanup);

function renderRows() {
  const client = slipQueryClient();
  client.setQueryData(catalogueKeys.settings('en'), aSettings());
  configureSlipHost({ locale: 'en', isLoggedIn: true, queryClient: client });
  renderWithProviders(
    <OddsSelectionProvider value={slipOddsSelection}>
      {matches.map((m) => (
        <MarketCells
          key={m.id}
          matchId={m.id}
          matchStatus={m.status}
          market={marketsOf(m.id)[0] ?? null}
          columns={3}
        />
      ))}
    </OddsSelectionProvider>,
    client,
  );
  return screen.getAllByRole('button');
}

describe("the slip behind the catalogue's odds buttons", () => {
  it('puts the outcome in the slip and shows it pressed, re-rendering only the buttons whose state changed', () => {
    const buttons = renderRows();
    expect(buttons).toHaveLength(9);
    expect(buttons.every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    rendered.length = 0;

    fireEvent.click(buttons[0] as HTMLElement);
    expect(useSlipStore.getState().ticket.selectedOutcomeIds).toEqual(['1/1//1']);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(rendered).toHaveLength(1);

    fireEvent.click(buttons[5] as HTMLElement);
    expect(buttons[5]?.getAttribute('aria-pressed')).toBe('true');
    expect(rendered).toHaveLength(2);

    fireEvent.click(buttons[0] as HTMLElement);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('false');
    expect(useSlipStore.getState().ticket.selectedOutcomeIds).toEqual(['2/1//2']);
    expect(rendered).toHaveLength(3);
  });

  it('follows the last pick with a "go to bet slip" control, and only the last', () => {
    const buttons = renderRows();
    expect(screen.queryByTestId('go-to-slip')).toBeNull();
    fireEvent.click(buttons[0] as HTMLElement);
    expect(screen.getAllByTestId('go-to-slip')).toHaveLength(1);
    expect(buttons[0]?.nextElementSibling?.getAttribute('data-testid')).toBe('go-to-slip');
    fireEvent.click(buttons[4] as HTMLElement);
    expect(screen.getAllByTestId('go-to-slip')).toHaveLength(1);
    expect(screen.getByTestId('go-to-slip').previousElementSibling).toBe(buttons[4]);
  });

  it('hands the pick to the quick bet when it is on', () => {
    const buttons = renderRows();
    act(() => {
      setQuickBetEnabled(true);
    });
    fireEvent.click(buttons[1] as HTMLElement);
    expect(useSlipStore.getState().ticket.bets).toEqual([]);
    expect(useSlipStore.getState().quickBetTarget?.id).toBe('1/1//X');
  });
});
