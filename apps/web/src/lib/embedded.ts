/**
 * Whether the page runs inside another page's frame: a host page embedding the sportsbook (spec platform §2, the
 * body's in-iframe attribute; §7 host-page messages). False on the server.
 */
export function isEmbedded(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent makes reading window.top throw: that is an iframe too.
    return true;
  }
}
