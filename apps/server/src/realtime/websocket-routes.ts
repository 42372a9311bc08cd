// POST /websocket/token - connection token; POST /websocket/authorize - subscription tokens
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseChannel } from './channels.js';
import type { TokenService } from './tokens.js';

/** Who the request is from: a user id, or null for an anonymous visitor. */
export type ResolveUserId = (request: FastifyRequest) => Promise<string | null>;

const authorizeBody = z.object({
  channels: z.array(z.string().min(1)).min(1).max(64),
});

/** A body Fastify could not parse (bad JSON, empty JSON body) is answered in the API's own error shape. */
function invalidBodyHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.statusCode !== undefined && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ code: 'invalid_body', field: 'body' });
  }
  return reply.send(error);
}

/**
 * The two calls the web app makes before and while it uses the socket (spec section 7, "Sportsbook API"):
 * a connection token for whoever is browsing (anonymous included, `sub` ""), and subscription tokens for
 * private channels, which only their owner gets.
 */
export function registerWebSocketRoutes(
  app: FastifyInstance,
  options: { prefix: string; tokens: TokenService; resolveUserId: ResolveUserId },
): void {
  const { prefix, tokens, resolveUserId } = options;

  app.post(`${prefix}/websocket/token`, { errorHandler: invalidBodyHandler }, async (request) => {
    const userId = await resolveUserId(request);
    return { token: await tokens.connectionToken(userId ?? '') };
  });

  app.post(`${prefix}/websocket/authorize`, { errorHandler: invalidBodyHandler }, async (request, reply) => {
    const parsed = authorizeBody.safeParse(request.body);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path ?? [];
      return reply.code(400).send({ code: 'invalid_body', field: path.length > 0 ? path.join('.') : 'body' });
    }
    const channels = parsed.data.channels;
    const unknown = channels.findIndex((channel) => parseChannel(channel) === null);
    if (unknown >= 0) return reply.code(400).send({ code: 'invalid_body', field: `channels.${unknown}` });
    const userId = await resolveUserId(request);
    for (const channel of channels) {
      const target = parseChannel(channel);
      if (target?.kind !== 'user') continue;
      if (userId === null) return reply.code(401).send({ code: 'unauthorized' });
      if (target.userId !== userId) return reply.code(403).send({ code: 'forbidden' });
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
