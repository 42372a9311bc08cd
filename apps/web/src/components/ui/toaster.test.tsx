import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAlert, showAlert, useAlertStore } from './alerts';
import { Toaster } from './toaster';

afterEach(() => {
  cleanup();
  act(() => useAlertStore.setState({ current: null }));
});

describe('alerts', () => {
  it('shows one alert at a time: a new one replaces the old', () => {
    render(<Toaster label="Notifications" closeLabel="Close" />);
    act(() => {
      showAlert({ title: 'First', variant: 'info' });
    });
    expect(screen.getByTestId('alert').textContent).toContain('First');
    act(() => {
      showAlert({ title: 'Second', variant: 'error', description: 'Details' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByTestId('alert').textContent).toContain('Second');
    expect(screen.getAllByTestId('alert')).toHaveLength(1);
  });

  it('closes on a click anywhere on the alert', () => {
    render(<Toaster label="Notifications" closeLabel="Close" />);
    act(() => {
      showAlert({ title: 'Click me', variant: 'info' });
    });
    fireEvent.click(screen.getByTestId('alert'));
    expect(useAlertStore.getState().current).toBeNull();
  });

  it('dismisses only the alert it names', () => {
    act(() => {
      showAlert({ title: 'Offline', variant: 'error', tag: 'offline' });
    });
    dismissAlert({ tag: 'other' });
    expect(useAlertStore.getState().current?.title).toBe('Offline');
    dismissAlert({ tag: 'offline' });
    expect(useAlertStore.getState().current).toBeNull();
  });
});
