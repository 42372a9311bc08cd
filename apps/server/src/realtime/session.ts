import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import type { RawData, WebSocket } from 'ws';
import type { Broker, Publication } from './broker.js';
import { Disconnect, disconnects, unsubscribeCodes } from './codes.js';
import { PublicationPushes } from './delta.js';
import { dispatch } from './dispatch.js';
import { ExpiryTimer } from './expiry-timer.js';
import { decodeFrame, encodeUnsubscribePush, PING } from './frame.js';
import { Heartbeat } from './heartbeat.js';
import { type FlushQueue, type OutboundMessage, Outbox } from './outbox.js';
import type { HubSettings, RealtimeLogger } from './settings.js';
import type { TokenService } from './tokens.js';

/** What a session needs from the hub that owns it. */
export interface SessionHost {
  readonly settings: HubSettings;
  readonly tokens: TokenService;
  readonly broker: Broker;
  readonly log: RealtimeLogger;
  /** Where the sessions' outboxes wait for the end of the turn. */
  readonly flushQueue: FlushQueue;
  /** Registers the session on the channel; resolves once the broker delivers the channel's publications. */
  addSubscriber(channel: string, session: Session): Promise<void>;
  removeSubscriber(channel: string, session: Session): void;
  forget(session: Session): void;
  countDelivered(): void;
  /** JSON for every connect result's `data` (e.g. the feed's clock), or undefined for none. */
  connectData(): unknown;
  /** Whether a subscribe asking for delta compression gets it now (the site's feature flag). */
  deltaAllowed(): boolean;
}

/** One channel subscription of a session. Publications arriving while `subscribing` wait in `buffer`. */
export interface ChannelSubscription {
  channel: string;
  state: 'subscribing' | 'subscribed';
  /** Offset of the last publication this client has (from the subscribe reply or a push). */
  offset: number;
  epoch: string;
  buffer: Publication[];
  /** Epoch seconds of the subscription token's expiry; null when it never expires. */
  expiresAt: number | null;
  /** Ends the subscription (2501) when its token is not renewed in time. */
  expiry: ExpiryTimer;
  /**
   * With delta compression negotiated: the payload (JSON text) the client holds last, which the next
   * publication is a delta of; null until the first one, which goes in full. Undefined: no delta compression.
   */
  previous?: string | null;
}

/** Frames waiting behind a slow command; a client flooding beyond this is closed. */
const MAX_QUEUED_FRAMES = 256;

/**
 * One WebSocket connection speaking the Centrifuge protocol: its state, its subscriptions, and the ordered
 * processing of its frames. Commands are handled by dispatch.ts and the handle-*.ts files.
 */
export class Session {
  state: 'connecting' | 'connected' | 'failed' | 'closed' = 'connecting';
  readonly clientId = randomUUID();
  userId = '';
  readonly subscriptions = new Map<string, ChannelSubscription>();
  /** Closes with 3005 when the connection token expires without a refresh. */
  readonly expiry: ExpiryTimer;
  readonly heartbeat: Heartbeat;
  private readonly outbox: Outbox;
  private readonly staleTimer: NodeJS.Timeout;
  private chain: Promise<void> = Promise.resolve();
  private queuedFrames = 0;

