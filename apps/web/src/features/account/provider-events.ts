/**
 * The payment provider's events (spec platform §4 "Payment-provider events"), posted by its cashier widget
 * (/spi/main.js) from the frame: a notification is an alert whose title and message are translated under
 * 'spi.notification.' (danger, warning, success map to error, warning, success), accounts updated refreshes the
 * player and balances, a redirect goes to an app path (the result's return URL) or opens a route in a new tab.
 */

/** What the widget posts: `{source: 'spi', type, ...}`. */
export type ProviderEvent =
  | { type: 'notification'; level: 'danger' | 'warning' | 'success'; title: string; message: string }
  | { type: 'accounts_updated' }
  | { type: 'redirect'; url: string; newTab: boolean };

const LEVELS = { danger: 'error', warning: 'warning', success: 'success' } as const;

/** The alert variant of a notification level. */
export const alertVariantOf = (level: keyof typeof LEVELS) => LEVELS[level];

const KEY = /^[a-z0-9_]{1,60}$/;

/** A message from the provider's frame as an event, or null for anything else (other sources, bad shapes). */
export function readProviderEvent(data: unknown): ProviderEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const event = data as Record<string, unknown>;
  if (event.source !== 'spi') return null;
  if (event.type === 'notification') {
    const { level, title, message } = event;
    if (typeof level !== 'string' || !(level in LEVELS)) return null;
    if (typeof title !== 'string' || typeof message !== 'string' || !KEY.test(title) || !KEY.test(message))
      return null;
    return { type: 'notification', level: level as keyof typeof LEVELS, title, message };
  }
  if (event.type === 'accounts_updated') return { type: 'accounts_updated' };
  if (event.type === 'redirect' && typeof event.url === 'string') {
    // Only the app's own paths: a frame cannot send the player elsewhere.
    if (!/^\/sports(\/[^/?#\\]*)*(\?[^#]*)?$/.test(event.url)) return null;
    return { type: 'redirect', url: event.url, newTab: event.new_tab === true };
  }
  return null;
}

/** The deposit result a return URL carries (`?deposit=success|error|pending`), if any. */
export function depositResultOf(url: string): 'success' | 'error' | 'pending' | null {
  const result = new URL(url, 'http://app.invalid').searchParams.get('deposit');
  return result === 'success' || result === 'error' || result === 'pending' ? result : null;
}
