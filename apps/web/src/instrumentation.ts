/**
 * Next's instrumentation hook: the site settings file is read once at start, and a bad one stops the app with a
 * message naming the field (lib/site-file.ts); error reporting on the server and the edge (lib/error-reporting),
 * started only when `SENTRY_DSN` is set; the SDK is not even loaded otherwise. Errors of server rendering, route
 * handlers and the proxy reach it through `onRequestError`.
 */
import type { Instrumentation } from 'next';
import { readErrorReportingConfig } from '@/lib/error-reporting/config';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { readSite } = await import('@/lib/site-file');
    try {
      readSite();
    } catch (error) {
      console.error((error as Error).message);
      process.exit(1);
    }
  }
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
