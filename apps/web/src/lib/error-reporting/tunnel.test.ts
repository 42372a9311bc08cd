import { describe, expect, it, vi } from 'vitest';
import { parseDsn } from './config';
import { envelopeUrl, forwardEnvelope } from './tunnel';

const DSN = 'https://abc123@o1.ingest.example.io/42';
const envelope = (dsn: string) =>
  `${JSON.stringify({ dsn, sent_at: '2026-01-01T00:00:00Z' })}\n{"type":"event"}\n{}`;

describe('parseDsn', () => {
  it('reads the ingest, key and project, with or without a path prefix', () => {
    expect(parseDsn(DSN)).toEqual({ origin: 'https://o1.ingest.example.io', key: 'abc123', projectId: '42' });
    expect(parseDsn('http://k@127.0.0.1:9000/sentry/7')).toEqual({
      origin: 'http://127.0.0.1:9000/sentry',
      key: 'k',
      projectId: '7',
    });
  });

  it('takes nothing else for a DSN', () => {
    for (const bad of [
      undefined,
      '',
      'not a url',
      'https://o1.ingest.example.io/42',
      'ftp://k@h/1',
      'https://k@h/x',
    ])
      expect(parseDsn(bad)).toBeNull();
  });
});

describe('forwardEnvelope', () => {
  it("posts the envelope to the DSN's envelope endpoint", async () => {
    const send = vi.fn(async () => new Response(null, { status: 200 }));
    expect(await forwardEnvelope(envelope(DSN), DSN, send)).toEqual({ status: 200 });
    expect(envelopeUrl(DSN)).toBe('https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123');
    expect(send).toHaveBeenCalledWith(
      'https://o1.ingest.example.io/api/42/envelope/?sentry_key=abc123',
      expect.objectContaining({ method: 'POST', body: envelope(DSN) }),
    );
  });

  it('refuses bad input with a stable code and forwards nothing', async () => {
    const send = vi.fn(async () => new Response(null));
    expect(await forwardEnvelope(envelope(DSN), null, send)).toEqual({
      status: 404,
      code: 'error_reporting_off',
    });
    expect(await forwardEnvelope('not json\n{}', DSN, send)).toEqual({
      status: 400,
      code: 'invalid_envelope',
    });
    expect(await forwardEnvelope(envelope('https://abc123@evil.example/42'), DSN, send)).toEqual({
      status: 400,
      code: 'unknown_dsn',
    });
    expect(await forwardEnvelope(envelope('https://abc123@o1.ingest.example.io/43'), DSN, send)).toEqual({
      status: 400,
      code: 'unknown_dsn',
    });
    expect(await forwardEnvelope('x'.repeat(1_000_001), DSN, send)).toEqual({
      status: 413,
      code: 'envelope_too_large',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('says when the ingest refuses or cannot be reached', async () => {
    expect(
      await forwardEnvelope(envelope(DSN), DSN, async () => new Response(null, { status: 429 })),
    ).toEqual({
      status: 502,
      code: 'ingest_refused',
    });
    expect(
      await forwardEnvelope(envelope(DSN), DSN, async () => {
        throw new TypeError('fetch failed');
      }),
    ).toEqual({ status: 502, code: 'ingest_unreachable' });
  });
});
