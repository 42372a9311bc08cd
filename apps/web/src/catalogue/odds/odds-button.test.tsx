import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ODDS_FORMAT_STORAGE_KEY, resetOddsFormatCache } from '@/lib/odds-format';
import { anOutcome, renderWithProviders } from '@/testing/catalogue';
import { OddsButton, type OddsButtonProps } from './odds-button';

const base: OddsButtonProps = {
  matchId: 7,
  marketId: 1,
  specifier: '',
  outcome: anOutcome('1', 'Home', 2.1),
  locked: false,
};

beforeEach(() => {
  window.localStorage.clear();
  resetOddsFormatCache();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OddsButton', () => {
  it('shows the odds in the bettor format and names the outcome with its price', () => {
    renderWithProviders(<OddsButton {...base} />);
    const button = screen.getByRole('button', { name: 'Home 2.10' });
    expect(button.textContent).toContain('2.10');
  });

  it('follows the stored odds format (American)', () => {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, 'american');
    renderWithProviders(<OddsButton {...base} />);
    expect(screen.getByRole('button', { name: 'Home +110' })).toBeTruthy();
  });

  it('shows an arrow up, then down, as the price moves, and drops it after a while', () => {
    vi.useFakeTimers();
    const { rerender } = renderWithProviders(<OddsButton {...base} />);
    rerender(<OddsButton {...base} outcome={anOutcome('1', 'Home', 2.25)} />);
    let button = screen.getByRole('button', { name: 'Home 2.25, odds up' });
    expect(button.dataset.move).toBe('up');
    // The arrow is the CSS's (from data-move) and takes no room: the price's text and box stay as they were.
    expect(button.querySelector('svg')).toBeNull();
    expect(button.textContent).toBe('2.25');

    rerender(<OddsButton {...base} outcome={anOutcome('1', 'Home', 1.95)} />);
    button = screen.getByRole('button', { name: 'Home 1.95, odds down' });
    expect(button.dataset.move).toBe('down');

    act(() => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.getByRole('button', { name: 'Home 1.95' }).dataset.move).toBeUndefined();
  });

  it('is locked when suspended: a lock instead of the price, still focusable, says why', () => {
    const onSelect = vi.fn();
    renderWithProviders(<OddsButton {...base} locked onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Home, suspended' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).not.toContain('2.10');
    expect(button.querySelector('svg')).not.toBeNull();
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("keeps a locked row button's short label visible and in its name (WCAG 2.5.3)", () => {
    renderWithProviders(<OddsButton {...base} locked label="1" labelOn="always" />);
    const button = screen.getByRole('button', { name: '1, Home, suspended' });
    expect(button.textContent).toContain('1');
  });

  it('hands the selection identity to onSelect, and is a toggle when it has one', () => {
    const onSelect = vi.fn();
    renderWithProviders(<OddsButton {...base} specifier="total=2.5" onSelect={onSelect} selected />);
    const button = screen.getByRole('button', { name: 'Home 2.10' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith({
      selection: { matchId: 7, marketId: 1, specifier: 'total=2.5', outcomeId: '1' },
      outcome: base.outcome,
    });
  });

  it('leads its name with a short visible label, so what is read contains what is shown', () => {
    renderWithProviders(<OddsButton {...base} label="1" />);
    const button = screen.getByRole('button', { name: '1 2.10, Home' });
    expect(button.textContent).toBe('1 2.10');
  });

  it('without onSelect is still a focusable button that names its outcome and price', () => {
    renderWithProviders(<OddsButton {...base} />);
    const button = screen.getByRole('button', { name: 'Home 2.10' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(button.getAttribute('aria-pressed')).toBeNull();
  });
});
