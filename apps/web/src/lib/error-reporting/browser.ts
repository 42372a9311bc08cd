/**
 * The browser's error reporting, loaded only when a DSN is configured (ErrorReporting in ./reporter.tsx): the
 * SDK is not part of any page's JavaScript otherwise. Reports go through the app's tunnel.
 */
import * as Sentry from '@sentry/nextjs';
import type { ErrorReportingConfig } from './config';
import { TUNNEL_PATH } from './config';
import { reporterOptions } from './filter';
import { setReporter } from './report';

export function initBrowserReporting(config: ErrorReportingConfig): void {
  Sentry.init({ ...reporterOptions(config), tunnel: TUNNEL_PATH });
  setReporter((error) => Sentry.captureException(error));
}
