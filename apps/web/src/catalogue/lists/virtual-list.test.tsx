import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VirtualList } from './virtual-list';

const items = Array.from({ length: 300 }, (_, i) => `row ${i}`);

function List() {
  return (
    <VirtualList
      items={items}
      getKey={(item) => item}
      estimateSize={() => 64}
      renderItem={(item) => <span>{item}</span>}
      label="Rows"
    />
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

// jsdom has no layout: the list starts at the top of the page, so it is as far above the viewport as the page scrolled.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, -window.scrollY, 1280, 300 * 64),
  );
});
// The page is as tall as its rows, and each row, as it measures itself, 64 px high.
Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 300 * 64 });
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 64 });

const indexes = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-index]')].map((row) => Number(row.dataset.index));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  scrollTo(0);
  document.body.innerHTML = '';
});

describe('VirtualList', () => {
  it('hydrates a page the browser restored scrolled down without a mismatch, then shows the rows in view', async () => {
    scrollTo(0);
    const html = renderToString(<List />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(indexes(container)[0]).toBe(0);

    // A reload: the browser puts the page back where it was before the scripts run.
    scrollTo(6_400);
    const mismatch = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <List />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    const shown = indexes(container);
    expect(shown).toContain(100);
    expect(shown).not.toContain(0);
  });

  it("renders the server's rows in the page's flow, then places them once hydrated", async () => {
    scrollTo(0);
    const html = renderToString(<List />);
    // No estimated offsets or heights: each row takes its natural height before any script runs.
    expect(html).not.toContain('inset-block-start');
    expect(html).not.toContain('height:');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <List />);
    });
    const placed = container.querySelectorAll<HTMLElement>('li[style*="inset-block-start"]');
    expect(placed.length).toBeGreaterThan(0);
    expect(container.querySelector<HTMLElement>('ul')?.style.height).toBe(`${300 * 64}px`);
  });
});
