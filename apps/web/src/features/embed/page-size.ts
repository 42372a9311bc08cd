/**
 * The page's size for the host (page-size-changed, spec platform §7: "layout size reports are debounced at
 * 100 ms"). The height is the main column's content, not the document's: the document is at least as tall as
 * the iframe (the shell's min-height of 100dvh, the sidebars' full height), so a host that sizes the iframe to
 * the document would never let it shrink again. Outside the shell (error pages) it is the body's height.
 */
import { MAIN_CONTENT_ID } from '@/features/shell';

/** Debounce of the size reports. */
export const SIZE_REPORT_DEBOUNCE_MS = 100;

export interface PageSize {
  width: number;
  height: number;
}

/** The height the page needs: down to the end of the main column (its bottom padding included). */
export function measurePage(doc: Document = document): PageSize {
  const width = doc.documentElement.clientWidth;
  const main = doc.getElementById(MAIN_CONTENT_ID);
  const content = main?.firstElementChild;
  if (!main || !content) return { width, height: Math.ceil(doc.body.getBoundingClientRect().height) };
  const bottom = content.getBoundingClientRect().bottom + (doc.defaultView?.scrollY ?? 0);
  const padding = Number.parseFloat(getComputedStyle(main).paddingBottom) || 0;
  return { width, height: Math.ceil(bottom + padding) };
}

/**
 * Calls `report` with the page's size once it has not changed for {@link SIZE_REPORT_DEBOUNCE_MS}, and only when
 * it differs from the last one reported. `subscribe` tells when something may have changed size (a
 * ResizeObserver in the app). Returns the function that stops.
 */
export function reportPageSize(
  report: (size: PageSize) => void,
  measure: () => PageSize,
  subscribe: (changed: () => void) => () => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: PageSize | null = null;
  let stopped = false;
  const flush = () => {
    timer = null;
    if (stopped) return;
    const size = measure();
    if (last && last.width === size.width && last.height === size.height) return;
    last = size;
    report(size);
  };
  const changed = () => {
    if (stopped) return;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, SIZE_REPORT_DEBOUNCE_MS);
  };
  const stop = subscribe(changed);
  changed();
  return () => {
    stopped = true;
    stop();
    if (timer !== null) clearTimeout(timer);
  };
}

/** Watches the main column's content, the body and the window for size changes. */
export function watchPageSize(changed: () => void, doc: Document = document): () => void {
  const observer = new ResizeObserver(changed);
  const content = doc.getElementById(MAIN_CONTENT_ID)?.firstElementChild;
  if (content) observer.observe(content);
  observer.observe(doc.body);
  window.addEventListener('resize', changed);
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', changed);
  };
}
