/**
 * A plain HTTP/1.1 client on node:http for load loops that need what fetch cannot give: a keep-alive agent per
 * simulated player, and a source address of our choosing on loopback (127.0.x.y) so that per-IP limits see
 * distinct clients, as they would in production.
 */
import { type Agent, request as httpRequest } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  agent?: Agent;
  localAddress?: string;
  timeoutMs?: number;
}

export function http(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const u = new URL(url);
  if (u.hostname !== '127.0.0.1') return Promise.reject(new Error(`load only goes to loopback: ${url}`));
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method: options.method ?? 'GET',
        agent: options.agent,
        localAddress: options.localAddress,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${options.method ?? 'GET'} ${url}`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** `name=value` of each Set-Cookie header. */
export function cookiesOf(answer: HttpAnswer): Record<string, string> {
  const raw = answer.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return Object.fromEntries(
    list.map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), decodeURIComponent(pair.slice(at + 1))];
    }),
  );
}