  constructor(
    readonly socket: WebSocket,
    /** The upgraded stream under `socket`, which frames are written to. */
    stream: Duplex,
    readonly host: SessionHost,
  ) {
    const { settings } = host;
    this.outbox = new Outbox(socket, stream, host.flushQueue, settings.maxBufferedBytes, () =>
      this.disconnect(disconnects.slow()),
    );
    this.expiry = new ExpiryTimer(settings.expiredCloseDelayMs, () => this.disconnect(disconnects.expired()));
    this.heartbeat = new Heartbeat({
      intervalMs: settings.pingIntervalMs,
      pongTimeoutMs: settings.pongTimeoutMs,
      sendPing: () => this.send(PING),
      onMissedPong: () => this.disconnect(disconnects.noPong()),
    });
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.cleanup());
    // ws reports protocol violations (e.g. a frame over maxPayload, closed with 1009) here, then closes.
    socket.on('error', (error) =>
      host.log.debug({ err: error, client: this.clientId }, 'realtime socket error'),
    );
    this.staleTimer = setTimeout(() => {
      if (this.state !== 'connected') this.disconnect(disconnects.stale());
    }, settings.staleCloseDelayMs);
  }

  /** Queues one message (a reply or a push) for the next frame. */
  send(message: OutboundMessage): void {
    if (this.state !== 'closed') this.outbox.push(message);
  }

  /** Closes the socket with a documented code; sends what is queued first. Never throws. */
  disconnect(disconnect: Disconnect): void {
    if (this.state === 'closed') return;
    this.outbox.flush();
    // Flushing may have closed the session already (a client too slow to take the data).
    if (this.isClosed()) return;
    this.cleanup();
    try {
      this.socket.close(disconnect.code, disconnect.reason);
    } catch {
      this.socket.terminate();
    }
    // A peer that never answers the close frame must not hold the socket for ws's 30 s.
    setTimeout(() => this.socket.terminate(), 1000).unref();
  }

  /** A live publication from the hub, its pushes shared by the channel's sessions; buffered while subscribing. */
  deliver(channel: string, publication: Publication, pushes: PublicationPushes): void {
    const subscription = this.subscriptions.get(channel);
    if (subscription === undefined) return;
    if (subscription.state === 'subscribing') subscription.buffer.push(publication);
    else this.forward(subscription, publication, pushes);
  }

  /**
   * Sends a publication unless the client has it already; a hole in the offsets (or a new epoch) means this
   * instance missed something, and the client is told to subscribe again, which recovers what is missing.
   */
  forward(
    subscription: ChannelSubscription,
    publication: Publication,
    pushes: PublicationPushes = new PublicationPushes(subscription.channel, publication),
  ): void {
    if (publication.epoch === subscription.epoch && publication.offset <= subscription.offset) return;
    if (publication.epoch !== subscription.epoch || publication.offset !== subscription.offset + 1) {
      this.endSubscription(subscription.channel, unsubscribeCodes.insufficientState);
      return;
    }
    subscription.offset = publication.offset;
    if (subscription.previous === undefined) this.send(pushes.plain());
    else {
      this.send(pushes.after(subscription.previous));
      subscription.previous = publication.data;
    }
    this.host.countDelivered();
  }

  /** Ends a subscription from the server side and tells the client (unsubscribe push). */
  endSubscription(channel: string, why: { code: number; reason: string }): void {
    if (!this.subscriptions.has(channel)) return;
    this.removeSubscription(channel);
    this.send(encodeUnsubscribePush(channel, why.code, why.reason));
  }

  /** Forgets a subscription without telling the client (it asked, or the subscribe failed). */
  removeSubscription(channel: string): void {
    const subscription = this.subscriptions.get(channel);
    if (subscription === undefined) return;
    subscription.expiry.clear();
    this.subscriptions.delete(channel);
    this.host.removeSubscriber(channel, this);
  }

  /** The empty command: the answer to a ping. One without a ping outstanding is a protocol violation. */
  onPong(): void {
    if (!this.heartbeat.pong()) this.disconnect(disconnects.badRequest());
  }

  /** A method, not a field read, so that TypeScript does not keep an earlier narrowing across calls. */
  isClosed(): boolean {
    return this.state === 'closed';
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    // The JSON protocol is text frames only; binary means a protobuf client or garbage.
    if (isBinary) {
      this.disconnect(disconnects.badRequest());
      return;
    }
    if (this.queuedFrames >= MAX_QUEUED_FRAMES) {
      this.disconnect(disconnects.tooManyRequests());
      return;
    }
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const text = bytes.toString('utf8');
    this.queuedFrames++;
    this.chain = this.chain
      .then(() => this.processFrame(text))
      .catch((error: unknown) => {
        this.host.log.error({ err: error, client: this.clientId }, 'realtime frame failed');
        this.disconnect(disconnects.serverError());
      })
      .finally(() => {
        this.queuedFrames--;
      });
  }

  /** Commands of a frame run strictly in order: a subscribe waits for the connect sent with it. */
  private async processFrame(text: string): Promise<void> {
    let commands: ReturnType<typeof decodeFrame>;
    try {
      commands = decodeFrame(text);
    } catch (error) {
      if (error instanceof Disconnect) return this.disconnect(error);
      throw error;
    }
    for (const command of commands) {
      if (this.state === 'closed' || this.state === 'failed') return;
      await dispatch(this, command);
    }
  }

  private cleanup(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.outbox.clear();
    clearTimeout(this.staleTimer);
    this.expiry.clear();
    this.heartbeat.stop();
    for (const channel of [...this.subscriptions.keys()]) this.removeSubscription(channel);
    this.host.forget(this);
  }
}
