/**
 * For tests: the readable CSRF cookie as the server sets it with a session and clears it with the session.
 * The app reads it (`readCsrfToken`) to echo it on writes, and the player query asks only when it is there.
 */
import { CSRF_COOKIE } from './client';

/** Sets `sb_csrf` to `value` (as written, already encoded), or clears it with `null`. */
export function setCsrfCookie(value: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests play the server setting and clearing the cookie
  document.cookie = value === null ? `${CSRF_COOKIE}=; max-age=0; path=/` : `${CSRF_COOKIE}=${value}; path=/`;
}
