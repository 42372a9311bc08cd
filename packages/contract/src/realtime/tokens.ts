/** POST /api/v2/websocket/token and /authorize: the tokens the realtime client connects and subscribes with. */
import { z } from 'zod';

/** POST /websocket/token answer: a connection token (`sub` is the player id, "" for a visitor). */
export const ConnectionTokenSchema = z
  .object({ token: z.string().describe('HS256 JWT for the Centrifuge connect command') })
  .meta({ id: 'ConnectionToken' });
/** See {@link ConnectionTokenSchema}. */
export type ConnectionToken = z.infer<typeof ConnectionTokenSchema>;

/** POST /websocket/authorize body: the channels to subscribe to. */
export const AuthorizeChannelsRequestSchema = z
  .object({ channels: z.array(z.string().min(1).max(200)).min(1).max(64) })
  .meta({ id: 'AuthorizeChannelsRequest' });
/** See {@link AuthorizeChannelsRequestSchema}. */
export type AuthorizeChannelsRequest = z.infer<typeof AuthorizeChannelsRequestSchema>;

/** POST /websocket/authorize answer: a subscription token per channel. */
export const AuthorizeChannelsResponseSchema = z
  .object({ channels: z.array(z.object({ channel: z.string(), token: z.string() })) })
  .meta({ id: 'AuthorizeChannelsResponse' });
/** See {@link AuthorizeChannelsResponseSchema}. */
export type AuthorizeChannelsResponse = z.infer<typeof AuthorizeChannelsResponseSchema>;
