/** Sign-up keeps the tracking tags the visitor landed with (spec platform §3: ctag, btag, stag, qtag, gclid). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { freshIp } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signUp = (email: string, attribution?: unknown) =>
  t.request<{ id: string; code?: string; field?: string }>({
    method: 'POST',
    url: '/api/platform/users/sign_up',
    payload: {
      email,
      password: 'long enough password',
      ...(attribution === undefined ? {} : { attribution }),
    },
    remoteAddress: freshIp(),
  });

const storedAttribution = async (email: string) => {
  const [row] = await t.database.db
    .select({ attribution: users.attribution })
    .from(users)
    .where(eq(users.email, email));
  return row?.attribution;
};

describe('sign-up attribution', () => {
  it('stores the tags sent with sign-up', async () => {
    const tags = { stag: 'aff_123-x', gclid: 'Cj0KCQ.abc~1', ctag: 'spring' };
    const answer = await signUp('tagged@example.com', tags);
    expect(answer.status).toBe(201);
    expect(await storedAttribution('tagged@example.com')).toEqual(tags);
  });

  it('stores nothing without tags, or with an empty set', async () => {
    expect((await signUp('untagged@example.com')).status).toBe(201);
    expect(await storedAttribution('untagged@example.com')).toBeNull();
    expect((await signUp('empty-tags@example.com', {})).status).toBe(201);
    expect(await storedAttribution('empty-tags@example.com')).toBeNull();
  });

  it.each([
    ['an unknown tag', { utm: 'x' }],
    ['a value with other characters', { stag: 'a b<script>' }],
    ['a value too long', { btag: 'x'.repeat(129) }],
    ['a tag that is not a string', { qtag: 5 }],
    ['tags that are not an object', 'stag=1'],
  ])('refuses %s with 400 and a stable code', async (_name, attribution) => {
    const answer = await signUp(`bad-${Math.random().toString(36).slice(2)}@example.com`, attribution);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_param');
  });
});
