import { isPrivateChannel, type ParsedChannel, parseChannel } from './channels.js';
import { disconnects, errors } from './codes.js';
import type { Session } from './session.js';
import type { VerifiedSubscriptionToken } from './tokens.js';

/** The channel taken apart, or the documented error: 107 for an empty name, 102 for an unknown one. */
export function requireKnownChannel(channel: string): ParsedChannel {
  if (channel === '') throw errors.badRequest();
  const parsed = parseChannel(channel);
  if (parsed === null) throw errors.unknownChannel();
  return parsed;
}

/**
 * Checks that the session may subscribe to a channel (reference section 5). Public and match channels are open
 * to everyone; a `$` channel needs a subscription token for this user and this channel, and `$user:{id}` is only
 * for user `id`, whatever a token says. Answers the verified token, if one was given, for its expiry.
 */
export async function authorizeSubscription(
  session: Session,
  channel: string,
  token: string | undefined,
): Promise<VerifiedSubscriptionToken | null> {
  const parsed = requireKnownChannel(channel);
  if (!isPrivateChannel(channel)) return null;
  if (token === undefined || token === '') throw errors.permissionDenied();
  const verified = await session.host.tokens.verifySubscription(token);
  if (!verified.ok) throw verified.reason === 'expired' ? errors.tokenExpired() : errors.permissionDenied();
  if (verified.userId !== session.userId || verified.channel !== channel) throw disconnects.invalidToken();
  if (verified.client !== null && verified.client !== session.clientId) throw disconnects.invalidToken();
  if (parsed.kind === 'user' && parsed.userId !== session.userId) throw errors.permissionDenied();
  return verified;
}
