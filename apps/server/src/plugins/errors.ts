/**
 * The `errors` plugin: every failure answers the contract's error body `{code, message, field?}`. Validation
 * errors are 400 invalid_param naming the parameter; a handler's ApiError keeps its status and code; other
 * client errors keep their status; anything else is a logged 500 that tells the client nothing internal.
 * Unknown routes are 404 not_found in the same shape.
 */
import type { ErrorBody, ErrorCode } from '@sportsbook/contract';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

function bodyOf(error: FastifyError): { status: number; body: ErrorBody } | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const field = issue?.instancePath.split('/').find((part) => part !== '');
    const message = issue?.message ?? 'invalid parameter';
    return {
      status: 400,
      body: field
        ? { code: 'invalid_param', field, message: `${field}: ${message}` }
        : { code: 'invalid_param', message },
    };
  }
  if (error instanceof ApiError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.field) body.field = error.field;
    return { status: error.statusCode, body };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    return { status, body: { code: CODE_BY_STATUS[status] ?? 'invalid_body', message: error.message } };
  }
  return null;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = bodyOf(error);
      if (error instanceof ApiError) reply.headers(error.headers);
      if (known) return reply.code(known.status).send(known.body);
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ code: 'internal_error', message: 'Internal server error' });
    });
    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send({ code: 'not_found', message: `no route ${request.method} ${request.url.split('?')[0]}` }),
    );
  },
  { name: 'errors' },
);
