'use client';
/**
 * Starts the browser's error reporting when the server says a DSN is configured: the SDK then loads in its own
 * chunk after hydration; without a DSN nothing loads at all.
 */
import { useEffect } from 'react';
import type { ErrorReportingConfig } from './config';

export function ErrorReporting({ config }: { config: ErrorReportingConfig | null }) {
  useEffect(() => {
    if (!config) return;
    void import('./browser').then(
      (reporting) => reporting.initBrowserReporting(config),
      () => {},
    );
  }, [config]);
  return null;
}
