/**
 * The answer door (src/plugins/answer-door.ts), over a real socket (`app.inject` never reaches it): a kept
 * catalogue answer is sent by the server's request listener with the bytes and headers Fastify sends for it, and
 * everything the door must not answer reaches Fastify (counted by an onRequest hook).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadWorld } from '../../src/catalogue/load-world.js';
import { fixtureWorld, IDS, marketsIn } from '../builders/fixture-world.js';
import { testConfig } from '../helpers/app.js';
import { openTestDatabase } from '../helpers/database.js';

const world = fixtureWorld();
let app: FastifyInstance;
let base: string;
let cleanup: () => Promise<void>;
/** Requests that reached Fastify. */
let reached = 0;

beforeAll(async () => {
  const opened = await openTestDatabase();
  cleanup = opened.cleanup;
  await loadWorld(opened.database.db, world);
  app = await buildApp(testConfig(), { database: opened.database });
  app.addHook('onRequest', async () => {
    reached += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await cleanup();
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over the socket, the body as sent (not decoded). */
const send = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Raw>((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

/** The same request, counting whether it reached Fastify. */
const counted = async (path: string, headers?: Record<string, string>, method?: string) => {
  const before = reached;
  const answer = await send(path, headers, method);
  return { ...answer, reachedFastify: reached > before };
};

/** What the server chose to send: the headers without the ones Node adds to every response. */
const own = ({
  date,
  connection,
  'keep-alive': keepAlive,
  ...rest
}: IncomingHttpHeaders | Record<string, unknown>) => rest;

const LIST = '/api/v2/matches?match_status=0,1&limit=50';
const BROWSER = { 'accept-language': 'en-GB,en;q=0.9', 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('answer door', () => {
  it('sends a kept answer without Fastify: the bytes and headers Fastify sends for it, in every coding', async () => {
    const path = `${LIST}&sport_id=${IDS.football}`;
    const computed = await counted(path, BROWSER);
    const kept = await counted(path, BROWSER);
    expect(computed.reachedFastify).toBe(true);
    expect(computed.status).toBe(200);
    expect(kept.reachedFastify).toBe(false);
    expect(kept.status).toBe(200);
    expect(own(kept.headers)).toEqual(own(computed.headers));
    expect(kept.body.equals(computed.body)).toBe(true);
    // Each coding against the route's own cache hook (what app.inject and a request with a session cookie get).
    const requests: Record<string, string>[] = [BROWSER, { 'accept-encoding': 'gzip' }, {}];
    for (const headers of requests) {
      const door = await counted(path, headers);
      expect(door.reachedFastify).toBe(false);
      const injected = await app.inject({ method: 'GET', url: path, headers });
      expect(own(door.headers)).toEqual(own(injected.headers));
      expect(door.body.equals(injected.rawPayload)).toBe(true);
    }
  });

  it('answers If-None-Match naming the kept tag with 304, as Fastify does', async () => {
    const first = await send(LIST, BROWSER);
    const etag = String(first.headers.etag);
    const revalidated = await counted(LIST, { ...BROWSER, 'if-none-match': etag });
    expect(revalidated.reachedFastify).toBe(false);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const injected = await app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...BROWSER, 'if-none-match': etag },
    });
    expect(injected.statusCode).toBe(304);
    expect(own(revalidated.headers)).toEqual(own(injected.headers));
  });

  it('leaves to Fastify a request with a session cookie, another method, and an answer not kept', async () => {
    await send(LIST, BROWSER);
    const withSession = await counted(LIST, { ...BROWSER, cookie: 'theme=dark; sb_session=not-a-session' });
    expect(withSession.reachedFastify).toBe(true);
    // The auth hook saw the unknown session and cleared its cookies: only Fastify does that.
    expect(String(withSession.headers['set-cookie'])).toContain('sb_session=;');
    expect((await counted(LIST, { ...BROWSER, cookie: 'theme=dark' })).reachedFastify).toBe(false);
    expect((await counted(LIST, BROWSER, 'HEAD')).reachedFastify).toBe(true);
    expect((await counted(`${LIST}&page=2`, BROWSER)).reachedFastify).toBe(true);
    expect((await counted('/api/v2/nothing-here', BROWSER)).status).toBe(404);
  });

  it('never sends an answer older than the last change: the next read after a tick goes to Fastify', async () => {
    const url = `/api/v2/matches/${IDS.leedsBristol}`;
    const before = await send(url);
    expect((await counted(url)).reachedFastify).toBe(false);
    const [first, ...rest] = marketsIn(world, IDS.leedsBristol);
    if (!first?.outcomes[0]) throw new Error('fixture');
    first.outcomes[0].odds = 7.77;
    await app.catalogue.applyFeedEvents([
      { type: 'markets_changed', matchId: IDS.leedsBristol, markets: [first, ...rest] },
    ]);
    const after = await counted(url);
    expect(after.reachedFastify).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.toString()).toContain('7.77');
  });

  it('answers while requests are logged too, and logs each as Fastify does', async () => {
    await send(LIST, BROWSER);
    const level = app.log.level;
    const info = app.log.info;
    const lines: unknown[][] = [];
    app.log.level = 'info';
    app.log.info = ((...args: unknown[]) => {
      lines.push(args);
    }) as typeof app.log.info;
    try {
      const answer = await counted(LIST, BROWSER);
      expect(answer.reachedFastify).toBe(false);
      expect(answer.status).toBe(200);
    } finally {
      app.log.level = level;
      app.log.info = info;
    }
    expect(lines).toEqual([
      [
        { req: { method: 'GET', url: LIST }, res: { statusCode: 200 }, responseTime: expect.any(Number) },
        'request completed',
      ],
    ]);
  });

  it('closes the connection while the instance drains, and counts each answer in the metrics by route', async () => {
    await send(LIST, BROWSER);
    const route = '/api/v2/matches';
    const countOf = async () => {
      const metric = (await app.metrics.httpDuration.get()).values.find(
        (v) => v.metricName === 'http_request_duration_seconds_count' && v.labels.route === route,
      );
      return metric?.value ?? 0;
    };
    const before = await countOf();
    expect((await counted(LIST, BROWSER)).headers.connection).not.toBe('close');
    expect(await countOf()).toBe(before + 1);
    app.lifecycle.startDraining();
    const draining = await counted(LIST, BROWSER);
    expect(draining.reachedFastify).toBe(false);
    expect(draining.headers.connection).toBe('close');
    expect(await countOf()).toBe(before + 2);
  });

  it('leaves the request to Fastify when the door fails', async () => {
    await send(LIST, BROWSER);
    const answers = app.catalogue.answers;
    const peek = answers.peek;
    let calls = 0;
    answers.peek = (key) => {
      calls += 1;
      if (calls === 1) throw new Error('door failure');
      return peek(key);
    };
    try {
      const answer = await counted(LIST, BROWSER);
      expect(answer.reachedFastify).toBe(true);
      expect(answer.status).toBe(200);
    } finally {
      answers.peek = peek;
    }
  });
});
