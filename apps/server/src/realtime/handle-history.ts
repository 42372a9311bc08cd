import { requireKnownChannel } from './channel-access.js';
import { errors } from './codes.js';
import type { HistoryRequest } from './command.js';
import { encodeReply } from './reply.js';
import type { Session } from './session.js';

/**
 * `history` (reference section 2): for subscribers of the channel only, as Centrifugo's
 * `allow_history_for_subscriber`. Limit 0 answers the position only, a negative limit everything kept; a
 * `since` from another epoch is error 112, since its offsets mean nothing in this stream.
 */
export async function handleHistory(session: Session, request: HistoryRequest, id: number): Promise<void> {
  requireKnownChannel(request.channel);
  if (session.subscriptions.get(request.channel)?.state !== 'subscribed') throw errors.permissionDenied();
  const { historySize } = session.host.settings;
  const asked = request.limit ?? 0;
  const limit = asked < 0 ? historySize : Math.min(asked, historySize);
  const since = request.since;
  const history = await session.host.broker.history(request.channel, {
    since: since === undefined ? undefined : { offset: since.offset ?? 0 },
    limit,
    reverse: request.reverse === true,
  });
  if (since?.epoch !== undefined && since.epoch !== '' && since.epoch !== history.epoch) {
    throw errors.unrecoverablePosition();
  }
  session.send(
    encodeReply(id, 'history', { epoch: history.epoch, offset: history.offset }, history.publications),
  );
}
