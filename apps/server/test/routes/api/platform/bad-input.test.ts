/**
 * No input makes a 500: each class of bad input to the platform API answers 4xx with a code (400 invalid_param
 * naming the field for schema failures), and random JSON to every write answers 2xx or 4xx in the error shape.
 */
import { ErrorBodySchema } from '@sportsbook/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { asPlayer, freshIp, signUpPlayer, type TestPlayer } from '../../../helpers/players.js';

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  player = await signUpPlayer(t);
});
afterAll(() => t.close());

type Case = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: unknown,
  field?: string,
];

const CASES: Case[] = [
  ['POST', '/users/sign_up', { email: 'not-an-email', password: 'long enough pw' }, 'email'],
  ['POST', '/users/sign_up', { email: 'a@b.co', password: 'short' }, 'password'],
  ['POST', '/users/sign_up', { email: 'a@b.co', password: 'x'.repeat(129) }, 'password'],
  ['POST', '/users/sign_up', { email: 'a@b.co', password: 'long enough pw', currency: 'eur' }, 'currency'],
  ['POST', '/users/sign_up', { email: 'a@b.co', password: 'long enough pw', locale: 'klingon' }, 'locale'],
  ['POST', '/users/sign_in', { email: 'a@b.co' }, 'password'],
  ['POST', '/users/sign_in', { email: 42, password: 'x' }, 'email'],
  ['POST', '/users/password', {}, 'email'],
  [
    'PUT',
    '/users/password',
    { reset_password_token: 'short', password: 'long enough pw' },
    'reset_password_token',
  ],
  ['GET', '/users/confirmation?confirmation_token=%01%02', undefined, 'confirmation_token'],
  ['GET', '/users/unlock', undefined, 'unlock_token'],
  ['POST', '/player/accounts', { currency: 'XYZ' }, 'currency'],
  ['PATCH', '/player/update_locale', { locale: 7 }, 'locale'],
  ['PATCH', '/player/profile', { first_name: '<b>' }, 'first_name'],
  ['POST', '/player/phone', { phone_number: '0612345678' }, 'phone_number'],
  ['POST', '/player/phone/verify', { code: '12ab56' }, 'code'],
  ['POST', '/payments/deposit', { currency: 'EUR', amount: 0 }, 'amount'],
  ['POST', '/payments/deposit', { currency: 'EUR', amount: -100 }, 'amount'],
  ['POST', '/payments/deposit', { currency: 'EUR', amount: 10.5 }, 'amount'],
  ['POST', '/payments/deposit', { currency: 'EUR', amount: '100' }, 'amount'],
  ['POST', '/payments/deposit', { currency: 'EUR', amount: 1e15 }, 'amount'],
  ['POST', '/payments/withdraw', { amount: 100 }, 'currency'],
  ['GET', '/player/transactions?page=0', undefined, 'page'],
  ['GET', '/player/transactions?limit=1000', undefined, 'limit'],
  ['GET', '/player/transactions?kind=jackpot', undefined, 'kind'],
  ['DELETE', '/user_limits/abc', undefined, 'id'],
];

describe('bad input', () => {
  it.each(CASES)('%s %s answers 400 invalid_param', async (method, url, payload, field) => {
    const answer = await asPlayer<{ code: string; field?: string }>(t, player, {
      method,
      url: `/api/platform${url}`,
      payload: payload as object,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_param', field });
  });

  it('answers a NUL in any parameter with 400 invalid_characters naming it', async () => {
    const answer = await asPlayer<{ code: string; field?: string }>(t, player, {
      method: 'GET',
      url: '/api/platform/users/confirmation?confirmation_token=%00%00',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { code: 'invalid_characters', field: 'confirmation_token' },
    });
  });

  it('answers malformed JSON with 400 invalid_body and other media with 415', async () => {
    const url = '/api/platform/users/sign_in';
    const broken = await t.request({
      method: 'POST',
      url,
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(broken).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    const form = await t.request({
      method: 'POST',
      url,
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshIp(),
    });
    expect(form).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
  });

  it('answers random JSON to every write with 2xx or 4xx in the error shape, never 5xx', async () => {
    const writes: [Case[0], string][] = [
      ['POST', '/users/sign_in'],
      ['POST', '/users/sign_up'],
      ['PUT', '/users/password'],
      ['POST', '/player/accounts'],
      ['PATCH', '/player/currency'],
      ['POST', '/player/phone/verify'],
      ['POST', '/user_limits'],
      ['POST', '/payments/deposit'],
      ['POST', '/payments/withdraw'],
    ];
    const body = fc.oneof(
      fc.json(),
      fc.record({
        email: fc.oneof(fc.emailAddress(), fc.string()),
        password: fc.string({ maxLength: 140 }),
        currency: fc.constantFrom('EUR', 'BTC', 'usd', '', 'ÉUR'),
        amount: fc.oneof(fc.integer(), fc.double(), fc.constant(2 ** 63)),
        type: fc.constantFrom('deposit', 'bet', 'coolingoff', 'x'),
        period: fc.constantFrom('day', 'forever', 'never'),
        code: fc.string({ maxLength: 8 }),
        reset_password_token: fc.string({ maxLength: 130 }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), body, async ([method, url], payload) => {
        // Auth calls go anonymous: a successful random sign-up would rotate the player's session away.
        const as = url.startsWith('/users/') ? { headers: {} } : player;
        const answer = await asPlayer(t, as, {
          method,
          url: `/api/platform${url}`,
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.status, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (answer.status >= 400) expect(ErrorBodySchema.safeParse(answer.body).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
