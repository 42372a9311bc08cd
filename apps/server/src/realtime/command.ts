import { z } from 'zod';

/*
 * The shape of one client command (reference section 1): an id and exactly one method object. zod's default
 * object strips unknown keys, which is what the protocol asks for (the client adds `flag`, `tf`, `headers`, ...).
 * Anything that does not fit is a protocol violation answered with close 3501, never a thrown exception.
 */

const channel = z.string();
const offset = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

const connect = z.object({
  token: z.string().optional(),
  data: z.unknown().optional(),
  name: z.string().optional(),
  version: z.string().optional(),
});

const subscribe = z.object({
  channel,
  token: z.string().optional(),
  recover: z.boolean().optional(),
  offset: offset.optional(),
  epoch: z.string().optional(),
  flag: z.number().int().optional(),
  /** The delta compression asked for (`fossil`); negotiated only where the hub allows it. */
  delta: z.string().optional(),
});

const history = z.object({
  channel,
  limit: z.number().int().optional(),
  since: z.object({ offset: offset.optional(), epoch: z.string().optional() }).optional(),
  reverse: z.boolean().optional(),
});

const channelOnly = z.object({ channel });

/** One client command; at most one method object is acted upon. */
export const commandSchema = z.object({
  id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  connect: connect.optional(),
  subscribe: subscribe.optional(),
  unsubscribe: channelOnly.optional(),
  publish: z.object({ channel, data: z.unknown() }).optional(),
  presence: channelOnly.optional(),
  presence_stats: channelOnly.optional(),
  history: history.optional(),
  ping: z.object({}).optional(),
  send: z.object({ data: z.unknown() }).optional(),
  rpc: z.object({ method: z.string().optional(), data: z.unknown() }).optional(),
  refresh: z.object({ token: z.string() }).optional(),
  sub_refresh: z.object({ channel, token: z.string() }).optional(),
});

/** A decoded client command. */
export type Command = z.infer<typeof commandSchema>;
/** The `connect` request. */
export type ConnectRequest = z.infer<typeof connect>;
/** The `subscribe` request. */
export type SubscribeRequest = z.infer<typeof subscribe>;
/** The `history` request. */
export type HistoryRequest = z.infer<typeof history>;

/** Method names in the order they are looked for. */
const METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;

/** One of {@link METHODS}. */
export type Method = (typeof METHODS)[number];

/** The method a command carries, or null for the empty command (a pong) or an unknown method. */
export function methodOf(command: Command): Method | null {
  for (const method of METHODS) {
    if (command[method] !== undefined) return method;
  }
  return null;
}
