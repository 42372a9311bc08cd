/**
 * Next's instrumentation hook: error reporting on the server and the edge (lib/error-reporting), started only
 * when `SENTRY_DSN` is set; the SDK is not even loaded otherwise. Errors of server rendering, route handlers and
 * the proxy reach it through `onRequestError`.
 */
import type { Instrumentation } from 'next';
import { readErrorReportingConfig } from '@/lib/error-reporting/config';

export async function register(): Promise<void> {
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
