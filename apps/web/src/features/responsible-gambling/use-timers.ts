/**
 * The session loop's clocks: a repeating call that can stop itself (a 400 stops the polling, spec platform §4)
 * and runs only while the tab is visible when asked, and a flag that turns true at a server time.
 */
import { useEffect, useRef, useState } from 'react';

/**
 * Calls `tick(stop)` every `ms` (none while `ms` is null); with `visibleOnly`, ticks that fall while the tab is
 * hidden are passed over. `stop()` ends the repetition until `ms` changes.
 */
export function useRepeat(
  ms: number | null,
  tick: (stop: () => void) => void | Promise<void>,
  visibleOnly = false,
): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (ms === null) return;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearInterval(id);
    };
    const id = setInterval(() => {
      if (stopped || (visibleOnly && document.visibilityState !== 'visible')) return;
      void latest.current(stop);
    }, ms);
    return stop;
  }, [ms, visibleOnly]);
}

/** True from the moment the server's clock reaches `at` (`skewMs` = server clock minus this one). */
export function useDue(at: string | null | undefined, skewMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!at) {
      setDue(false);
      return;
    }
    const wait = Date.parse(at) - (Date.now() + skewMs);
    if (wait <= 0) {
      setDue(true);
      return;
    }
    setDue(false);
    const id = setTimeout(() => setDue(true), wait);
    return () => clearTimeout(id);
  }, [at, skewMs]);
  return due;
}
