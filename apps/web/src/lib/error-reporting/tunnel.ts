/**
 * The tunnel (spec platform §7 "Error reporting": events go to the ingest, optionally through a tunnel path):
 * browsers post their envelopes to the app's origin, so no blocker or Content-Security-Policy stands between
 * them and the ingest, and the app forwards them to the DSN's ingest. Only envelopes for the configured DSN are
 * forwarded, so the route cannot be used to post anywhere else.
 */
import { parseDsn } from './config';

const MAX_ENVELOPE_BYTES = 1_000_000;

export type TunnelAnswer = { status: number; code?: string };

/** Where an envelope for `dsn` goes: the ingest's envelope endpoint of its project. */
export function envelopeUrl(dsn: string): string | null {
  const parsed = parseDsn(dsn);
  if (!parsed) return null;
  return `${parsed.origin}/api/${parsed.projectId}/envelope/?sentry_key=${encodeURIComponent(parsed.key)}`;
}

/** The DSN an envelope names in its header line, or null when the header is not readable. */
function envelopeDsn(envelope: string): string | null {
  const header = envelope.slice(0, envelope.indexOf('\n') === -1 ? undefined : envelope.indexOf('\n'));
  try {
    const parsed: unknown = JSON.parse(header);
    const dsn = (parsed as { dsn?: unknown } | null)?.dsn;
    return typeof dsn === 'string' ? dsn : null;
  } catch {
    return null;
  }
}

/** Forwards one envelope to the configured DSN's ingest; bad input gets a 4xx with a stable code. */
export async function forwardEnvelope(
  envelope: string,
  configuredDsn: string | null,
  send: typeof fetch = fetch,
): Promise<TunnelAnswer> {
  if (!configuredDsn) return { status: 404, code: 'error_reporting_off' };
  if (envelope.length > MAX_ENVELOPE_BYTES) return { status: 413, code: 'envelope_too_large' };
  const dsn = envelopeDsn(envelope);
  if (dsn === null) return { status: 400, code: 'invalid_envelope' };
  if (
    parseDsn(dsn)?.projectId !== parseDsn(configuredDsn)?.projectId ||
    new URL(dsn).host !== new URL(configuredDsn).host
  )
    return { status: 400, code: 'unknown_dsn' };
  const url = envelopeUrl(configuredDsn);
  if (!url) return { status: 404, code: 'error_reporting_off' };
  try {
    const answer = await send(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: envelope,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: answer.ok ? 200 : 502, ...(answer.ok ? {} : { code: 'ingest_refused' }) };
  } catch {
    return { status: 502, code: 'ingest_unreachable' };
  }
}
