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

/** Sizes of the history kept per channel. */
export interface HistoryOptions {
  /** Publications kept per channel. */
  historySize: number;
  /** A channel's history is dropped after this long without a publication (its position is kept). */
  historyTtlSeconds: number;
}

interface Stream {
  epoch: string;
  top: number;
  publications: Publication[];
  lastPublishAt: number;
  lastUsedAt: number;
}

/** Positions of channels idle this long are forgotten; a client that comes back then reloads (new epoch). */
const IDLE_STREAM_MS = 24 * 60 * 60 * 1000;
const SWEEP_MS = 60 * 1000;

/**
 * The default broker: everything in this process. Publishing is synchronous underneath, so publications reach
 * the hub in offset order before `publish` resolves.
 */
export class MemoryBroker implements Broker {
  readonly kind = 'memory';
  private readonly streams = new Map<string, Stream>();
  private readonly listened = new Set<string>();
  private handler: BrokerHandler | null = null;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly options: HistoryOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    // The sweep must not keep a process (or a test run) alive.
    this.sweeper.unref();
  }

  setHandler(handler: BrokerHandler): void {
    this.handler = handler;
  }

  async publish(channel: string, data: unknown): Promise<StreamPosition> {
    const text = encodeData(data);
    const stream = this.stream(channel);
    stream.top += 1;
    stream.lastPublishAt = this.now();
    const publication: Publication = { offset: stream.top, epoch: stream.epoch, data: text };
    stream.publications.push(publication);
    if (stream.publications.length > this.options.historySize) stream.publications.shift();
    if (this.listened.has(channel))
      this.handler?.onPublication(channel, { ...publication, publishedAt: Date.now() });
    return { offset: stream.top, epoch: stream.epoch };
  }

  async history(channel: string, query: HistoryQuery): Promise<HistoryResult> {
    const stream = this.stream(channel);
    return { offset: stream.top, epoch: stream.epoch, publications: select(stream.publications, query) };
  }

  async subscribe(channel: string): Promise<void> {
    this.listened.add(channel);
  }

  async unsubscribe(channel: string): Promise<void> {
    this.listened.delete(channel);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.listened.clear();
  }

  /** The channel's stream, created with a new epoch when missing, its history dropped when expired. */
  private stream(channel: string): Stream {
    const now = this.now();
    let stream = this.streams.get(channel);
    if (stream === undefined) {
      stream = { epoch: newEpoch(), top: 0, publications: [], lastPublishAt: now, lastUsedAt: now };
      this.streams.set(channel, stream);
    }
    if (now - stream.lastPublishAt > this.options.historyTtlSeconds * 1000) stream.publications = [];
    stream.lastUsedAt = now;
    return stream;
  }

  private sweep(): void {
    const now = this.now();
    for (const [channel, stream] of this.streams) {
      if (now - stream.lastPublishAt > this.options.historyTtlSeconds * 1000) stream.publications = [];
      if (!this.listened.has(channel) && now - stream.lastUsedAt > IDLE_STREAM_MS)
        this.streams.delete(channel);
    }
  }
}

/** Applies a history query to the publications kept (ascending by offset). */
function select(publications: readonly Publication[], query: HistoryQuery): Publication[] {
  if (query.limit === 0) return [];
  const since = query.since?.offset;
  let chosen: Publication[];
  if (query.reverse) {
    chosen = publications.filter((p) => since === undefined || p.offset < since).reverse();
  } else {
    chosen = publications.filter((p) => since === undefined || p.offset > since);
  }
  return query.limit > 0 ? chosen.slice(0, query.limit) : chosen;
}
