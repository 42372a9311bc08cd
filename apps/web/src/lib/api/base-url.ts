/**
 * Where API calls go. In the browser the path stays relative: next.config.ts rewrites `/api/*` to the server, so
 * the page and the API share one origin and cookies just work. On the server there is no origin to be relative
 * to, so calls go straight to API_URL.
 */
const DEFAULT_API_URL = 'http://localhost:4000';

/** The absolute API origin used by server-side code (SSR, route handlers, next.config rewrites). */
export function serverApiUrl(): string {
  return (process.env.API_URL ?? DEFAULT_API_URL).replace(/\/+$/, '');
}

/** Turns `/api/...` into the URL to fetch from where this code runs. */
export function apiUrl(path: string): string {
  if (typeof window !== 'undefined') return path;
  return `${serverApiUrl()}${path}`;
}
