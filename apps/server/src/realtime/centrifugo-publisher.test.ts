import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CentrifugoPublishError, CentrifugoPublisher } from './centrifugo-publisher.js';

/**
 * A contract test: the publisher against a local HTTP server that holds every request to Centrifugo's documented
 * server HTTP API (centrifugal.dev/docs/server/server_api): `POST /api/<method>`, `Content-Type:
 * application/json`, the key in `X-API-Key` (401 without it), and each method's body. A request outside that
 * contract is recorded as a violation and answered as Centrifugo would (HTTP 404 for an unknown method, 401,
 * error 107 "bad request"); every test ends with no violation. Answers have Centrifugo's shapes: `publish` ->
 * `{result: {offset, epoch}}`, `broadcast` -> `{result: {responses: [{result} | {error}]}}`, `batch` ->
 * `{replies: [{publish: ...} | {broadcast: ...} | {error}]}`, `info` -> `{result: {nodes: [...]}}`, errors
 * `{error: {code, message}}` with HTTP 200. Publications are numbered per channel and deduplicated by
 * `idempotency_key`, as Centrifugo does.
 */

const KEY = 'api-k3y';

/** PublishRequest of Centrifugo's API schema (the fields this server may send; any other is a violation). */
const PublishRequest = z.strictObject({
  channel: z.string().min(1),
  data: z.unknown().refine((value) => value !== undefined, 'data is required'),
  skip_history: z.boolean().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  b64data: z.string().optional(),
  idempotency_key: z.string().min(1).optional(),
  delta: z.boolean().optional(),
});
const BroadcastRequest = PublishRequest.omit({ channel: true }).extend({
  channels: z.array(z.string().min(1)).min(1),
});
const BatchRequest = z.strictObject({
  commands: z
    .array(
      z.union([z.strictObject({ publish: PublishRequest }), z.strictObject({ broadcast: BroadcastRequest })]),
    )
    .min(1),
  parallel: z.boolean().optional(),
});
const InfoRequest = z.strictObject({});

type Publish = z.infer<typeof PublishRequest>;

interface Sent {
  method: string;
  body: unknown;
}

class FakeCentrifugo {
  server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const answer = this.handle(request.method ?? '', request.url ?? '', request.headers, text);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  url = '';
  sent: Sent[] = [];
  violations: string[] = [];
  /** What each channel's stream holds, in order (the data as JSON text). */
  streams = new Map<string, string[]>();
  /** Answers to give before behaving: an HTTP status, or an error code for every publish in the next batch. */
  script: ({ status: number } | { replyError: number })[] = [];
  private readonly seenKeys = new Map<string, { offset: number; epoch: string }>();

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.sent = [];
    this.violations = [];
    this.streams.clear();
    this.script = [];
    this.seenKeys.clear();
  }

  private handle(
    method: string,
    url: string,
    headers: Record<string, string | string[] | undefined>,
    text: string,
  ): { status: number; body: string } {
    const apiMethod = /^\/api\/([a-z_]+)$/.exec(url)?.[1];
    if (method !== 'POST' || apiMethod === undefined) {
      this.violations.push(`${method} ${url}: not a server API call`);
      return { status: 404, body: '' };
    }
    if (headers['x-api-key'] !== KEY) {
      this.violations.push(`${url}: X-API-Key missing or wrong`);
      return { status: 401, body: '' };
    }
    if (!String(headers['content-type']).startsWith('application/json'))
      this.violations.push(`${url}: Content-Type is not application/json`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      this.violations.push(`${url}: body is not JSON`);
      return { status: 400, body: '' };
    }
    this.sent.push({ method: apiMethod, body });
    const scripted = this.script.shift();
    if (scripted && 'status' in scripted) return { status: scripted.status, body: '' };
    const schema = { batch: BatchRequest, info: InfoRequest }[apiMethod];
    if (schema === undefined) {
      this.violations.push(`${url}: the publisher has no business with this method`);
      return { status: 404, body: '' };
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      this.violations.push(`${url}: ${parsed.error.message}`);
      return ok({ error: { code: 107, message: 'bad request' } });
    }
    if (apiMethod === 'info') return ok({ result: { nodes: [{ uid: 'n1', name: 'fake', num_clients: 0 }] } });
    const { commands } = parsed.data as z.infer<typeof BatchRequest>;
    const replyError = scripted && 'replyError' in scripted ? scripted.replyError : null;
    const replies = commands.map((command) => {
      if ('publish' in command) {
        if (replyError !== null) return { error: { code: replyError, message: 'scripted' } };
        const published = this.publishOne(command.publish);
        return 'error' in published ? published : { publish: published.result };
      }
      const { channels, ...rest } = command.broadcast;
      const responses = channels.map((channel) =>
        replyError !== null
          ? { error: { code: replyError, message: 'scripted' } }
          : this.publishOne({
              ...rest,
              channel,
              // Centrifugo keys a broadcast's idempotency per channel.
              idempotency_key: rest.idempotency_key && `${rest.idempotency_key}/${channel}`,
            }),
      );
      return { broadcast: { responses } };
    });
    return ok({ replies });
  }

  private publishOne(
    publish: Publish,
  ): { result: { offset: number; epoch: string } } | { error: { code: number; message: string } } {
    if (!/^(public|match|\$user):/.test(publish.channel))
      return { error: { code: 102, message: 'unknown channel' } };
    const seen = publish.idempotency_key ? this.seenKeys.get(publish.idempotency_key) : undefined;
    if (seen) return { result: seen };
    const stream = this.streams.get(publish.channel) ?? [];
    stream.push(JSON.stringify(publish.data));
    this.streams.set(publish.channel, stream);
    const result = { offset: stream.length, epoch: 'epochABC' };
    if (publish.idempotency_key) this.seenKeys.set(publish.idempotency_key, result);
    return { result };
  }
}

