/**
 * Error reporting's settings, read on the server when the app starts (not at build): reporting is on only when
 * `SENTRY_DSN` is set. Release: `SENTRY_RELEASE`, else the build's (next.config.ts: the commit built, else the
 * package version). Environment: `SENTRY_ENVIRONMENT`, else the hosting's (`VERCEL_ENV`), else `production`.
 */

export interface ErrorReportingConfig {
  dsn: string;
  release: string;
  environment: string;
  /** Share of page loads and requests traced (`SENTRY_TRACES_SAMPLE_RATE`, 0 to 1); 0, none, by default. */
  tracesSampleRate: number;
}

/** The path of the app's tunnel (app/monitoring/route.ts): browsers send their reports to the app's own origin. */
export const TUNNEL_PATH = '/monitoring';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** A DSN the reporter can use: http(s)://key@host[:port]/project; anything else counts as not configured. */
export function parseDsn(dsn: string | undefined): { origin: string; key: string; projectId: string } | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    if (!/^https?:$/.test(url.protocol) || !url.username || !projectId || !/^\d+$/.test(projectId))
      return null;
    const prefix = url.pathname.slice(0, url.pathname.lastIndexOf(`/${projectId}`));
    return { origin: `${url.protocol}//${url.host}${prefix}`, key: url.username, projectId };
  } catch {
    return null;
  }
}

export function readErrorReportingConfig(): ErrorReportingConfig | null {
  const dsn = env('SENTRY_DSN');
  if (!parseDsn(dsn) || !dsn) return null;
  const rate = Number(env('SENTRY_TRACES_SAMPLE_RATE') ?? 0);
  return {
    dsn,
    // The build's release: next.config.ts writes it in at build time.
    release: env('SENTRY_RELEASE') ?? process.env.SPORTSBOOK_BUILD_RELEASE ?? 'unknown',
    environment: env('SENTRY_ENVIRONMENT') ?? env('VERCEL_ENV') ?? 'production',
    tracesSampleRate: Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0,
  };
}
