/**
 * Next's instrumentation hook. On the Node server it first reads the site settings file's pages
 * (lib/site-pages.ts): a bad file stops the app at its start with a message naming the field. Then error
 * reporting on the server and the edge (lib/error-reporting), started only when `SENTRY_DSN` is set; the SDK is
 * not even loaded otherwise. Errors of server rendering, route handlers and the proxy reach it through
 * `onRequestError`.
 */
import type { Instrumentation } from 'next';
import { readErrorReportingConfig } from '@/lib/error-reporting/config';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@/lib/site-pages')).sitePages();
  const config = readErrorReportingConfig();
  if (!config) return;
  const [Sentry, { reporterOptions }] = await Promise.all([
    import('@sentry/nextjs'),
    import('@/lib/error-reporting/filter'),
  ]);
  Sentry.init(reporterOptions(config));
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!readErrorReportingConfig()) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
