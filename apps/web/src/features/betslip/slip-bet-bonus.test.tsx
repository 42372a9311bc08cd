import type { Bonus } from '@sportsbook/contract';
import type { DecimalOdds, Money, SlipBonus, TicketEntry, TicketSelection } from '@sportsbook/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import betslip from '../../../messages/en/betslip.json';
import bonuses from '../../../messages/en/bonuses.json';
import common from '../../../messages/en/common.json';
import { SlipBetBonus } from './slip-bet-bonus';

const selectBonus = vi.fn();
vi.mock('./slip-engine', () => ({ selectBonus: (...args: unknown[]) => selectBonus(...args) }));

const odds = (v: number) => v as DecimalOdds;
const selection = (i: number, o = 2): TicketSelection => ({ id: `s${i}`, odds: odds(o) }) as TicketSelection;

const bet = (patch: Partial<TicketEntry>): TicketEntry =>
  ({
    stake: 0 as Money,
    currency: 'EUR',
    subunits: 100,
    betType: 'combo',
    selections: [selection(1), selection(2)],
    availableBonuses: [],
    bonus: null,
    bonusOdds: null,
    freebetStake: null,
    ...patch,
  }) as TicketEntry;

const freebet: SlipBonus = { id: 'fb-1', type: 'freebet', amount: 500 as Money, ranges: [], min_odds: null };
const ranges = [
  { min_count: 3, max_count: 3, bonus_odds: odds(1.05) },
  { min_count: 4, max_count: 20, bonus_odds: odds(1.1) },
];
const boost = { id: 'acca-boost', type: 'comboboost', min_odds: odds(1.2), ranges } as unknown as Bonus;

const show = (ui: React.ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={{ bonuses, betslip, common }}>
      {ui}
    </NextIntlClientProvider>,
  );

beforeEach(() => selectBonus.mockReset());

describe('SlipBetBonus', () => {
  it('offers the fitting freebet and picks it', () => {
    show(
      <SlipBetBonus
        bet={bet({ availableBonuses: [freebet] })}
        index={0}
        comboboost={null}
        disabled={false}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Bonus' });
    expect(screen.getByRole('option', { name: /Freebet/ })).toBeTruthy();
    fireEvent.change(select, { target: { value: 'fb-1' } });
    expect(selectBonus).toHaveBeenCalledWith(0, freebet);
    fireEvent.change(select, { target: { value: '' } });
    expect(selectBonus).toHaveBeenLastCalledWith(0, null);
  });

  it('marks a freebet bet', () => {
    show(
      <SlipBetBonus
        bet={bet({ availableBonuses: [freebet], bonus: freebet, freebetStake: 500 as Money })}
        index={0}
        comboboost={null}
        disabled={false}
      />,
    );
    expect(screen.getByTestId('slip-freebet').textContent).toContain('Freebet');
  });

  it("says how many more selections the comboboost's next range needs, and the boost applied", () => {
    const { unmount } = show(<SlipBetBonus bet={bet({})} index={0} comboboost={boost} disabled={false} />);
    expect(screen.getByTestId('slip-boost-next').textContent).toBe('Add 1 more selection for x1.05');
    unmount();
    const boosted = bet({
      selections: [1, 2, 3, 4].map((i) => selection(i)),
      bonus: { id: 'acca-boost', type: 'comboboost', amount: null, ranges, min_odds: odds(1.2) },
      bonusOdds: odds(1.1),
    });
    show(<SlipBetBonus bet={boosted} index={0} comboboost={boost} disabled={false} />);
    expect(screen.getByTestId('slip-boost').textContent).toContain('Odds boosted x1.10');
    expect(screen.queryByTestId('slip-boost-next')).toBeNull();
  });

  it('draws nothing when no bonus concerns the bet', () => {
    const { container } = show(<SlipBetBonus bet={bet({})} index={0} comboboost={null} disabled={false} />);
    expect(container.textContent).toBe('');
  });
});
