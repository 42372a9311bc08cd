/**
 * 5xx answers reach the error reporter (a local ingest standing in for it, spoken to by the real @sentry/node),
 * with the route and the player's id but nothing personal; refusals (4xx) do not.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutPersonalData } from '../../src/error-reporting/reporter.js';
import { ApiError } from '../../src/lib/api-error.js';
import errorReporting from '../../src/plugins/error-reporting.js';
import errors from '../../src/plugins/errors.js';

let ingest: Server;
const envelopes: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  ingest = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      envelopes.push(Buffer.concat(chunks).toString());
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const { port } = ingest.address() as AddressInfo;
  app = Fastify({ logger: false });
  await app.register(errorReporting, {
    errorReporting: {
      dsn: `http://publickey@127.0.0.1:${port}/7`,
      release: 'test-release',
      environment: 'test',
    },
  });
  await app.register(errors);
  app.post('/boom', async () => {
    throw new Error('the ledger is on fire');
  });
  app.get('/refused', async () => {
    throw new ApiError(409, 'already_exists', 'taken', 'email');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => ingest.close(resolve));
});

/** The events of what the ingest received. */
const events = () =>
  envelopes.flatMap((envelope) =>
    envelope
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('"exception"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>),
  );

describe('error reporting of 5xx answers', () => {
  it('reports an unexpected error with its route, release and environment, without personal data', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/boom?email=ann@example.com',
      headers: { cookie: 'sb_session=secret-session', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'ann@example.com', first_name: 'Ann' }),
    });
    expect(answer.statusCode).toBe(500);
    await app.errorReporter.flush(5000);
    const [event] = events();
    expect(event).toMatchObject({
      release: 'test-release',
      environment: 'test',
      tags: { route: '/boom' },
      contexts: { answer: { method: 'POST', path: '/boom' } },
      exception: { values: [expect.objectContaining({ value: 'the ledger is on fire' })] },
    });
    expect(JSON.stringify(envelopes)).not.toMatch(/ann@example\.com|Ann|secret-session/);
  });

  it('does not report refusals', async () => {
    const before = events().length;
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(409);
    await app.errorReporter.flush(2000);
    expect(events()).toHaveLength(before);
  });

  it('keeps the user id only and the path without its query', () => {
    expect(
      withoutPersonalData({
        user: { id: 'p-1', email: 'a@b.c', ip_address: '10.0.0.1' } as { id?: unknown },
        request: { method: 'GET', url: '/x?email=a@b.c', cookies: { a: 'b' } } as {
          method?: string;
          url?: string;
        },
      }),
    ).toEqual({ user: { id: 'p-1' }, request: { method: 'GET', url: '/x' } });
  });
});
