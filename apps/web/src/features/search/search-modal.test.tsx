import type { SearchResponse } from '@sportsbook/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/lib/queries/catalogue';
import { aMatch, renderWithProviders, testQueryClient } from '@/testing/catalogue';
import { SearchModal } from './search-modal';

const push = vi.hoisted(() => vi.fn());
vi.mock('@/i18n/navigation', () => ({ useRouter: () => ({ push }) }));

afterEach(cleanup);

const answer: SearchResponse = {
  sports: [],
  tournaments: [],
  matches: [aMatch({ id: 1, name: 'Real León - Córdoba' }), aMatch({ id: 2, name: 'Real Tijuana - Mérida' })],
};

function open() {
  const client = testQueryClient();
  client.setQueryData(catalogueKeys.search('en', 'real'), answer);
  const onOpenChange = vi.fn();
  renderWithProviders(<SearchModal open onOpenChange={onOpenChange} />, client);
  return {
    onOpenChange,
    field: screen.getByRole('combobox', { name: 'Search sports, leagues and matches' }),
  };
}

describe('SearchModal', () => {
  it('asks for three characters before searching', () => {
    const { field } = open();
    expect(
      screen.getByText('Type at least 3 characters to search sports, leagues and matches.'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: 're' } });
    return waitFor(() => expect(screen.getByText('Type at least 3 characters.')).toBeTruthy());
  });

  it('lists grouped results after a pause in typing and opens one with the keyboard', async () => {
    const { field, onOpenChange } = open();
    fireEvent.change(field, { target: { value: 'real' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Real León - Córdoba'),
      expect.stringContaining('Real Tijuana - Mérida'),
    ]);
    expect(screen.getByRole('group', { name: 'Matches' })).toBeTruthy();
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(push).toHaveBeenCalledWith('/sports/football/home-fc-away-fc-2');
  });
});
