/**
 * POST /dev/feed/matches/:id/end on a real (small) feed: 202 for a live match, 409 otherwise, never a 500; 503 on
 * an instance that does not lead the feed (its feed does not move).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smallFeed } from '../../../src/feed/testing/feed-fixtures.js';
import errors from '../../../src/plugins/errors.js';
import feedControl from '../../../src/routes/dev/feed-control.js';

let app: FastifyInstance;
const feed = smallFeed(21);
let leading = true;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('feed', feed);
  app.decorate('feedLeadership', { leading: () => (leading ? feed : undefined) } as never);
  await app.register(errors);
  await app.register(feedControl);
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
    const prematch = feed.world.matches.find((m) => m.status === 0);
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

  it('answers 503 unavailable on an instance that does not run the feed', async () => {
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
});
