import { Redis } from 'ioredis';
import {
  type Broker,
  type BrokerHandler,
  encodeData,
  type HistoryQuery,
  type HistoryResult,
  newEpoch,
  type Publication,
  type StreamPosition,
} from './broker.js';
import type { HistoryOptions } from './memory-broker.js';
import {
  HISTORY_SCRIPT,
  historyRange,
  PUBLISH_SCRIPT,
  parsePayload,
  type StreamEntry,
} from './redis-scripts.js';

/** Options of {@link RedisBroker}. */
export interface RedisBrokerOptions extends HistoryOptions {
  url: string;
  /** Key and pub/sub prefix, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
  /** How long a channel's position (epoch and offset) outlives its last publication. */
  metaTtlSeconds?: number;
  onError?: (error: Error) => void;
}

interface ScriptCommands {
  sbRealtimePublish(...args: (string | number)[]): Promise<[number, string]>;
  sbRealtimeHistory(...args: (string | number)[]): Promise<[number, string, StreamEntry[]]>;
}

const DEFAULT_META_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * The broker for several server instances: history and offsets live in Redis (a meta hash and a stream per
 * channel, changed only by Lua scripts), and publications fan out over Redis pub/sub to every instance that has
 * a subscriber on the channel.
 */
export class RedisBroker implements Broker {
  readonly kind = 'redis';
  private readonly commands: Redis & ScriptCommands;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly metaTtlSeconds: number;
  private handler: BrokerHandler | null = null;
  private subscriberWasReady = false;
  /** The command connection was up once: from then on, a command while it is down fails at once. */
  private commandsWereReady = false;

  constructor(private readonly options: RedisBrokerOptions) {
    this.prefix = options.prefix ?? 'sportsbook:realtime';
    this.metaTtlSeconds = Math.max(
      options.metaTtlSeconds ?? DEFAULT_META_TTL_SECONDS,
      options.historyTtlSeconds,
    );
    const onError = (error: Error) => options.onError?.(error);
    // A publish or subscribe during an outage fails after a few retries instead of hanging the caller (a
    // subscribe is answered with the temporary error 100, and the client retries).
    const redis = new Redis(options.url, { maxRetriesPerRequest: 3 });
    redis.defineCommand('sbRealtimePublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
    redis.defineCommand('sbRealtimeHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
    redis.on('error', onError);
    redis.on('ready', () => {
      this.commandsWereReady = true;
    });
    this.commands = redis as Redis & ScriptCommands;
    // A connection in subscriber mode can run nothing else, hence a second one.
    this.subscriber = new Redis(options.url, { maxRetriesPerRequest: 3 });
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (pubsubChannel: string, payload: string) =>
      this.onMessage(pubsubChannel, payload),
    );
    this.subscriber.on('ready', () => {
      // ioredis resubscribes by itself after a reconnect, but what was published meanwhile never arrives.
      if (this.subscriberWasReady) this.handler?.onResync();
      this.subscriberWasReady = true;
    });
  }

  setHandler(handler: BrokerHandler): void {
    this.handler = handler;
  }

  /**
   * During an outage (the connection was up, and is now reconnecting) a command fails at once rather than waiting
   * in ioredis' offline queue through its retries: a deposit's balance announcement must not hold its answer for
   * seconds, and the feed's publication queue retries by itself. Before the first connection, commands wait for it.
   */
  private failFastWhenDown(): void {
    if (this.commandsWereReady && this.commands.status !== 'ready')
      throw new Error(`realtime: redis unavailable (${this.commands.status})`);
  }

  async publish(channel: string, data: unknown): Promise<StreamPosition> {
    this.failFastWhenDown();
    const text = encodeData(data);
    const [offset, epoch] = await this.commands.sbRealtimePublish(
      this.metaKey(channel),
      this.streamKey(channel),
      newEpoch(),
      Math.max(1, this.options.historySize),
      Math.max(1, this.options.historyTtlSeconds),
      this.metaTtlSeconds,
      this.pubsubChannel(channel),
      text,
      Date.now(),
    );
    return { offset: Number(offset), epoch: String(epoch) };
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    this.failFastWhenDown();
    const range = historyRange(query.since?.offset, query.limit, query.reverse === true);
    const [top, epoch, entries] = await this.commands.sbRealtimeHistory(
      this.metaKey(channel),
      this.streamKey(channel),
      newEpoch(),
      this.metaTtlSeconds,
      range.mode,
      range.low,
      range.high,
      query.limit < 0 ? -1 : query.limit,
    );
    const publications: Publication[] = [];
    for (const [id, fields] of entries) {
      const offset = Number(id.slice(0, id.indexOf('-')));
      const data = fields[fields.indexOf('d') + 1];
      if (Number.isSafeInteger(offset) && data !== undefined) publications.push({ offset, epoch, data });
    }
    return { offset: Number(top), epoch: String(epoch), publications };
  }

  async subscribe(channel: string): Promise<void> {
    await this.subscriber.subscribe(this.pubsubChannel(channel));
  }

  async unsubscribe(channel: string): Promise<void> {
    await this.subscriber.unsubscribe(this.pubsubChannel(channel));
  }

  async ping(): Promise<void> {
    await this.commands.ping();
  }

  async close(): Promise<void> {
    await Promise.allSettled([quit(this.commands), quit(this.subscriber)]);
  }

  private onMessage(pubsubChannel: string, payload: string): void {
    const head = `${this.prefix}:pub:`;
    if (!pubsubChannel.startsWith(head)) return;
    const publication = parsePayload(payload);
    if (publication === null) return;
    this.handler?.onPublication(pubsubChannel.slice(head.length), publication);
  }

  private metaKey(channel: string): string {
    return `${this.prefix}:{${channel}}:meta`;
  }

  private streamKey(channel: string): string {
    return `${this.prefix}:{${channel}}:stream`;
  }

  private pubsubChannel(channel: string): string {
    return `${this.prefix}:pub:${channel}`;
  }
}

/** Closes gracefully when connected, at once otherwise (QUIT would wait for a reconnect that may never come). */
async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit();
  } else {
    redis.disconnect();
  }
}
