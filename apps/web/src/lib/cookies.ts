/** Reading and writing cookies in the browser: one parser of a `Cookie` header and one writer of the attributes. */

const DAY_S = 24 * 3600;

/** The value of cookie `name` in a `Cookie` header or `document.cookie` string (decoded); undefined when absent. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieLifetime {
  /** How long the browser keeps it, in days. */
  days: number;
  /** Sent over HTTPS only. */
  secure?: boolean;
}

/** The string `document.cookie` takes to store `name=value` site-wide for `lifetime` (Lax, Max-Age in seconds). */
export function cookieString(name: string, value: string, { days, secure = false }: CookieLifetime): string {
  const attributes = [
    `Path=/`,
    `Max-Age=${Math.round(days * DAY_S)}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/** Stores a cookie in the browser (`days: 0` removes it). */
export function writeCookie(name: string, value: string, lifetime: CookieLifetime): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = cookieString(name, value, lifetime);
}
