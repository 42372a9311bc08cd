/**
 * Fuzzing every operation of the OpenAPI document (GET /docs/json): generated requests, mostly well-formed and
 * sometimes not (test/helpers/openapi-arbitrary.ts), signed in or not, must never answer 5xx, every error must
 * carry the contract's body with a string `code`, and every answer must be one the document declares for the
 * operation: its status, and a body that matches the declared schema (test/helpers/openapi-answers.ts). Bounded:
 * RUNS requests per operation, a minute at most.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingApp, startBettingApp, type TestPlayer } from '../bets/betting-app.js';
import { bettingWorld } from '../bets/worlds.js';
import { answerChecker, strictlyValid } from '../helpers/openapi-answers.js';
import { type JsonSchema, schemaArbitraries } from '../helpers/openapi-arbitrary.js';

/** Requests per operation: ~70 operations x 60 take ~8 s here, well within the minute on both databases. */
const RUNS = 60;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

let t: BettingApp;
let doc: Document;
let check: ReturnType<typeof answerChecker>;
beforeAll(async () => {
  t = await startBettingApp({ world: bettingWorld() });
  doc = (await t.call<Document>({ method: 'GET', url: '/docs/json' })).body;
  check = answerChecker(await strictlyValid(doc));
});
afterAll(() => t.close());

/** Percent-encodes `s`; a lone surrogate (which encodeURIComponent refuses) goes as the bytes a sloppy client sends. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, 'x')).concat('%ED%A0%80');
  }
};

let ips = 0;
const nextIp = () => {
  ips += 1;
  return `10.77.${(ips >> 8) & 255}.${ips & 255}`;
};

function requestArbitrary(operation: Operation) {
  const arb = schemaArbitraries(doc);
  const parameters = operation.parameters ?? [];
  const param = (p: Parameter) =>
    p.required ? arb.text(p.schema) : fc.option(arb.text(p.schema), { nil: undefined });
  const pick = (where: Parameter['in']) =>
    fc.record(Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, param(p)])));
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    signedIn: fc.boolean(),
    path: pick('path'),
    query: pick('query'),
    headers: pick('header'),
    body: bodySchema ? arb.value(bodySchema) : fc.constant(undefined),
    contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain'),
  });
}

describe('every operation of the OpenAPI document', () => {
  it('answers no 5xx and a string code on every error, whatever it is sent', async () => {
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        path,
        method: method.toUpperCase(),
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, operation } of operations) {
      const player: TestPlayer = await t.player({ balance: 10_000 });
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(operation), async (r) => {
            // An empty or dot-segment path parameter makes the URL another route's (`/matches/` and
            // `/matches/.` are GET /matches), whose answers this operation does not declare.
            const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
              const value = String(r.path[name] ?? '');
              return encode(value === '' || value === '.' || value === '..' ? ' ' : value);
            });
            const query = Object.entries(r.query)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
              .join('&');
            const headers: Record<string, string> = { ...(r.signedIn ? player.headers : {}) };
            for (const [k, v] of Object.entries(r.headers))
              if (v !== undefined) headers[k] = String(v).replace(/[^\x20-\x7e]/g, '');
            const hasBody = r.body !== undefined && method !== 'GET' && method !== 'DELETE';
            if (hasBody) headers['content-type'] = r.contentType;
            const answer = await t.app.inject({
              method: method as 'GET',
              url: query ? `${url}?${query}` : url,
              headers,
              remoteAddress: nextIp(),
              ...(hasBody ? { payload: JSON.stringify(r.body) } : {}),
            });
            const status = answer.statusCode;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            let code: unknown;
            if (status >= 400) {
              try {
                code = (answer.json() as { code?: unknown }).code;
              } catch {
                code = undefined;
              }
            }
            const contentType = String(answer.headers['content-type'] ?? '');
            const problem =
              status >= 500 || (status >= 400 && typeof code !== 'string')
                ? `${status} ${answer.body.slice(0, 200)}`
                : check(path, method, status, contentType, answer.body);
            if (problem !== null) {
              const sent = `${method} ${query ? `${url}?${query}` : url} ${hasBody ? JSON.stringify(r.body).slice(0, 300) : ''}`;
              failures.push(`${problem} <- ${sent}`);
              return false;
            }
            return true;
          }),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: Error) => {
          // The failing request is in `failures` already; anything else (an exception) is a failure too.
          if (!failures.some((f) => f.includes(` <- ${method} `)))
            failures.push(`${method} ${path}: ${error.message}`);
        });
    }
    const seconds = (Date.now() - started) / 1000;
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `fuzzed ${operations.length} operations x ${RUNS} in ${seconds.toFixed(1)} s (${counts.join(', ')})`,
    );
    expect(failures).toEqual([]);
    expect(seconds).toBeLessThan(60);
  }, 180_000);
});
