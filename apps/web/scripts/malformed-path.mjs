/**
 * Paths that cannot be decoded (a `%` not followed by two hex digits, or escapes that are not UTF-8, such as
 * `/%E0%A4%A/sports`) name no page. Next's router throws on them before the app's proxy runs and answers 500
 * (vercel/next.js#92527); server.mjs calls this first, so such a request reaches Next as a path that names
 * nothing and gets the not-found page with 404.
 */

/** The path Next is given instead: in the default locale's sports section, matched by no route. */
export const MALFORMED_PATH_TARGET = '/sports/not-found/malformed-address';

/** Whether the path (the request target before `?`) decodes. */
export function decodablePath(target) {
  const path = target.split('?', 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Replaces an undecodable request path in place (the query goes with it: it belonged to a page that is not there). */
export function guardMalformedPath(req) {
  if (typeof req.url === 'string' && !decodablePath(req.url)) req.url = MALFORMED_PATH_TARGET;
}
