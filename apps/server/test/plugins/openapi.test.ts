/**
 * The OpenAPI document (GET /docs/json) is exact: valid for a strict OpenAPI 3.1 validator with every `$ref`
 * resolvable, and it lists every route the app serves with the statuses the framework adds to every route. Real
 * answers of every operation are checked against it by the fuzz test (test/fuzz/openapi-fuzz.test.ts), with the
 * checker tested here on answers it must refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { answerChecker, strictlyValid } from '../helpers/openapi-answers.js';

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.get<Document>('/docs/json')).body;
});
afterAll(() => t.close());

/** Every `METHOD /path` the app routes, read from Fastify's route tree (HEAD is GET's shadow). */
function routesOf(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD'))
      routes.push(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return routes;
}

describe('the OpenAPI document', () => {
  it('passes a strict OpenAPI validator, every $ref resolved', async () => {
    await expect(strictlyValid(doc)).resolves.toBeDefined();
  });

  it('lists every route the app serves (bar the documentation itself)', () => {
    const served = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((r) => !r.includes(' /docs'));
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(60);
    expect(served.filter((r) => !documented.includes(r))).toEqual([]);
  });

  it('declares on every route the errors the framework answers for any route', () => {
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const statuses = Object.keys(op.responses);
        expect(statuses, `${method} ${path}`).toContain('400');
        if (path.includes('{')) expect(statuses, `${method} ${path}`).toContain('414');
        if (method !== 'get')
          expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['403', '413', '415']));
      }
  });

  it('has a checker of answers that refuses an undeclared status and a body off the declared schema', async () => {
    const check = answerChecker(await strictlyValid(doc));
    const json = 'application/json; charset=utf-8';
    const sports = await t.app.inject({ method: 'GET', url: '/api/v2/sports' });
    expect(check('/api/v2/sports', 'GET', 200, json, sports.body)).toBe(null);
    expect(check('/api/v2/sports', 'GET', 418, json, sports.body)).toMatch(/not declared/);
    expect(check('/api/v2/sports', 'GET', 200, json, '{"nothing":"like it"}')).toMatch(/does not match/);
    expect(check('/api/v2/sports', 'GET', 400, json, '{"message":"no code"}')).toMatch(/does not match/);
  });
});
