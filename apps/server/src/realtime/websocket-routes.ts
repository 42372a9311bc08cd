// POST /websocket/token - connection token; POST /websocket/authorize - subscription tokens
import {
  AuthorizeChannelsRequestSchema,
  AuthorizeChannelsResponseSchema,
  ConnectionTokenSchema,
  ErrorBodySchema,
  readConnectData,
} from '@sportsbook/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { parseChannel } from './channels.js';
import type { TokenService } from './tokens.js';

/** Who the request is from: a user id, or null for an anonymous visitor. */
export type ResolveUserId = (request: FastifyRequest) => Promise<string | null>;

/** The API's error body for a bad body, naming the field (`channels.1`, or `body` for the whole). */
const invalidBody = (field: string) => ({ code: 'invalid_body', message: `${field}: invalid`, field });

/**
 * A body Fastify could not parse (bad JSON, empty JSON body) or that fails the declared schema is answered in
 * the API's own error shape.
 */
function invalidBodyHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode !== undefined && error.statusCode < 500) {
    const path = error.validation?.[0]?.instancePath.split('/').filter((part) => part !== '') ?? [];
    return reply.code(error.statusCode).send(invalidBody(path.length > 0 ? path.join('.') : 'body'));
  }
  return reply.send(error);
}

/**
 * The token answer: the contract's, and the feed's clock when the token was issued (what the hub also sends in
 * its connect result, contract `RealtimeConnectData`): a Centrifugo cluster in the hub's place sends no such data,
 * so the browser takes the clock from here. Declared here, not in the contract, whose schemas ship in the web
 * app's first-load script.
 */
const TokenAnswerSchema = ConnectionTokenSchema.extend({
  feed_clock: z
    .object({
      feed_time: z.number().positive().describe("The feed's time (epoch ms) when the token was issued"),
      feed_rate: z.number().positive().describe('Feed ms per wall ms (FEED_SPEED for the simulator)'),
    })
    .optional()
    .describe("The feed's clock; absent where the server runs no feed"),
});

/**
 * The routes' schemas from the contract, for an app that validates and serialises with zod (the server's, which
 * documents them in OpenAPI); a bare Fastify without the zod compilers registers the routes without them.
 */
const SCHEMAS = {
  token: {
    tags: ['realtime'],
    summary: 'A connection token for whoever is browsing (sub is the player id, "" for a visitor)',
    response: { 200: TokenAnswerSchema },
  },
  authorize: {
    tags: ['realtime'],
    summary: "Subscription tokens for channels; a player's private channel only for that player",
    body: AuthorizeChannelsRequestSchema,
    response: {
      200: AuthorizeChannelsResponseSchema,
      400: ErrorBodySchema,
      401: ErrorBodySchema,
      403: ErrorBodySchema,
    },
  },
};

/**
 * The two calls the web app makes before and while it uses the socket (spec section 7, "Sportsbook API"):
 * a connection token for whoever is browsing (anonymous included, `sub` ""), and subscription tokens for
 * private channels, which only their owner gets.
 */
export function registerWebSocketRoutes(
  app: FastifyInstance,
  options: {
    prefix: string;
    tokens: TokenService;
    resolveUserId: ResolveUserId;
    schemas?: boolean;
    /** The connect data (the feed's clock), also handed out with each connection token. */
    connectData?: () => unknown;
  },
): void {
  const { prefix, tokens, resolveUserId } = options;
  // Typed as plain route options: the handlers' replies are checked by the schemas at run time, in the app.
  const optionsOf = (name: keyof typeof SCHEMAS): RouteShorthandOptions => ({
    errorHandler: invalidBodyHandler,
    ...(options.schemas ? { schema: SCHEMAS[name] } : {}),
  });

  app.post(`${prefix}/websocket/token`, optionsOf('token'), async (request) => {
    const userId = await resolveUserId(request);
    const token = await tokens.connectionToken(userId ?? '');
    const feedClock = readConnectData(options.connectData?.());
    return feedClock ? { token, feed_clock: feedClock } : { token };
  });

  app.post(`${prefix}/websocket/authorize`, optionsOf('authorize'), async (request, reply) => {
    const parsed = AuthorizeChannelsRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path ?? [];
      return reply.code(400).send(invalidBody(path.length > 0 ? path.join('.') : 'body'));
    }
    const channels = parsed.data.channels;
    const unknown = channels.findIndex((channel) => parseChannel(channel) === null);
    if (unknown >= 0) return reply.code(400).send(invalidBody(`channels.${unknown}`));
    const userId = await resolveUserId(request);
    for (const channel of channels) {
      const target = parseChannel(channel);
      if (target?.kind !== 'user') continue;
      if (userId === null) return reply.code(401).send({ code: 'unauthorized', message: 'Sign in first' });
      if (target.userId !== userId)
        return reply.code(403).send({ code: 'forbidden', message: "Another player's channel" });
    }
    const issued = await Promise.all(
      channels.map(async (channel) => ({
        channel,
        token: await tokens.subscriptionToken(userId ?? '', channel),
      })),
    );
    return { channels: issued };
  });
}
