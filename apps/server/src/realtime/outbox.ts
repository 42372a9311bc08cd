import type { Duplex } from 'node:stream';
import { WebSocket } from 'ws';
import { encodeFrame } from './frame.js';
import { textFrame } from './ws-frame.js';

/** A frame grown this large (in UTF-16 units of its messages) is written at once, not at the end of the turn. */
const MAX_FRAME_CHARS = 256 * 1024;

/**
 * A message many sessions send: one publication push. Its text is encoded once by the hub, and its WebSocket
 * frame built once, on first use, then written as the same bytes to every socket whose frame is this push alone.
 */
export class SharedMessage {
  private framed: Buffer | null = null;

  constructor(readonly text: string) {}

  /** The text frame of this message alone. */
  frame(): Buffer {
    this.framed ??= textFrame(this.text);
    return this.framed;
  }
}

/** A reply, a ping or a push of one session (a string), or a push shared by a channel's sessions. */
export type OutboundMessage = string | SharedMessage;

/** A frame built from a sequence of shared messages, and the longer sequences that start with it. */
interface CachedFrame {
  frame: Buffer | null;
  longer: Map<SharedMessage, CachedFrame> | null;
}

/**
 * The outboxes with data waiting, flushed together once per event-loop turn (one `setImmediate` for the hub,
 * not one per session: a publication to 10,000 sessions schedules one callback, not 10,000).
 *
 * It also builds the frames: a frame made only of shared messages is built once per pass and reused for every
 * outbox holding the same messages in the same order, which is what the subscribers of a channel (or of the same
 * channels) hold after a burst of publications. The cache is a trie keyed by the messages themselves (identity),
 * so it never gives one session's frame to another, and it is dropped at the end of each pass.
 */
export class FlushQueue {
  private dirty: Outbox[] = [];
  private scheduled = false;
  private running = false;
  private cache = new Map<SharedMessage, CachedFrame>();

  /** Flushes the outbox at the end of this turn (the caller adds each outbox once per turn). */
  add(outbox: Outbox): void {
    this.dirty.push(outbox);
    this.schedule();
  }

  /** The frame of `messages` (queued in that order), the same bytes for every outbox holding the same pushes. */
  frame(messages: readonly OutboundMessage[]): Buffer {
    const first = messages[0];
    if (messages.length === 1 && first !== undefined)
      return typeof first === 'string' ? textFrame(first) : first.frame();
    const cached = this.cached(messages);
    if (cached === null) return textFrame(encodeFrame(messages.map(textOf)));
    cached.frame ??= textFrame(encodeFrame(messages.map(textOf)));
    return cached.frame;
  }

  /** The cache entry of a sequence of shared messages; null when one is a session's own. */
  private cached(messages: readonly OutboundMessage[]): CachedFrame | null {
    for (const message of messages) if (typeof message === 'string') return null;
    // The pass at the end of the turn lets go of the frames, also of those built by an early flush.
    if (!this.running) this.schedule();
    let level = this.cache;
    let node: CachedFrame | undefined;
    for (const message of messages as readonly SharedMessage[]) {
      if (node !== undefined) {
        node.longer ??= new Map();
        level = node.longer;
      }
      node = level.get(message);
      if (node === undefined) {
        node = { frame: null, longer: null };
        level.set(message, node);
      }
    }
    return node ?? null;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.run());
  }

  private run(): void {
    this.scheduled = false;
    this.running = true;
    // Outboxes queued while flushing (none today: a flush only writes or closes) wait for the next pass.
    const dirty = this.dirty;
    this.dirty = [];
    try {
      for (const outbox of dirty) outbox.flushQueued();
    } finally {
      this.running = false;
      if (this.cache.size > 0) this.cache = new Map();
    }
  }
}

function textOf(message: OutboundMessage): string {
  return typeof message === 'string' ? message : message.text;
}

/**
 * The outbound side of one socket. Messages queued in the same event-loop turn leave as one frame
 * (newline-separated), in the order queued, which keeps a subscribe reply ahead of the channel's publications.
 * Batching per turn rather than per microtask lets a burst of publications share frames (about 4x the pushes per
 * second in a 200-subscriber fan-out), for at most one turn of added latency.
 *
 * Frames are written, already framed, to the upgraded TCP stream under `ws`: `ws` writes its own frames (close,
 * pong) to the same stream synchronously, since no extension is negotiated, so the order on the wire is the order
 * of the calls. Unsent bytes above `maxBufferedBytes` mean the client cannot keep up: `onSlow` closes it (3008),
 * so a stalled reader holds at most that much plus one frame.
 */
export class Outbox {
  private readonly pending: OutboundMessage[] = [];
  private pendingChars = 0;
  private queued = false;

  constructor(
    private readonly socket: WebSocket,
    /** The stream `ws` writes to (the upgraded socket). */
    private readonly stream: Duplex,
    private readonly queue: FlushQueue,
    /** Unsent bytes above which the client counts as too slow to keep up. */
    private readonly maxBufferedBytes: number,
    private readonly onSlow: () => void,
  ) {}

  /** Queues one message (a reply, a push, a ping) for the next frame. */
  push(message: OutboundMessage): void {
    this.pending.push(message);
    this.pendingChars += typeof message === 'string' ? message.length : message.text.length;
    if (this.pendingChars >= MAX_FRAME_CHARS) {
      this.flush();
      return;
    }
    if (this.queued) return;
    this.queued = true;
    this.queue.add(this);
  }

  /** Writes what is queued now (e.g. before a close frame). */
  flush(): void {
    const pending = this.pending;
    if (pending.length === 0) return;
    const frame = this.socket.readyState === WebSocket.OPEN ? this.queue.frame(pending) : null;
    // Emptied in place (the frame cache keys on the messages, not on this array): no new array per flush.
    pending.length = 0;
    this.pendingChars = 0;
    if (frame === null) return;
    this.stream.write(frame);
    if (this.stream.writableLength > this.maxBufferedBytes) this.onSlow();
  }

  /** The flush of the turn's pass. */
  flushQueued(): void {
    this.queued = false;
    this.flush();
  }

  /** Drops what is queued (the socket is gone). */
  clear(): void {
    this.pending.length = 0;
    this.pendingChars = 0;
  }
}
