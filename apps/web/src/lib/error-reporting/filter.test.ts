import type { ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { filterEvent, filterTransaction, scrubPersonal, type TransactionEvent } from './filter';

const anError = (type: string, value: string, filename = 'https://bet.example/_next/static/chunks/app.js') =>
  ({
    type: undefined,
    exception: { values: [{ type, value, stacktrace: { frames: [{ filename, function: 'f' }] } }] },
  }) as ErrorEvent;

const withCode = (name: string, code?: string) => Object.assign(new Error('failed'), { name, code });

describe('filterEvent: what the spec drops', () => {
  it.each([
    ['an error flagged to skip capture', Object.assign(new Error('known'), { skipCapture: true })],
    ['a cancelled request (AbortError)', new DOMException('The user aborted a request.', 'AbortError')],
    ['a cancelled request (ERR_CANCELED)', withCode('CanceledError', 'ERR_CANCELED')],
    ['our network error', new ApiError(0, { code: 'network_error', message: 'Failed to fetch' })],
    ['a connection aborted', withCode('Error', 'ECONNABORTED')],
    ['a timeout code', withCode('Error', 'ETIMEDOUT')],
    ['a timeout error', new DOMException('signal timed out', 'TimeoutError')],
    ['a chunk-load error', withCode('ChunkLoadError')],
    ['a script element that failed to load', { type: 'error', target: { tagName: 'SCRIPT' } }],
  ])('drops %s', (_name, originalException) => {
    expect(filterEvent(anError('Error', 'x'), { originalException })).toBeNull();
  });

  it.each([
    ['the tag manager', 'https://www.googletagmanager.com/gtm.js?id=GTM-1'],
    ['analytics', 'https://www.google-analytics.com/analytics.js'],
    ['the watch script', 'https://mc.yandex.ru/metrika/watch.js'],
  ])('drops a stack from %s', (_name, filename) => {
    expect(filterEvent(anError('TypeError', 'x is undefined', filename), {})).toBeNull();
  });

  it.each([
    ['a chunk that did not load', 'ChunkLoadError', 'Loading chunk 123 failed.'],
    ['a dynamic import that did not load', 'TypeError', 'Failed to fetch dynamically imported module: /x.js'],
    ['the ResizeObserver loop', 'Error', 'ResizeObserver loop limit exceeded'],
  ])('drops %s by its message', (_name, type, value) => {
    expect(filterEvent(anError(type, value), {})).toBeNull();
  });

  it('keeps a real error of the app', () => {
    const event = filterEvent(anError('TypeError', 'Cannot read properties of undefined'), {
      originalException: new TypeError('Cannot read properties of undefined'),
    });
    expect(event?.exception?.values?.[0]?.value).toBe('Cannot read properties of undefined');
  });

  it('keeps an HTTP error with its request URL, request body and response body', () => {
    const error = new ApiError(500, { code: 'internal_error', message: 'HTTP 500' });
    error.call = {
      method: 'POST',
      url: '/api/bets',
      requestBody: '{"bets":[{"stake":{"value":200,"currency":"EUR"}}]}',
      responseBody: '{"code":"internal_error","message":"boom"}',
    };
    const event = filterEvent(anError('ApiError', 'HTTP 500'), { originalException: error });
    expect(event?.extra).toEqual({
      request_url: '/api/bets',
      request_method: 'POST',
      request_body: '{"bets":[{"stake":{"value":200,"currency":"EUR"}}]}',
      response_body: '{"code":"internal_error","message":"boom"}',
      http_status: 500,
    });
  });
});

describe('no personal data reaches the reporter', () => {
  it('keeps the user id only and removes e-mails and names from messages, bodies and extras', () => {
    const error = new ApiError(500, { code: 'internal_error', message: 'HTTP 500' });
    error.call = {
      method: 'POST',
      url: '/api/platform/users/sign_up',
      requestBody: JSON.stringify({ email: 'ann@example.com', password: 'secret-pass', currency: 'EUR' }),
      responseBody: '{"message":"ann@example.com is taken"}',
    };
    const event = filterEvent(
      {
        ...anError('Error', 'no account for ann@example.com'),
        message: 'sign-up of ann@example.com failed',
        user: { id: 'u-1', email: 'ann@example.com', username: 'Ann', ip_address: '10.0.0.1' },
        extra: { player: { first_name: 'Ann', last_name: 'Lee', nickname: 'al', currency: 'EUR' } },
        request: {
          url: '/sports',
          cookies: { sb_session: 's' },
          headers: { cookie: 'sb_session=s', accept: '*/*' },
        },
      } as ErrorEvent,
      { originalException: error },
    );
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/ann@example\.com|secret-pass|"Ann"|"Lee"|10\.0\.0\.1|sb_session/);
    expect(event?.user).toEqual({ id: 'u-1' });
    expect(event?.extra?.player).toEqual({
      first_name: '[removed]',
      last_name: '[removed]',
      nickname: '[removed]',
      currency: 'EUR',
    });
    expect(JSON.parse(String(event?.extra?.request_body))).toEqual({
      email: '[removed]',
      password: '[removed]',
      currency: 'EUR',
    });
    expect(event?.request?.headers).toEqual({ accept: '*/*' });
  });

  it('scrubs nested arrays and plain text alike', () => {
    expect(scrubPersonal(['mail me at a.b+c@d.co.uk', { phone: '123', odds: 1.5 }])).toEqual([
      'mail me at [removed]',
      { phone: '[removed]', odds: 1.5 },
    ]);
  });
});

describe('filterTransaction', () => {
  it('drops /404 transactions and keeps others', () => {
    expect(filterTransaction({ type: 'transaction', transaction: '/404' } as TransactionEvent)).toBeNull();
    expect(
      filterTransaction({ type: 'transaction', transaction: 'GET /[locale]/404' } as TransactionEvent),
    ).toBeNull();
    expect(
      filterTransaction({
        type: 'transaction',
        transaction: 'GET /x',
        request: { url: 'https://bet.example/es/sports/404' },
      } as TransactionEvent),
    ).toBeNull();
    expect(
      filterTransaction({ type: 'transaction', transaction: '/sports/football' } as TransactionEvent),
    ).not.toBeNull();
  });
});
