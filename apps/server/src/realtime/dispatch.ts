import { requireKnownChannel } from './channel-access.js';
import { Disconnect, disconnects, errors, ProtocolError } from './codes.js';
import { type Command, type Method, methodOf } from './command.js';
import { handleConnect, handleRefresh } from './handle-connect.js';
import { handleHistory } from './handle-history.js';
import { handleSubscribe } from './handle-subscribe.js';
import { handleSubRefresh, handleUnsubscribe } from './handle-subscription.js';
import { encodeError, encodeReply } from './reply.js';
import type { Session } from './session.js';

/**
 * Runs one command and answers it. Every outcome is a reply, an error reply or a documented close: nothing
 * thrown by a handler escapes (an unexpected failure is logged and answered with the temporary error 100).
 */
export async function dispatch(session: Session, command: Command): Promise<void> {
  const method = methodOf(command);
  const id = command.id ?? 0;
  if (method === null) {
    // The empty command is the pong; with an id it is a method this server does not know.
    if (id === 0) session.onPong();
    else session.send(encodeError(id, errors.methodNotFound()));
    return;
  }
  // `send` carries an asynchronous message for a server-side handler; there is none, and the command has no id,
  // so nothing waits for an answer: it is dropped.
  if (method === 'send') return;
  if (id === 0) return session.disconnect(disconnects.badRequest());
  if (method !== 'connect' && session.state !== 'connected')
    return session.disconnect(disconnects.badRequest());
  try {
    await run(session, command, method, id);
  } catch (error) {
    if (error instanceof ProtocolError) {
      // After a failed connect the socket is not served any more (reference section 9.3); the client closes it.
      if (method === 'connect') session.state = 'failed';
      session.send(encodeError(id, error));
    } else if (error instanceof Disconnect) {
      session.disconnect(error);
    } else {
      session.host.log.error({ err: error, method, client: session.clientId }, 'realtime command failed');
      session.send(encodeError(id, errors.internal()));
    }
  }
}

/** Runs the handler of `method`, the method {@link methodOf} found, so that both always agree. */
async function run(session: Session, command: Command, method: Method, id: number): Promise<void> {
  switch (method) {
    case 'connect':
      return command.connect && handleConnect(session, command.connect, id);
    case 'subscribe':
      return command.subscribe && handleSubscribe(session, command.subscribe, id);
    case 'unsubscribe':
      return command.unsubscribe && handleUnsubscribe(session, command.unsubscribe, id);
    case 'history':
      return command.history && handleHistory(session, command.history, id);
    case 'refresh':
      return command.refresh && handleRefresh(session, command.refresh, id);
    case 'sub_refresh':
      return command.sub_refresh && handleSubRefresh(session, command.sub_refresh, id);
    case 'ping':
      return session.send(encodeReply(id, 'ping', {}));
    case 'publish':
      // Clients never publish: every publication comes from the server, numbered by the broker.
      requireKnownChannel(command.publish?.channel ?? '');
      throw errors.permissionDenied();
    case 'presence':
    case 'presence_stats':
      // Presence is not kept (it would need a registry shared by the instances); Centrifugo without presence
      // enabled answers the same.
      requireKnownChannel((command.presence ?? command.presence_stats)?.channel ?? '');
      throw errors.notAvailable();
    case 'rpc':
    case 'send':
      throw errors.methodNotFound();
  }
}
