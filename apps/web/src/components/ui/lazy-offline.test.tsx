/** Parts loaded on first use whose script does not come: the page stays, a fallback shows. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, showAlert, useAlertStore } from './alerts';
import { isChunkLoadError, LoadBoundary, lazyComponent } from './lazy';
import { PlainToaster } from './lazy-toaster';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  act(() => useAlertStore.setState({ current: null }));
});

function chunkError(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/x.js');
  error.name = 'ChunkLoadError';
  return error;
}

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('a part loaded on first use whose script does not come', () => {
  it('renders its Fallback with the same props, and the page around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyComponent<{ name: string }>(() => Promise.reject(chunkError()), {
      Fallback: ({ name }) => <p>fallback for {name}</p>,
    });
    render(
      <main>
        <h1>page</h1>
        <Suspense fallback={<p>loading</p>}>
          <Part name="alerts" />
        </Suspense>
      </main>,
    );
    expect(await screen.findByText('fallback for alerts')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
  });

  it('renders nothing without a Fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazyComponent(() => Promise.reject(chunkError()));
    render(
      <Suspense fallback={<p>loading</p>}>
        <p>before</p>
        <Part />
      </Suspense>,
    );
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.getByText('before')).toBeTruthy();
  });

  it('lets any other error go on up to the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <LoadBoundary fallback={<p>fallback</p>}>
          <Throws error={new TypeError('a bug')} />
        </LoadBoundary>,
      ),
    ).toThrow('a bug');
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('a bug'))).toBe(false);
  });
});

describe('PlainToaster (the alerts when radix Toast could not be loaded)', () => {
  it('shows the current alert, errors as alerts, and closes it after 5 s or on its button', () => {
    vi.useFakeTimers();
    render(<PlainToaster label="Notifications" closeLabel="Close" />);
    act(() => {
      showAlert({ title: 'No connection', description: 'Check your connection.', variant: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain('No connection');
    expect(screen.getByRole('alert').textContent).toContain('Check your connection.');
    act(() => vi.advanceTimersByTime(ALERT_DURATION_MS));
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => {
      showAlert({ title: 'Saved', variant: 'success' });
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
