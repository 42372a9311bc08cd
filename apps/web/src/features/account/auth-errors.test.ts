import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import en from '../../../messages/en/account.json';
import { formErrorOf } from './auth-errors';

const FIELDS = ['email', 'password'] as const;
const error = (status: number, code: string, field?: string, retryAfter?: number) =>
  new ApiError(status, { code, message: code, field }, retryAfter);

describe('formErrorOf', () => {
  it('says until when a cooling-off or self-exclusion refuses sign-in', () => {
    const until = '2030-01-08T12:00:00.000Z';
    expect(formErrorOf(new ApiError(403, { code: 'self_excluded', message: 'x', until }), FIELDS)).toEqual({
      key: 'self_excludedUntil',
      values: { until: new Date(until) },
    });
    expect(formErrorOf(error(403, 'self_excluded'), FIELDS)).toEqual({
      field: undefined,
      key: 'self_excluded',
    });
  });

  it('puts wrong credentials on the password field', () => {
    expect(formErrorOf(error(401, 'invalid_credentials'), FIELDS)).toEqual({
      field: 'password',
      key: 'invalid_credentials',
    });
  });

  it("puts a taken e-mail and the server's field errors on their field", () => {
    expect(formErrorOf(error(409, 'already_exists', 'email'), FIELDS)).toEqual({
      field: 'email',
      key: 'already_exists',
    });
    expect(formErrorOf(error(400, 'invalid_param', 'email'), FIELDS)).toEqual({
      field: 'email',
      key: 'invalidField',
    });
    expect(formErrorOf(error(422, 'limit_exceeded', 'amount'), ['amount'])).toEqual({
      field: 'amount',
      key: 'limit_exceeded',
    });
  });

  it('shows errors of no field of the form above it', () => {
    expect(formErrorOf(error(403, 'account_locked'), FIELDS)).toEqual({
      field: undefined,
      key: 'account_locked',
    });
    expect(formErrorOf(error(400, 'invalid_param', 'locale'), FIELDS)).toEqual({ key: 'generic' });
    expect(formErrorOf(error(503, 'unavailable'), FIELDS)).toEqual({ key: 'server' });
    expect(formErrorOf(new TypeError('boom'), FIELDS)).toEqual({ key: 'generic' });
    expect(formErrorOf(error(0, 'network_error'), FIELDS)).toEqual({ key: 'network' });
  });

  it('tells how long to wait after too many attempts', () => {
    expect(formErrorOf(error(429, 'rate_limited', undefined, 37), FIELDS)).toEqual({
      key: 'rateLimitedFor',
      values: { seconds: 37 },
    });
    expect(formErrorOf(error(429, 'rate_limited'), FIELDS)).toEqual({ key: 'rateLimited' });
  });

  it('has an English text for every key it answers', () => {
    const keys = [
      'invalid_credentials',
      'already_exists',
      'account_locked',
      'invalidField',
      'generic',
      'server',
    ];
    for (const key of [
      ...keys,
      'network',
      'rateLimited',
      'rateLimitedFor',
      'limit_exceeded',
      'invalid_token',
    ]) {
      expect(en.errors).toHaveProperty(key);
    }
  });
});