const ok = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });

describe('CentrifugoPublisher against the server HTTP API contract', () => {
  const centrifugo = new FakeCentrifugo();
  const publisherOf = (options: Partial<ConstructorParameters<typeof CentrifugoPublisher>[0]> = {}) =>
    new CentrifugoPublisher({ apiUrl: `${centrifugo.url}/`, apiKey: KEY, backoffMs: 10, ...options });

  beforeAll(() => centrifugo.start());
  afterAll(() => new Promise((resolve) => centrifugo.server.close(resolve)));
  beforeEach(() => centrifugo.reset());

  it('sends what one turn publishes as one batch: a broadcast for data sent to several channels', async () => {
    const publisher = publisherOf();
    const positions = await Promise.all([
      publisher.publish('match:1', { type: 'markets_changed', data: { id: 1 } }),
      publisher.publish('public:en', { type: 'match_changed', data: { id: 9 } }),
      publisher.publish('match:2', { type: 'markets_changed', data: { id: 1 } }),
      publisher.publish('$user:7', { type: 'balance_changed', data: { amount: 500 } }),
    ]);
    expect(positions).toEqual([
      { offset: 1, epoch: 'epochABC' },
      { offset: 1, epoch: 'epochABC' },
      { offset: 1, epoch: 'epochABC' },
      { offset: 1, epoch: 'epochABC' },
    ]);
    expect(centrifugo.sent).toHaveLength(1);
    const [batch] = centrifugo.sent as [{ method: string; body: { commands: Record<string, unknown>[] } }];
    expect(batch.method).toBe('batch');
    expect(batch.body.commands).toMatchObject([
      { broadcast: { channels: ['match:1', 'match:2'], data: { type: 'markets_changed', data: { id: 1 } } } },
      { publish: { channel: 'public:en', data: { type: 'match_changed', data: { id: 9 } } } },
      { publish: { channel: '$user:7', data: { type: 'balance_changed', data: { amount: 500 } } } },
    ]);
    // History is what recovery reads: nothing is published with skip_history.
    expect(JSON.stringify(batch.body)).not.toContain('skip_history');
    expect(centrifugo.violations).toEqual([]);

    // The next turn is the next batch, and the streams number on.
    expect(await publisher.publish('match:1', { n: 2 })).toEqual({ offset: 2, epoch: 'epochABC' });
    expect(centrifugo.sent).toHaveLength(2);
    expect(centrifugo.violations).toEqual([]);
  });

  it('retries a batch that met a retryable HTTP status, with backoff, without publishing twice', async () => {
    centrifugo.script = [{ status: 503 }, { status: 502 }];
    const publisher = publisherOf({ attempts: 3, backoffMs: 40 });
    const started = performance.now();
    expect(await publisher.publish('match:3', { n: 1 })).toEqual({ offset: 1, epoch: 'epochABC' });
    // 40 ms, then 80 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    expect(centrifugo.sent).toHaveLength(3);
    const keys = centrifugo.sent.map(
      (s) => (s.body as { commands: { publish: Publish }[] }).commands[0]?.publish.idempotency_key,
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(centrifugo.streams.get('match:3')).toEqual(['{"n":1}']);
    expect(centrifugo.violations).toEqual([]);
  });

  it('retries a temporary error in a reply; the idempotency key keeps a retried broadcast from doubling', async () => {
    centrifugo.script = [{ replyError: 100 }];
    const publisher = publisherOf();
    const positions = await Promise.all([
      publisher.publish('match:4', { same: true }),
      publisher.publish('match:5', { same: true }),
    ]);
    expect(positions).toEqual([
      { offset: 1, epoch: 'epochABC' },
      { offset: 1, epoch: 'epochABC' },
    ]);
    expect(centrifugo.sent).toHaveLength(2);
    expect(centrifugo.streams.get('match:4')).toEqual(['{"same":true}']);
    expect(centrifugo.violations).toEqual([]);
  });

  it('rejects what Centrifugo refuses for good, without retrying, and settles the rest of the batch', async () => {
    const publisher = publisherOf();
    const [refused, published] = await Promise.allSettled([
      publisher.publish('nope:1', { n: 1 }),
      publisher.publish('match:6', { n: 2 }),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 102, message: 'unknown channel' } });
    expect(published).toEqual({ status: 'fulfilled', value: { offset: 1, epoch: 'epochABC' } });
    expect(centrifugo.sent).toHaveLength(1);
    expect(centrifugo.violations).toEqual([]);
  });

  it('rejects once the attempts are spent, and at once for a wrong key (401 is not retried)', async () => {
    centrifugo.script = [{ status: 503 }, { status: 503 }, { status: 503 }];
    await expect(publisherOf({ attempts: 3 }).publish('match:7', {})).rejects.toMatchObject({ code: 503 });
    expect(centrifugo.sent).toHaveLength(3);

    centrifugo.reset();
    const wrongKey = new CentrifugoPublisher({ apiUrl: centrifugo.url, apiKey: 'wrong', backoffMs: 10 });
    await expect(wrongKey.publish('match:7', {})).rejects.toMatchObject({ code: 401 });
    // The fake saw one call (and recorded it as the violation it is).
    expect(centrifugo.violations).toEqual(['/api/batch: X-API-Key missing or wrong']);

    const nowhere = new CentrifugoPublisher({ apiUrl: 'http://127.0.0.1:1', apiKey: KEY, timeoutMs: 300 });
    await expect(nowhere.publish('match:7', {})).rejects.toBeInstanceOf(CentrifugoPublishError);
    await expect(nowhere.ping()).rejects.toMatchObject({ code: 0 });
  });

  it('pings through the info method (the readiness probe), and close waits for the batch in flight', async () => {
    const publisher = publisherOf();
    await expect(publisher.ping()).resolves.toBeUndefined();
    expect(centrifugo.sent).toEqual([{ method: 'info', body: {} }]);
    const pending = publisher.publish('match:8', { n: 1 });
    await publisher.close();
    expect(centrifugo.streams.get('match:8')).toEqual(['{"n":1}']);
    await expect(pending).resolves.toEqual({ offset: 1, epoch: 'epochABC' });
    expect(centrifugo.violations).toEqual([]);
  });
});
