import { randomInt } from 'node:crypto';

/**
 * What the hub needs from a broker: numbered publications per channel, their recent history, and fan-out to
 * every hub instance that listens on a channel. The memory broker serves one process; the Redis broker lets
 * several server instances share publications and history.
 */

/** Where a channel's stream stands: the offset of its last publication (0 when empty) and its epoch. */
export interface StreamPosition {
  offset: number;
  /** Changes whenever the stream was lost (restart, expiry); a client's position in another epoch is void. */
  epoch: string;
}

/** One publication as stored and delivered; `data` is the JSON text, encoded once by the publisher. */
export interface Publication {
  offset: number;
  epoch: string;
  data: string;
  /** Epoch ms when it was published (on whichever instance), for the delivery lag; absent in history. */
  publishedAt?: number;
}

/** A history query (reference section 2, `history`). */
export interface HistoryQuery {
  /** Publications after this offset (or before it when `reverse`). */
  since?: { offset: number };
  /** 0: the position only; negative: everything kept. */
  limit: number;
  reverse?: boolean;
}

/** A history answer: the publications asked for and the stream's current position. */
export interface HistoryResult extends StreamPosition {
  publications: Publication[];
}

/** Sends data to a channel: the local broker or a real Centrifugo behind its HTTP API. */
export interface Publisher {
  /** Publishes JSON-serialisable data and answers the publication's position. */
  publish(channel: string, data: unknown): Promise<StreamPosition>;
  close(): Promise<void>;
}

/** Where a broker delivers what was published on the channels it listens to. */
export interface BrokerHandler {
  onPublication(channel: string, publication: Publication): void;
  /** Publications may have been lost (e.g. the Redis connection dropped): subscribers must recover. */
  onResync(): void;
}

/** A publisher that also keeps history and fans out to the hub instances listening. */
export interface Broker extends Publisher {
  readonly kind: 'memory' | 'redis';
  setHandler(handler: BrokerHandler): void;
  /** Resolves once publications of the channel are sure to reach the handler. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Reads history; creates the stream's epoch when the channel has none, so positions handed out stay valid. */
  history(channel: string, query: HistoryQuery): Promise<HistoryResult>;
  /** Resolves when the broker is reachable. */
  ping(): Promise<void>;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A new epoch: 8 random letters, like Centrifugo's. */
export function newEpoch(): string {
  let epoch = '';
  for (let i = 0; i < 8; i++) epoch += LETTERS[randomInt(LETTERS.length)];
  return epoch;
}

/** Encodes data for storage; refuses what JSON cannot carry so a bad publish fails at the caller. */
export function encodeData(data: unknown): string {
  const text = JSON.stringify(data);
  if (text === undefined) throw new TypeError('realtime: publication data must be JSON-serialisable');
  return text;
}
