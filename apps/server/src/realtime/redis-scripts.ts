/**
 * Lua scripts of the Redis broker. A script runs atomically, which is what makes offsets safe across server
 * instances: numbering, storing and fanning out a publication happen as one step, so the pub/sub order is the
 * offset order, and a history read sees a position and the publications up to it together.
 *
 * Keys per channel (both carry the channel as hash tag, so they sit in one slot of a Redis Cluster):
 * - meta hash: `e` epoch, `s` offset of the last publication;
 * - stream: one entry per publication, id `<offset>-0`, field `d` the JSON data.
 */

import type { Publication } from './broker.js';

/**
 * Publishes. KEYS: meta, stream. ARGV: epoch to use if the channel has none, history size, history ttl seconds,
 * meta ttl seconds, pub/sub channel, data, the publisher's clock (epoch ms, for the delivery lag). Returns
 * {offset, epoch}; the pub/sub message is `offset:epoch:publishedAt:data`.
 */
export const PUBLISH_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch)
  -- a stream left from a lost epoch would hold ids above the restarted offsets
  redis.call('del', KEYS[2])
end
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('xadd', KEYS[2], 'MAXLEN', ARGV[2], offset .. '-0', 'd', ARGV[6])
redis.call('expire', KEYS[2], ARGV[3])
redis.call('expire', KEYS[1], ARGV[4])
redis.call('publish', ARGV[5], offset .. ':' .. epoch .. ':' .. ARGV[7] .. ':' .. ARGV[6])
return {offset, epoch}
`;

/**
 * Reads history. KEYS: meta, stream. ARGV: epoch to use if the channel has none, meta ttl seconds, mode
 * ('none' | 'asc' | 'desc'), low id, high id, count (negative: no limit). Returns {offset, epoch, entries}.
 */
export const HISTORY_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch)
  redis.call('del', KEYS[2])
  redis.call('expire', KEYS[1], ARGV[2])
end
local top = tonumber(redis.call('hget', KEYS[1], 's') or '0')
local entries = {}
local count = tonumber(ARGV[6])
if ARGV[3] == 'asc' then
  if count >= 0 then
    entries = redis.call('xrange', KEYS[2], ARGV[4], ARGV[5], 'COUNT', count)
  else
    entries = redis.call('xrange', KEYS[2], ARGV[4], ARGV[5])
  end
elseif ARGV[3] == 'desc' then
  if count >= 0 then
    entries = redis.call('xrevrange', KEYS[2], ARGV[5], ARGV[4], 'COUNT', count)
  else
    entries = redis.call('xrevrange', KEYS[2], ARGV[5], ARGV[4])
  end
end
return {top, epoch, entries}
`;

/** A stream entry as Redis returns it: [id, [field, value, ...]]. */
export type StreamEntry = [string, string[]];

/** The arguments of {@link HISTORY_SCRIPT} that select entries, from a history query. */
export function historyRange(
  since: number | undefined,
  limit: number,
  reverse: boolean,
): { mode: 'none' | 'asc' | 'desc'; low: string; high: string } {
  if (limit === 0) return { mode: 'none', low: '-', high: '+' };
  if (!reverse) return { mode: 'asc', low: since === undefined ? '-' : `${since + 1}-0`, high: '+' };
  if (since === undefined) return { mode: 'desc', low: '-', high: '+' };
  if (since <= 1) return { mode: 'none', low: '-', high: '+' };
  return { mode: 'desc', low: '-', high: `${since - 1}-0` };
}

/** Parses the pub/sub payload `offset:epoch:publishedAt:data` written by {@link PUBLISH_SCRIPT}. */
export function parsePayload(payload: string): Publication | null {
  const first = payload.indexOf(':');
  const second = payload.indexOf(':', first + 1);
  const third = payload.indexOf(':', second + 1);
  if (first <= 0 || second <= first || third <= second) return null;
  const offset = Number(payload.slice(0, first));
  const publishedAt = Number(payload.slice(second + 1, third));
  if (!Number.isSafeInteger(offset) || offset <= 0 || !Number.isSafeInteger(publishedAt)) return null;
  return { offset, epoch: payload.slice(first + 1, second), publishedAt, data: payload.slice(third + 1) };
}
