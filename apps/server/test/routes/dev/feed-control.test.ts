/**
 * POST /dev/feed/matches/:id/end and /suspend on a real (small) feed: 202 for a live match (and an open outright
 * to end), 409 otherwise, never a 500; 503 when no leader answers (forwarding to the leader through the
 * database: test/feed-leader/controls.test.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedCommand } from '../../../src/db/schema/index.js';
import { smallFeed } from '../../../src/feed/testing/feed-fixtures.js';
import { applyControl } from '../../../src/feed-leader/feed-controls.js';
import errors from '../../../src/plugins/errors.js';
import feedControl from '../../../src/routes/dev/feed-control.js';
import feedSuspend from '../../../src/routes/dev/feed-suspend.js';

let app: FastifyInstance;
const feed = smallFeed(21);
let leading = true;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('feed', feed);
  app.decorate('feedLeadership', {
    control: async (command: FeedCommand) => (leading ? applyControl(feed, command) : null),
  } as never);
  await app.register(errors);
  await app.register(feedControl);
  await app.register(feedSuspend);
  await app.ready();
});
afterAll(() => app.close());

const end = (id: string | number) => app.inject({ method: 'POST', url: `/dev/feed/matches/${id}/end` });

describe('the feed control route', () => {
  it('calls a live match over', async () => {
    const live = feed.world.matches.find((m) => m.status === 1);
    const answer = await end(live?.id ?? 0);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ ok: true });
  });

  it('answers 409 match_not_live for a prematch match and 404 for an unknown one', async () => {
    const prematch = feed.world.matches.find((m) => m.status === 0 && m.type === 'match');
    const refused = await end(prematch?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('match_not_live');
    const unknown = await end(2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('answers 400 invalid_param for an id that is not one', async () => {
    for (const bad of ['abc', '-1', '1e99', '0']) {
      const answer = await end(bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('invalid_param');
    }
  });

  it('answers 503 unavailable when no leader answers', async () => {
    leading = false;
    try {
      const live = feed.world.matches.find((m) => m.status === 1);
      const answer = await end(live?.id ?? 0);
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('unavailable');
    } finally {
      leading = true;
    }
  });

  it('decides an open outright', async () => {
    const outright = feed.world.matches.find((m) => m.type === 'outright' && m.status === 0);
    expect((await end(outright?.id ?? 0)).statusCode).toBe(202);
  });
});

describe('the feed suspend route', () => {
  const suspend = (id: string | number, payload?: unknown) =>
    app.inject({ method: 'POST', url: `/dev/feed/matches/${id}/suspend`, payload: payload as object });

  it("suspends a live match's markets, published at the next tick and reopened after", async () => {
    const live = feed.world.matches.find(
      (m) => m.status === 1 && m.id !== undefined && feed.marketsOf(m.id).length,
    );
    if (!live) throw new Error('the small feed has live matches');
    const answer = await suspend(live.id, { seconds: 30 });
    expect(answer.statusCode).toBe(202);
    expect(feed.marketsOf(live.id).every((m) => m.status !== 1)).toBe(true);
    const events = feed.tick(feed.time + 1);
    expect(events.some((e) => e.type === 'markets_changed' && e.matchId === live.id)).toBe(true);
  });

  it('answers 409 for a match not in play, 404 for an unknown one, 400 for a bad body', async () => {
    const prematch = feed.world.matches.find((m) => m.status === 0 && m.type === 'match');
    const refused = await suspend(prematch?.id ?? 0);
    expect(refused.json(), refused.body).toMatchObject({ code: 'match_not_live' });
    expect((await suspend(2_000_000_000)).statusCode).toBe(404);
    for (const bad of [{ seconds: 0 }, { seconds: 601 }, { seconds: 'x' }, { seconds: 1.5 }]) {
      const answer = await suspend(prematch?.id ?? 0, bad);
      expect(answer.statusCode).toBe(400);
    }
  });

  it('answers 503 unavailable when no leader answers', async () => {
    leading = false;
    try {
      const live = feed.world.matches.find((m) => m.status === 1);
      expect((await suspend(live?.id ?? 0)).json().code).toBe('unavailable');
    } finally {
      leading = true;
    }
  });
});
