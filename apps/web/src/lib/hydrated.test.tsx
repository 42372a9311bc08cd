import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydratedProvider, useHydratedValue } from './hydrated';

let browserValue = 'browser';
const renders: string[] = [];

function Zone() {
  const value = useHydratedValue(() => browserValue, 'server');
  renders.push(value);
  return <span data-testid="zone">{value}</span>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  renders.length = 0;
  browserValue = 'browser';
});

describe('useHydratedValue', () => {
  it('hydrates with the server value, without a mismatch, then shows the browser value', async () => {
    const page = (
      <HydratedProvider>
        <Zone />
      </HydratedProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('server');
    document.body.append(container);
    const mismatch = vi.fn();
    renders.length = 0;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(renders[0]).toBe('server');
    expect(container.textContent).toBe('browser');
    container.remove();
  });

  it('follows the store once hydrated, and is the browser value at once outside a provider', () => {
    let notify = () => {};
    const subscribe = (onChange: () => void) => {
      notify = onChange;
      return () => {};
    };
    function Live() {
      return <span data-testid="live">{useHydratedValue(() => browserValue, 'server', subscribe)}</span>;
    }
    const view = render(<Live />);
    expect(view.getByTestId('live').textContent).toBe('browser');
    browserValue = 'changed';
    act(() => notify());
    expect(view.getByTestId('live').textContent).toBe('changed');
  });
});
