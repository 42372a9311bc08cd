/**
 * The numbers of the Centrifuge client protocol: reply error codes, close (disconnect) codes and unsubscribe
 * codes. The official client decides from these alone whether to retry, reconnect or give up, so they must be the
 * documented ones (reference/centrifuge-protocol.md, sections 1, 2 and 4).
 */

/** A reply error: answered to one command, the connection stays open. */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The client retries temporary errors with backoff instead of giving up. */
    readonly temporary = false,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

/** A disconnect: the socket is closed with this code and a non-empty reason. */
export class Disconnect extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'Disconnect';
  }
}

/** Reply error codes (section 4). Functions, so that every throw site gets a fresh stack. */
export const errors = {
  internal: () => new ProtocolError(100, 'internal server error', true),
  unauthorized: () => new ProtocolError(101, 'unauthorized'),
  unknownChannel: () => new ProtocolError(102, 'unknown channel'),
  permissionDenied: () => new ProtocolError(103, 'permission denied'),
  methodNotFound: () => new ProtocolError(104, 'method not found'),
  alreadySubscribed: () => new ProtocolError(105, 'already subscribed'),
  limitExceeded: () => new ProtocolError(106, 'limit exceeded'),
  badRequest: () => new ProtocolError(107, 'bad request'),
  notAvailable: () => new ProtocolError(108, 'not available'),
  tokenExpired: () => new ProtocolError(109, 'token expired'),
  unrecoverablePosition: () => new ProtocolError(112, 'unrecoverable position'),
} as const;

/**
 * Close codes (section 4). Codes 3000-3499 make the client reconnect with backoff; 3500-3999 are terminal, and
 * only when the close reason is non-empty, which is why every one here carries a reason.
 */
export const disconnects = {
  shutdown: () => new Disconnect(3001, 'shutdown'),
  serverError: () => new Disconnect(3004, 'internal server error'),
  expired: () => new Disconnect(3005, 'expired'),
  slow: () => new Disconnect(3008, 'slow'),
  writeError: () => new Disconnect(3009, 'write error'),
  noPong: () => new Disconnect(3012, 'no pong'),
  tooManyRequests: () => new Disconnect(3013, 'too many requests'),
  invalidToken: () => new Disconnect(3500, 'invalid token'),
  badRequest: () => new Disconnect(3501, 'bad request'),
  stale: () => new Disconnect(3502, 'stale'),
} as const;

/** Codes of an unsubscribe push: below 2500 final, from 2500 the client subscribes again (and recovers). */
export const unsubscribeCodes = {
  insufficientState: { code: 2500, reason: 'insufficient state' },
  expired: { code: 2501, reason: 'subscription expired' },
} as const;

/** Subscribe flag asking for error 112 instead of `recovered: false` when recovery fails. */
export const FLAG_REJECT_UNRECOVERED = 2;
