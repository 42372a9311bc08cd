import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Broker, Publication, Publisher, StreamPosition } from './broker.js';
import { parseChannel } from './channels.js';
import { disconnects, unsubscribeCodes } from './codes.js';
import { PublicationPushes } from './delta.js';
import { FlushQueue } from './outbox.js';
import { Session, type SessionHost } from './session.js';
import type { HubSettings, RealtimeLogger } from './settings.js';
import type { TokenService } from './tokens.js';

/** Counters of one hub instance. */
export interface HubStats {
  connections: number;
  /** Distinct signed-in users connected (anonymous visitors excluded). */
  users: number;
  subscriptions: number;
  /** Channels with at least one subscriber on this instance. */
  channels: number;
  broker: 'memory' | 'redis';
  publisher: 'broker' | 'centrifugo';
  /** Publications sent through this instance's `publish`. */
  published: number;
  /** Publication pushes written to sockets by this instance. */
  delivered: number;
}

interface ChannelEntry {
  sessions: Set<Session>;
  /** The broker subscription of the channel; every subscriber waits for it before reading history. */
  ready: Promise<void>;
}

/**
 * The hub: the sessions of this instance and, per channel, who listens. It subscribes to a channel on the broker
 * while at least one local session does, and fans each publication out to those sessions, encoded once.
 */
export class Hub implements SessionHost {
  private readonly sessions = new Set<Session>();
  private readonly channels = new Map<string, ChannelEntry>();
  readonly flushQueue = new FlushQueue();
  private published = 0;
  private delivered = 0;
  private closing: Promise<void> | null = null;
  /** Hears, per publication fanned out here, the seconds from its publication (on any instance) to now. */
  onDeliveryLag: ((seconds: number) => void) | null = null;
  private brokerClosing: Promise<void> | null = null;

  constructor(
    readonly settings: HubSettings,
    readonly tokens: TokenService,
    readonly broker: Broker,
    private readonly publisher: Publisher,
    readonly log: RealtimeLogger,
    private readonly connectDataOf: () => unknown = () => undefined,
    /** Whether delta compression may be negotiated now; read at each subscribe. */
    readonly deltaAllowed: () => boolean = () => false,
  ) {
    broker.setHandler({
      onPublication: (channel, publication) => this.fanOut(channel, publication),
      onResync: () => this.resync(),
    });
  }

  /** Takes over an upgraded socket; `stream` is the connection `ws` wraps, which the session writes frames to. */
  accept(socket: WebSocket, stream: Duplex): void {
    if (this.closing !== null) {
      // An 'error' event without a listener would crash the process.
      socket.on('error', () => {});
      socket.close(disconnects.shutdown().code, disconnects.shutdown().reason);
      return;
    }
    this.sessions.add(new Session(socket, stream, this));
  }

  /** Publishes to a sportsbook channel; unknown names are refused so a typo fails at the publisher. */
  async publish(channel: string, data: unknown): Promise<StreamPosition> {
    if (parseChannel(channel) === null) throw new TypeError(`realtime: unknown channel "${channel}"`);
    const position = await this.publisher.publish(channel, data);
    this.published++;
    return position;
  }

  addSubscriber(channel: string, session: Session): Promise<void> {
    let entry = this.channels.get(channel);
    if (entry === undefined) {
      entry = { sessions: new Set(), ready: this.broker.subscribe(channel) };
      // Awaited by each subscriber; this only keeps a failure from being reported as unhandled.
      entry.ready.catch(() => {});
      this.channels.set(channel, entry);
    }
    entry.sessions.add(session);
    return entry.ready;
  }

  removeSubscriber(channel: string, session: Session): void {
    const entry = this.channels.get(channel);
    if (entry === undefined || !entry.sessions.delete(session) || entry.sessions.size > 0) return;
    this.channels.delete(channel);
    this.broker.unsubscribe(channel).catch((error: unknown) => {
      this.log.warn({ err: error, channel }, 'realtime broker unsubscribe failed');
    });
  }

  forget(session: Session): void {
    this.sessions.delete(session);
  }

  countDelivered(): void {
    this.delivered++;
  }

  connectData(): unknown {
    return this.connectDataOf();
  }

  stats(): HubStats {
    let subscriptions = 0;
    const users = new Set<string>();
    for (const session of this.sessions) {
      subscriptions += session.subscriptions.size;
      if (session.userId !== '') users.add(session.userId);
    }
    return {
      connections: this.sessions.size,
      users: users.size,
      subscriptions,
      channels: this.channels.size,
      broker: this.broker.kind,
      publisher: this.publisher === this.broker ? 'broker' : 'centrifugo',
      published: this.published,
      delivered: this.delivered,
    };
  }

  /** Closes every socket with 3001 (the clients reconnect, to another instance if there is one). Idempotent. */
  closeSessions(): Promise<void> {
    this.closing ??= this.disconnectAll();
    return this.closing;
  }

  /** Closes the sessions, then the broker and publisher. Idempotent. */
  async close(): Promise<void> {
    await this.closeSessions();
    this.brokerClosing ??= Promise.allSettled(
      this.publisher === this.broker ? [this.broker.close()] : [this.broker.close(), this.publisher.close()],
    ).then(() => {});
    await this.brokerClosing;
  }

  private async disconnectAll(): Promise<void> {
    const sockets = [...this.sessions].map((session) => session.socket);
    for (const session of [...this.sessions]) session.disconnect(disconnects.shutdown());
    await Promise.all(sockets.map(waitClosed));
  }

  private fanOut(channel: string, publication: Publication): void {
    const entry = this.channels.get(channel);
    if (entry === undefined) return;
    const pushes = new PublicationPushes(channel, publication);
    // No copy of the set: a session may leave the channel while being served (a hole in the offsets ends its
    // subscription), and a Set's iterator skips what was deleted; nobody joins synchronously (subscribe awaits).
    for (const session of entry.sessions) session.deliver(channel, publication, pushes);
    if (publication.publishedAt !== undefined && entry.sessions.size > 0)
      this.onDeliveryLag?.(Math.max(0, Date.now() - publication.publishedAt) / 1000);
  }

  /** The broker may have lost publications: every subscriber resubscribes and recovers what it missed. */
  private resync(): void {
    this.log.warn('realtime broker resync: subscribers will recover');
    for (const session of this.sessions) {
      for (const [channel, subscription] of [...session.subscriptions]) {
        if (subscription.state === 'subscribed')
          session.endSubscription(channel, unsubscribeCodes.insufficientState);
      }
    }
  }
}

/** Resolves when the socket is closed, or after a second (the session terminates it by then). */
function waitClosed(socket: WebSocket): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 1200);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
