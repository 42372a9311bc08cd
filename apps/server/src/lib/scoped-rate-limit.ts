/**
 * Rate limiting for one scope of routes (the platform API, the bonus calls): only routes with `config.rateLimit`
 * are limited. With `redisUrl` (REDIS_URL) the counts live in Redis, shared by every instance behind the balancer
 * (a Redis that does not answer lets requests through rather than refusing them); in memory otherwise.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from './api-error.js';

/** Registers the limiter in `app`'s scope; a refusal answers 429 `rate_limited` with `message` and Retry-After. */
export async function registerScopedRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
  message: (after: string) => string,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.debug({ err: error }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sportsbook:rate-limit:', skipOnError: true } : {}),
    // Thrown to the errors plugin, which answers {code: 'rate_limited', message}; Retry-After is already set.
    errorResponseBuilder: (_request, context) => new ApiError(429, 'rate_limited', message(context.after)),
  });
}
