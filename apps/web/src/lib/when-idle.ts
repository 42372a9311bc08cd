/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (`requestIdleCallback`), or after
 * `fallbackMs` where the browser has no idle callbacks. Work that must not hold up the frame an interaction waits
 * for (writing storage, preloading code) goes here. Returns the function that cancels it.
 */
export function whenIdle(
  task: () => void,
  timeoutMs: number,
  fallbackMs = Math.min(timeoutMs, 100),
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}
