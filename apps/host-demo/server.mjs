#!/usr/bin/env node
/**
 * The demo casino: a host page on its own origin (http://127.0.0.1:3200) that embeds the sportsbook
 * (http://localhost:3000/sports: another site, so the iframe is cross-site as on a real operator's page)
 * through @sportsbook/embed. Its "backend" is this file: it signs the player in with the sportsbook's platform API
 * server to server (POST /api/platform/users/token) and deposits with the player's token, as an operator's
 * backend would. No dependencies besides the SDK's build.
 *
 * Environment: HOST_DEMO_PORT (3200), HOST_DEMO_HOSTNAME (127.0.0.1), SPORTSBOOK_URL
 * (http://localhost:3000/sports), API_URL (http://localhost:4000).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';

const port = Number(process.env.HOST_DEMO_PORT ?? 3200);
const hostname = process.env.HOST_DEMO_HOSTNAME ?? '127.0.0.1';
const sportsbookUrl = (process.env.SPORTSBOOK_URL ?? 'http://localhost:3000/sports').replace(/\/+$/, '');
const apiUrl = (process.env.API_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
const here = import.meta.dirname;
const sdk = join(here, '../../packages/embed/dist/index.js');

const STATIC = {
  '/': ['public/index.html', 'text/html; charset=utf-8'],
  '/casino.js': ['public/casino.js', 'text/javascript; charset=utf-8'],
  '/casino.css': ['public/casino.css', 'text/css; charset=utf-8'],
};

async function readBody(request) {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > 10_000) throw new Error('body too large');
  }
  return body ? JSON.parse(body) : {};
}

/** Calls the sportsbook's API and answers with its status and body as they came. */
async function forward(response, path, { body, token } = {}) {
  const answer = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(await answer.text());
}

const server = createServer(async (request, response) => {
  try {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (request.method === 'GET' && url.pathname === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sportsbookUrl }));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/sdk/index.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(await readFile(sdk));
      return;
    }
    const file = request.method === 'GET' ? STATIC[url.pathname] : undefined;
    if (file) {
      response.writeHead(200, { 'content-type': file[1] });
      response.end(await readFile(join(here, file[0])));
      return;
    }
    // The casino's backend: sign-in for a token, and a deposit with that token.
    if (request.method === 'POST' && url.pathname === '/casino/sign-in') {
      const { email, password } = await readBody(request);
      await forward(response, '/api/platform/users/token', { body: { email, password } });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/casino/deposit') {
      const { token, currency, amount } = await readBody(request);
      await forward(response, '/api/platform/payments/deposit', { body: { currency, amount }, token });
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  } catch (error) {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: 'bad_gateway', message: String(error) }));
  }
});

server.listen(port, hostname, () => {
  console.log(`[host-demo] casino page on http://${hostname}:${port}/ embedding ${sportsbookUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
