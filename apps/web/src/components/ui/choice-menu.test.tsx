import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceMenu } from './choice-menu';

afterEach(cleanup);

const CHOICES = [
  { value: 'decimal', label: 'Decimal', hint: '2.50' },
  { value: 'american', label: 'American', hint: '+150' },
  { value: 'es', label: 'Español', lang: 'es' },
] as const;

function open(onChoose: (value: string) => void) {
  render(
    <ChoiceMenu
      defaultOpen
      trigger={{ 'aria-label': 'Odds format: 2.50' }}
      heading="Odds format"
      value="decimal"
      choices={CHOICES}
      onChoose={onChoose}
    >
      2.50
    </ChoiceMenu>,
  );
}

describe('ChoiceMenu', () => {
  it('lists every choice under its heading, the current one checked, hints and languages kept', () => {
    open(() => {});
    expect(screen.getByText('Odds format')).toBeTruthy();
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Decimal2.50', 'American+150', 'Español']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(items[2]?.getAttribute('lang')).toBe('es');
  });

  it('reports a new choice, and nothing for the current one', () => {
    const onChoose = vi.fn();
    open(onChoose);
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Decimal/ }));
    expect(onChoose).not.toHaveBeenCalled();
    cleanup();
    open(onChoose);
    fireEvent.click(screen.getByRole('menuitemradio', { name: /American/ }));
    expect(onChoose).toHaveBeenCalledWith('american');
  });
});
