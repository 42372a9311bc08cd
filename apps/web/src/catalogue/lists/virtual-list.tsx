'use client';
/**
 * A long list that scrolls with the page and mounts only the rows near the viewport (@tanstack/react-virtual's
 * window virtualiser). Rows measure themselves, so headers and rows of any height mix: the content of a row is
 * measured, and the row takes that height with size and layout containment, so that a change inside it (a price)
 * lays out that row alone. `initialRect` gives the server render (and hydration, which must match it) a first
 * screenful of rows, so search engines and slow devices get content before any script runs. The server cannot
 * know how far the page is scrolled, so hydration also renders the rows of the list's top, and the rows of a
 * scrolled page (a reload restores the position) follow right after. A list inside a box that scrolls on its own
 * (the bet-slip panel's my bets) is virtualised against that box instead (`scroller="nearest"`).
 */
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './virtual-list.module.css';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  estimateSize: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  /** Called when the last rows come near the viewport (load the next page). */
  onEndReached?: () => void;
  /** Accessible name of the list. */
  label: string;
  /**
   * What scrolls the list: the page (the default), or the nearest scrolling box around it (a sidebar, a sheet),
   * found once the list is in the page. Server-rendered rows need the page: the box is not known before.
   */
  scroller?: 'window' | 'nearest';
}

/** Height of the first render before the window is measured: a tall desktop screen. */
const SERVER_RECT = { width: 1280, height: 1400 };
// useLayoutEffect warns during the server render; the measurement only matters in the browser.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** The virtualiser's size estimate and key of a row, read from the item at its index. */
function byIndex<T>(items: readonly T[], estimateSize: (item: T) => number, getKey: (item: T) => string) {
  return {
    estimateSize: (index: number) => {
      const item = items[index];
      return item === undefined ? 64 : estimateSize(item);
    },
    getItemKey: (index: number) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  };
}

/** Calls `onEndReached` once the last mounted row is among the list's last five. */
function useEndReached(last: number, count: number, onEndReached: (() => void) | undefined) {
  useEffect(() => {
    if (onEndReached && count > 0 && last >= count - 5) onEndReached();
  }, [last, count, onEndReached]);
}

function WindowList<T>({ items, getKey, estimateSize, renderItem, onEndReached, label }: ListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts in the page, rows being placed relative to it: measured when the list mounts, and again
  // whenever the page's size changes (content above that loads later moves it; so does a new window width). Not
  // after every render: a realtime price change re-renders rows without moving anything, and reading the layout
  // then would force the browser to lay out the whole page on each one. The ResizeObserver calls back after a
  // layout, so reading it there costs nothing extra.
  useIsomorphicLayoutEffect(() => {
    const measure = () => {
      const top = Math.round((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
      setScrollMargin((current) => (current === top ? current : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    ...byIndex(items, estimateSize, getKey),
    overscan: 6,
    scrollMargin,
    initialRect: SERVER_RECT,
    // Not the window's scroll position, which the server render had no way to know: rows from it would not match
    // the server's HTML, and React would throw the page's markup away and render it all again.
    initialOffset: 0,
  });
  // The server's rows, and the hydration's, stand in the page's flow at their natural height: the server cannot
  // know a row's height on this screen (a phone's row is twice a desktop's), and rows placed at estimated offsets
  // would jump once measured, while the bettor is already looking. Each row measures itself as it mounts, so the
  // switch to placed rows, before the first paint after hydration, puts every row where it already was.
  const [flow, setFlow] = useState(true);
  useIsomorphicLayoutEffect(() => setFlow(false), []);
  // Once hydrated, the virtualiser reads the real position through the scroll event it listens to.
  useIsomorphicLayoutEffect(() => {
    if (window.scrollY !== 0) window.dispatchEvent(new Event('scroll'));
  }, []);
  const virtualItems = virtualizer.getVirtualItems();
  const last = virtualItems.at(-1)?.index ?? -1;

  useEndReached(last, items.length, onEndReached);

  return (
    <Rows
      listRef={listRef}
      virtualizer={virtualizer}
      items={items}
      renderItem={renderItem}
      label={label}
      flow={flow}
    />
  );
}

export function VirtualList<T>({ scroller = 'window', ...props }: VirtualListProps<T>) {
  return scroller === 'nearest' ? <BoxList {...props} /> : <WindowList {...props} />;
}

type ListProps<T> = Omit<VirtualListProps<T>, 'scroller'>;

/** The rows near the view, each placed where the virtualiser says and measured as it renders. */
function Rows<T>({
  listRef,
  virtualizer,
  items,
  renderItem,
  label,
  flow = false,
}: {
  listRef: RefObject<HTMLUListElement | null>;
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  label: string;
  /** The rows one under another at their own height (the first render), not placed by the virtualiser. */
  flow?: boolean;
}) {
  return (
    <ul
      ref={listRef}
      aria-label={label}
      className={styles.list}
      style={flow ? undefined : { height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            className={flow ? undefined : styles.item}
            style={
              flow
                ? undefined
                : { insetBlockStart: row.start - virtualizer.options.scrollMargin, blockSize: row.size }
            }
          >
            <div data-index={row.index} ref={virtualizer.measureElement} className={styles.content}>
              {renderItem(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The nearest box around `element` that scrolls vertically; the page's scrolling element when none does. */
function scrollBoxOf(element: HTMLElement): HTMLElement {
  for (let box = element.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY === 'auto' || overflowY === 'scroll') return box;
  }
  return document.documentElement;
}

/** A list virtualised against the box that scrolls it (see `scroller`). */
function BoxList<T>({ items, getKey, estimateSize, renderItem, onEndReached, label }: ListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // The box, and where the list starts in its content: again whenever the content above the list changes size.
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const scrollBox = scrollBoxOf(list);
    setBox(scrollBox);
    const measure = () => {
      const top =
        list.getBoundingClientRect().top - scrollBox.getBoundingClientRect().top + scrollBox.scrollTop;
      setScrollMargin((current) => (current === Math.round(top) ? current : Math.round(top)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    if (list.parentElement) observer.observe(list.parentElement);
    observer.observe(scrollBox);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => box,
    ...byIndex(items, estimateSize, getKey),
    overscan: 4,
    scrollMargin,
  });
  const last = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEndReached(last, items.length, onEndReached);
  return (
    <Rows listRef={listRef} virtualizer={virtualizer} items={items} renderItem={renderItem} label={label} />
  );
}
