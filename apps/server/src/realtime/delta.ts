import { createDelta } from 'fossil-delta';
import type { Publication } from './broker.js';
import { encodePublicationPush, encodeTextPublicationPush } from './frame.js';
import { SharedMessage } from './outbox.js';

/** The delta types a client may ask for in `subscribe` (reference section 7); anything else is a bad request. */
export const DELTA_TYPES: readonly string[] = ['fossil'];

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The fossil delta from `previous` to `data` (both JSON text) as the text a JSON frame carries, or null when the
 * full payload should go instead: the delta is not smaller, or its bytes are not UTF-8 (a literal run cut inside a
 * character), since the client turns the string back into bytes with TextEncoder before applying it.
 */
export function fossilDeltaText(previous: string, data: string): string | null {
  const target = Buffer.from(data);
  const delta = createDelta(Buffer.from(previous), target);
  if (delta.length >= target.length) return null;
  try {
    return utf8.decode(delta);
  } catch {
    return null;
  }
}

/**
 * The pushes of one publication, each built once and shared by the channel's sessions that need it: the plain
 * push, and for subscriptions with delta compression the full payload as a JSON string or the delta against the
 * payload each was sent last (sessions that got the same previous publication share one delta).
 */
export class PublicationPushes {
  private plainPush: SharedMessage | null = null;
  private fullPush: SharedMessage | null = null;
  private readonly deltas = new Map<string, SharedMessage>();

  constructor(
    readonly channel: string,
    readonly publication: Publication,
  ) {}

  /** The push of a subscription without delta compression. */
  plain(): SharedMessage {
    this.plainPush ??= new SharedMessage(
      encodePublicationPush(this.channel, this.publication.data, this.publication.offset),
    );
    return this.plainPush;
  }

  /** The push of a delta subscription whose client holds `previous` (null: nothing yet, the full payload). */
  after(previous: string | null): SharedMessage {
    const { channel, publication } = this;
    if (previous !== null) {
      let push = this.deltas.get(previous);
      if (push === undefined) {
        const delta = fossilDeltaText(previous, publication.data);
        push =
          delta === null
            ? this.after(null)
            : new SharedMessage(encodeTextPublicationPush(channel, delta, publication.offset, true));
        this.deltas.set(previous, push);
      }
      return push;
    }
    this.fullPush ??= new SharedMessage(
      encodeTextPublicationPush(channel, publication.data, publication.offset, false),
    );
    return this.fullPush;
  }
}
