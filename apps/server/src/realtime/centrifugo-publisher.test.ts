import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CentrifugoPublishError, CentrifugoPublisher } from './centrifugo-publisher.js';

/** A stand-in for Centrifugo's server API that records requests and answers what the test sets. */
describe('CentrifugoPublisher', () => {
  let server: Server;
  let apiUrl = '';
  let answer: { status: number; body: string } = { status: 200, body: '{}' };
  const requests: { url: string; key: string | undefined; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        requests.push({
          url: request.url ?? '',
          key: request.headers['x-api-key'] as string,
          body: JSON.parse(text),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs {channel, data} to /api/publish with the API key and answers the position', async () => {
    answer = { status: 200, body: '{"result":{"offset":12,"epoch":"abcdEFGH"}}' };
    const publisher = new CentrifugoPublisher({ apiUrl, apiKey: 'k3y' });
    expect(await publisher.publish('match:1', { type: 'match_changed' })).toEqual({
      offset: 12,
      epoch: 'abcdEFGH',
    });
    expect(requests.at(-1)).toEqual({
      url: '/api/publish',
      key: 'k3y',
      body: { channel: 'match:1', data: { type: 'match_changed' } },
    });
  });

  it('turns an error answered with HTTP 200 into a rejection', async () => {
    answer = { status: 200, body: '{"error":{"code":102,"message":"unknown channel"}}' };
    const publisher = new CentrifugoPublisher({ apiUrl, apiKey: 'k3y' });
    await expect(publisher.publish('match:1', {})).rejects.toMatchObject({
      code: 102,
      message: 'unknown channel',
    });
  });

  it('rejects on an HTTP error and on an unreachable server', async () => {
    answer = { status: 401, body: '' };
    await expect(
      new CentrifugoPublisher({ apiUrl, apiKey: 'bad' }).publish('match:1', {}),
    ).rejects.toBeInstanceOf(CentrifugoPublishError);
    const nowhere = new CentrifugoPublisher({ apiUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 500 });
    await expect(nowhere.publish('match:1', {})).rejects.toMatchObject({ code: 0 });
  });
});
