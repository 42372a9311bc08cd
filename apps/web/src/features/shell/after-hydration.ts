/**
 * What the app starts once a page has hydrated (AppProviders loads this module then, so none of it is in a page's
 * first load): the consent banner and what its answer turns on (features/consent), and error reporting when a
 * DSN is configured (its SDK in a chunk of its own, loaded only then).
 */
import type { ErrorReportingConfig } from '@/lib/error-reporting/config';

export { ConsentAnswer } from '@/features/consent';

export function startErrorReporting(config: ErrorReportingConfig | null): void {
  if (config)
    import('@/lib/error-reporting/browser').then(
      (reporting) => reporting.initBrowserReporting(config),
      () => {},
    );
}
