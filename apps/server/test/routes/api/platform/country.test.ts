/** Sign-in and sign-up from a blocked country (the reverse proxy's country header) are refused, others are not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../helpers/app.js';
import { freshIp, signUpPlayer } from '../../../helpers/players.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(undefined, { BLOCKED_COUNTRIES: 'DE,FR' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, country?: string) =>
  t.request<{ code?: string }>({
    method: 'POST',
    url: `/api/platform/users/${url}`,
    payload,
    remoteAddress: freshIp(),
    headers: country ? { 'x-country-code': country } : {},
  });

describe('blocked countries', () => {
  it('refuses sign-up and sign-in from a blocked country with 403 country_blocked', async () => {
    const player = await signUpPlayer(t);
    const credentials = { email: player.email, password: player.password };
    expect(await post('sign_in', credentials, 'de')).toMatchObject({
      status: 403,
      body: { code: 'country_blocked' },
    });
    expect(
      await post('sign_up', { email: 'new-de@example.com', password: 'correct horse battery' }, 'FR'),
    ).toMatchObject({
      status: 403,
      body: { code: 'country_blocked' },
    });
    expect((await post('sign_in', credentials, 'ES')).status).toBe(200);
    expect((await post('sign_in', credentials)).status).toBe(200);
  });
});
