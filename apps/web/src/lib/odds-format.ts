/**
 * The bettor's odds display format (spec: "the active type is kept in local storage"). One store for the tab,
 * shared by every odds button; other tabs follow through the `storage` event.
 */
import { decimalOdds, type OddsFormat, parseOddsFormat } from '@sportsbook/domain';
import { useSyncExternalStore } from 'react';

/** localStorage key of the active odds type. */
export const ODDS_FORMAT_STORAGE_KEY = 'oddsType';
/** Decimal ("european" in the settings' naming) until the bettor picks another. */
const DEFAULT_ODDS_FORMAT: OddsFormat = 'european';

/** 2.50 shows every format's character: a fraction, a plus line, a negative Malaysian price. */
export const ODDS_SAMPLE = decimalOdds(2.5);

const listeners = new Set<() => void>();

function read(): OddsFormat {
  try {
    const stored = window.localStorage.getItem(ODDS_FORMAT_STORAGE_KEY);
    return (stored && parseOddsFormat(stored)) || DEFAULT_ODDS_FORMAT;
  } catch {
    // Storage blocked (a sandboxed iframe, strict privacy mode): the default still works.
    return DEFAULT_ODDS_FORMAT;
  }
}

let current: OddsFormat | null = null;

function snapshot(): OddsFormat {
  current ??= read();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ODDS_FORMAT_STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the format and re-renders every user of {@link useOddsFormat}. */
export function setOddsFormat(format: OddsFormat): void {
  current = format;
  try {
    window.localStorage.setItem(ODDS_FORMAT_STORAGE_KEY, format);
  } catch {
    // Not persisted, but this tab still switches.
  }
  for (const listener of listeners) listener();
}

/**
 * The active odds format and its setter. Server rendering and hydration use the default; the stored choice
 * applies right after, without a hydration mismatch.
 */
export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const format = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_ODDS_FORMAT);
  return [format, setOddsFormat];
}

/** Forgets the cached value; for tests that change localStorage behind the store's back. */
export function resetOddsFormatCache(): void {
  current = null;
}
