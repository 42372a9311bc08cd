/**
 * Each client has its own sign-up budget (10 a minute per address), also behind nginx (the topology run, where
 * the API port is nginx's and the instances trust its X-Forwarded-For). Twelve players signing up from twelve
 * loopback addresses (Linux routes all of 127/8 to lo) are all welcome: had the budget been shared, the eleventh
 * would get 429. One more sign-up from the last address after its own ten is refused, so the limit still holds.
 */
import { request as httpRequest } from 'node:http';
import { uniqueEmail } from '../support/api';
import { API_PORT } from '../support/servers';
import { expect, test } from '../support/test';

function signUpFrom(address: string): Promise<number> {
  const body = JSON.stringify({ email: uniqueEmail('address'), password: 'e2e-password-1', currency: 'EUR' });
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: API_PORT,
        path: '/api/platform/users/sign_up',
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

test('distinct clients do not share the sign-up limit', async () => {
  const testInfo = test.info();
  // Addresses of its own per project and per try, so neither a second project nor a retry finds budgets spent.
  const project = testInfo.project.name === 'mobile' ? 1 : 0;
  const net = `127.${10 + (Date.now() % 200)}.${project * 10 + testInfo.retry + 1}`;
  const statuses: number[] = [];
  for (let i = 1; i <= 12; i++) statuses.push(await signUpFrom(`${net}.${i}`));
  expect(statuses).toEqual(Array(12).fill(201));

  const last = `${net}.12`;
  const more: number[] = [];
  for (let i = 0; i < 10; i++) more.push(await signUpFrom(last));
  expect(more.slice(0, 9)).toEqual(Array(9).fill(201));
  expect(more[9]).toBe(429);
});
