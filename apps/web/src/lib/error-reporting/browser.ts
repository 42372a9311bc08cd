/**
 * The browser's error reporting, loaded only when a DSN is configured (features/shell/after-hydration.ts): the
 * SDK is not part of any page's JavaScript otherwise. Reports go through the app's tunnel. Besides uncaught
 * errors and rejections, what the app logs with console.error is reported (through the same filter).
 */
import * as Sentry from '@sentry/nextjs';
import type { ErrorReportingConfig } from './config';
import { TUNNEL_PATH } from './config';
import { reporterOptions } from './filter';

export function initBrowserReporting(config: ErrorReportingConfig): void {
  Sentry.init({
    ...reporterOptions(config),
    tunnel: TUNNEL_PATH,
    // What the app logs as an error (error boundaries, the slip's failures) is reported too: no reporting call in
    // the first load's code, and nothing to report before a DSN is there.
    integrations: [Sentry.captureConsoleIntegration({ levels: ['error'] })],
  });
}
