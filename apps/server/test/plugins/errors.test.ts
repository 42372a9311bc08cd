/** The error shape, on a bare Fastify with the errors plugin and a few routes that fail on purpose. */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/lib/api-error.js';
import errors from '../../src/plugins/errors.js';
import jsonBody from '../../src/plugins/json-body.js';

let app: FastifyInstance;
beforeAll(async () => {
  const zod = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  zod.setValidatorCompiler(validatorCompiler);
  zod.setSerializerCompiler(serializerCompiler);
  await zod.register(errors);
  await zod.register(jsonBody);
  zod.get('/boom', async () => {
    throw new Error('secret detail');
  });
  zod.get('/teapot', async () => {
    throw new ApiError(409, 'invalid_param', 'already taken', 'email');
  });
  zod.get(
    '/lies',
    { schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'x' }) as never,
  );
  zod.post(
    '/echo',
    { schema: { body: z.object({ a: z.object({ b: z.number() }) }) } },
    async (req) => req.body,
  );
  await zod.ready();
  app = zod;
});
afterAll(() => app.close());

const call = async (method: 'GET' | 'POST', url: string, payload?: string) => {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('errors plugin', () => {
  it('hides unexpected errors behind a 500', async () => {
    expect(await call('GET', '/boom')).toEqual({
      status: 500,
      body: { code: 'internal_error', message: 'Internal server error' },
    });
  });

  it('keeps the status, code and field of an ApiError', async () => {
    expect(await call('GET', '/teapot')).toEqual({
      status: 409,
      body: { code: 'invalid_param', message: 'already taken', field: 'email' },
    });
  });

  it('answers 500 when a handler breaks its own response schema', async () => {
    expect((await call('GET', '/lies')).body).toMatchObject({ code: 'internal_error' });
  });

  it('names the top-level field of a nested body error', async () => {
    expect(await call('POST', '/echo', '{"a":{"b":"x"}}')).toMatchObject({
      status: 400,
      body: { code: 'invalid_param', field: 'a' },
    });
  });

  it('answers 400 invalid_body for malformed JSON, 415 for other media', async () => {
    expect(await call('POST', '/echo', '{')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await call('POST', '/echo', '{"__proto__":{"x":1}}')).toMatchObject({ status: 400 });
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: 'a=1',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('treats an empty JSON body as no body', async () => {
    expect(await call('POST', '/echo', '')).toMatchObject({ status: 400, body: { code: 'invalid_param' } });
    expect((await call('POST', '/echo', '   ')).body.message).toMatch(/expected object, received null/);
  });
});
