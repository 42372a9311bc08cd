/**
 * The alert (toast) queue of the spec: one alert at a time, a new one replaces the old. Callable from anywhere
 * (event handlers, query error callbacks, the offline listener) without a React context.
 */
import { create } from 'zustand';

/** spec: alerts close themselves after 5000 ms. */
export const ALERT_DURATION_MS = 5000;

type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface Alert {
  /** Grows with every alert, so a replacement is a new toast with a fresh timer. */
  id: number;
  title: string;
  description?: string;
  variant: AlertVariant;
  /** Optional tag so a later event can dismiss exactly this alert (e.g. "offline" when back online). */
  tag?: string;
}

interface AlertState {
  current: Alert | null;
  lastId: number;
}

export const useAlertStore = create<AlertState>(() => ({ current: null, lastId: 0 }));

/** Shows an alert in place of the current one; returns its id. */
export function showAlert(alert: Omit<Alert, 'id'>): number {
  const id = useAlertStore.getState().lastId + 1;
  useAlertStore.setState({ current: { ...alert, id }, lastId: id });
  return id;
}

/** Closes the alert with this id (or tag), or whichever is showing when neither is given. */
export function dismissAlert(which?: { id?: number; tag?: string }): void {
  const { current } = useAlertStore.getState();
  if (!current) return;
  if (which?.id !== undefined && current.id !== which.id) return;
  if (which?.tag !== undefined && current.tag !== which.tag) return;
  useAlertStore.setState({ current: null });
}
