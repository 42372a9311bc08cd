/**
 * Loads the browser's ICU data (dates, numbers, plurals) on a worker thread while the page's scripts are still on
 * their way, so that the main thread's first kick-off time or plural message during hydration does not pay for
 * it. The first `Intl.DateTimeFormat` or `Intl.NumberFormat` of a page costs 90-270 ms of main thread with the CPU
 * 4x slower (web.vitals' phone), in one piece inside hydration; ICU keeps what it loaded for the whole process,
 * so after a worker has made one of each, the main thread's first costs 1-20 ms (docs/performance.md, DR-vitals-intl-warmup).
 *
 * An inline script, first in <body>: it runs as the HTML is parsed, before any of the page's scripts. It is a
 * hint and nothing depends on it: without Worker, Blob or Intl (or with a Content-Security-Policy that refuses
 * blob: workers) it does nothing, and the page formats as before.
 */

/** What the worker runs: a formatter of each kind (money too) for the page's language, then it closes. */
export const WARMUP_WORKER = `var l = self.name || 'en';
try {
  new Intl.DateTimeFormat(l, { weekday: 'short', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' }).format(0);
  new Intl.NumberFormat(l, { minimumFractionDigits: 2 }).format(1.5);
  new Intl.NumberFormat(l, { style: 'currency', currency: 'EUR' }).format(1.5);
  new Intl.PluralRules(l).select(2);
} catch (e) {}
postMessage(1);
close();`;

/** The inline script: starts {@link WARMUP_WORKER} named after <html lang>, and lets its URL go once it is done. */
export const WARMUP_SCRIPT = `(function () {
  try {
    var url = URL.createObjectURL(new Blob([${JSON.stringify(WARMUP_WORKER)}], { type: 'text/javascript' }));
    var worker = new Worker(url, { name: document.documentElement.lang || 'en' });
    worker.onmessage = worker.onerror = function () { URL.revokeObjectURL(url); };
  } catch (e) {}
})();`;

/** `nonce`: the proxy's nonce of this request (lib/security-headers.ts), without which the page's CSP refuses it. */
export function IntlWarmup({ nonce }: { nonce?: string }) {
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input in it
      dangerouslySetInnerHTML={{ __html: WARMUP_SCRIPT }}
    />
  );
}
