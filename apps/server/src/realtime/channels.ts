/**
 * The channel names of the sportsbook (ARCHITECTURE.md, "Ports and paths"). The hub knows exactly these three
 * families; any other name is answered with error 102 "unknown channel", so a typo in the web app fails loudly
 * instead of waiting forever on a channel nobody publishes to.
 */

/** Longest channel name accepted; Centrifugo's default limit is 255 bytes. */
const MAX_CHANNEL_LENGTH = 255;

/** A channel name taken apart. */
export type ParsedChannel =
  | { kind: 'public'; locale: string }
  | { kind: 'match'; matchId: string }
  | { kind: 'user'; userId: string };

const PUBLIC = /^public:([a-z]{2,3})$/;
const MATCH = /^match:([A-Za-z0-9_-]{1,64})$/;
const USER = /^\$user:([A-Za-z0-9_-]{1,64})$/;

/** Parses a channel name; null when it is none of the sportsbook's channels. */
export function parseChannel(channel: string): ParsedChannel | null {
  if (channel.length > MAX_CHANNEL_LENGTH) return null;
  const publicMatch = PUBLIC.exec(channel);
  if (publicMatch?.[1] !== undefined) return { kind: 'public', locale: publicMatch[1] };
  const match = MATCH.exec(channel);
  if (match?.[1] !== undefined) return { kind: 'match', matchId: match[1] };
  const user = USER.exec(channel);
  if (user?.[1] !== undefined) return { kind: 'user', userId: user[1] };
  return null;
}

/** Private channels start with `$` and need a subscription token (reference section 5). */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('$');
}

/** The public channel of a locale (`pt-BR` -> public:pt, `sr-ME` -> public:sr): the contract's rule. */
export { publicChannel } from '@sportsbook/contract';

/** The channel of one match's updates. */
export function matchChannel(matchId: string | number): string {
  return `match:${matchId}`;
}

/** The private channel of one user (bets, balance, notifications). */
export function userChannel(userId: string | number): string {
  return `$user:${userId}`;
}
