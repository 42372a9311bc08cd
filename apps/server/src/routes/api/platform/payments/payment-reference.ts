/** The ledger reference of a sandbox payment: from the client's Idempotency-Key header, scoped to the player. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../../lib/api-error.js';

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** `payment:{userId}:{key}` when an Idempotency-Key is sent; undefined (every call pays) otherwise. */
export function paymentReference(request: FastifyRequest, userId: string): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw new ApiError(
      400,
      'invalid_param',
      'Idempotency-Key: 8-100 letters, digits, _ . : -',
      'idempotency-key',
    );
  }
  return `payment:${userId}:${key}`;
}
