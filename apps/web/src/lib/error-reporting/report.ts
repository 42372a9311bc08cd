/**
 * `reportError`: what the app calls with an error it caught and cannot show better (an error boundary, the
 * slip's failures). It goes to the error reporter once one is loaded (./browser.ts, only with a DSN), and to the
 * console in any case.
 */

type Reporter = (error: unknown) => void;
let reporter: Reporter | null = null;

export function setReporter(next: Reporter): void {
  reporter = next;
}

export function reportError(error: unknown, context?: string): void {
  console.error(context ? `[${context}]` : '[error]', error);
  reporter?.(error);
}
