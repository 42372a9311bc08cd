import { disconnects, errors } from './codes.js';
import type { ConnectRequest } from './command.js';
import { encodeReply } from './reply.js';
import type { Session } from './session.js';
import { secondsUntil } from './tokens.js';

/**
 * `connect`: authenticates with the connection token (reference sections 2 and 5). An expired token is error
 * 109, which makes the client fetch a new one and reconnect; a forged or malformed one closes with 3500; none at
 * all is 101, since the web app always gets a token (anonymous visitors get one with `sub` "").
 */
export async function handleConnect(session: Session, request: ConnectRequest, id: number): Promise<void> {
  // A second connect on the same socket is a client bug.
  if (session.state === 'connected') throw disconnects.badRequest();
  if (request.token === undefined || request.token === '') throw errors.unauthorized();
  const verified = await session.host.tokens.verifyConnection(request.token);
  if (!verified.ok) throw verified.reason === 'expired' ? errors.tokenExpired() : disconnects.invalidToken();
  if (session.state !== 'connecting') return;
  session.state = 'connected';
  session.userId = verified.userId;
  const { settings } = session.host;
  const result: Record<string, unknown> = { client: session.clientId, version: settings.version };
  if (verified.expiresAt !== null) {
    result.expires = true;
    result.ttl = secondsUntil(verified.expiresAt);
  }
  const data = session.host.connectData();
  if (data !== undefined) result.data = data;
  if (settings.pingIntervalMs > 0) {
    result.ping = settings.pingIntervalMs / 1000;
    result.pong = true;
  }
  session.send(encodeReply(id, 'connect', result));
  session.expiry.set(verified.expiresAt);
  session.heartbeat.start();
}

/**
 * `refresh`: a new connection token for the same user. An expired one closes with 3005 (the client reconnects,
 * gets 109, fetches a fresh token), as Centrifugo does; error 109 here would end the client for good.
 */
export async function handleRefresh(session: Session, request: { token: string }, id: number): Promise<void> {
  const verified = await session.host.tokens.verifyConnection(request.token);
  if (!verified.ok) throw verified.reason === 'expired' ? disconnects.expired() : disconnects.invalidToken();
  if (verified.userId !== session.userId) throw disconnects.invalidToken();
  session.expiry.set(verified.expiresAt);
  const result: Record<string, unknown> = {
    client: session.clientId,
    version: session.host.settings.version,
  };
  if (verified.expiresAt !== null) {
    result.expires = true;
    result.ttl = secondsUntil(verified.expiresAt);
  }
  session.send(encodeReply(id, 'refresh', result));
}
