/**
 * The `errors` plugin: every failure answers the contract's error body `{code, message, field?}`. Validation
 * errors are 400 invalid_param naming the parameter; a handler's ApiError keeps its status and code; other
 * client errors (the framework's: a malformed JSON body, an unsupported content type, a body too large) keep
 * their status with a fixed code and message per status; a database that cannot be reached (down, restarting,
 * pool exhausted) is 503 unavailable with Retry-After; anything else is a logged 500 that tells the client
 * nothing internal. Unknown routes are 404 not_found in the same shape. What Fastify answers before a route is
 * found (a malformed URL, an over-long path parameter) and what Node's HTTP parser refuses (over-long request
 * lines or headers) go through `frameworkErrors` and `clientErrorHandler`, which `buildApp` passes to Fastify.
 * No answer echoes the request's URL, headers or body.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorBody, ErrorBodySchema, type ErrorCode } from '@sportsbook/contract';
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../lib/api-error.js';
import { isDatabaseUnavailable } from '../lib/sql-state.js';
import { JSON_SECURITY_HEADERS } from './security-headers.js';

/** The body of a refusal the framework makes, by status: fixed text, never the request's own. */
const FRAMEWORK_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'bad_request', message: 'The request is malformed' },
  401: { code: 'unauthorized', message: 'Sign in first' },
  403: { code: 'forbidden', message: 'Forbidden' },
  404: { code: 'not_found', message: 'No such route' },
  405: { code: 'method_not_allowed', message: 'Method not allowed' },
  406: { code: 'bad_request', message: 'Not acceptable' },
  408: { code: 'request_timeout', message: 'The request took too long to arrive' },
  413: { code: 'payload_too_large', message: 'The body is too large' },
  414: { code: 'uri_too_long', message: 'The URL or one of its parameters is too long' },
  415: { code: 'unsupported_media_type', message: 'Unsupported content type: send application/json' },
  429: { code: 'rate_limited', message: 'Too many requests' },
  431: { code: 'headers_too_large', message: 'The request line or headers are too large' },
};

/** The error body for a framework refusal of `status` (a client error without its own entry: bad_request). */
function frameworkErrorBody(status: number): ErrorBody {
  return { ...(FRAMEWORK_ERRORS[status] ?? FRAMEWORK_ERRORS[400]) } as ErrorBody;
}

/** Fastify's `frameworkErrors`: a malformed URL (400 invalid_url) or an over-long path parameter (414). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body =
    error.code === 'FST_ERR_BAD_URL'
      ? { code: 'invalid_url', message: 'The URL is not validly percent-encoded' }
      : frameworkErrorBody(status);
  void reply.code(status).headers(JSON_SECURITY_HEADERS).send(body);
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (431 for an
 * over-long request line or headers, 408 for a request that did not arrive in time, 400 otherwise), as the
 * contract's body on the socket, which is then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(frameworkErrorBody(status));
  const headers = Object.entries({
    ...JSON_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
  else socket.destroy();
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Declares on a route the errors any route of its kind may answer besides its own, so the OpenAPI document
 * lists every status a route answers: 400 (a query, path or body string the database cannot store, a malformed
 * body), 414 (a path parameter over the router's limit), and for methods with a body 403 (csrf_failed), 413, 415.
 */
function declareCommonErrors(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema || schema.hide) return;
  if (!schema.response) schema.response = {};
  const response = schema.response as Record<string, unknown>;
  const declare = (status: number) => {
    if (response[status] === undefined && response[String(status)] === undefined)
      response[status] = ErrorBodySchema;
  };
  declare(400);
  if (route.url.includes(':')) declare(414);
  if ([route.method].flat().some((m) => BODY_METHODS.has(m)))
    for (const status of [403, 413, 415]) declare(status);
}

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
    if (error.until) body.until = error.until.toISOString();
    return { status: error.statusCode, body };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    // A body the JSON parser refused: the parser's message quotes the body, so it is not passed on.
    if (status === 400 && (error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError))
      return { status, body: { code: 'invalid_body', message: 'The body is not valid JSON' } };
    return { status, body: frameworkErrorBody(status) };
  }
  return null;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = bodyOf(error);
      if (error instanceof ApiError) reply.headers(error.headers);
      if (known) return reply.code(known.status).send(known.body);
      if (isDatabaseUnavailable(error)) {
        // The database is down or restarting: nothing was committed, the client may retry shortly.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '2')
          .send({ code: 'unavailable', message: 'The service is briefly unavailable: retry shortly' });
      }
      request.log.error({ err: error }, 'unhandled error');
      if (app.hasDecorator('errorReporter')) app.errorReporter.report(error, request);
      return reply.code(500).send({ code: 'internal_error', message: 'Internal server error' });
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(frameworkErrorBody(404)));
    app.addHook('onRoute', declareCommonErrors);
  },
  { name: 'errors' },
);
