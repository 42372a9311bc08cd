import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { FlushQueue, type OutboundMessage, Outbox, SharedMessage } from './outbox.js';
import { textFrame } from './ws-frame.js';

/** A stream that records what is written, with a settable backlog of unsent bytes. */
function fakeStream() {
  const writes: Buffer[] = [];
  const stream = {
    writableLength: 0,
    write(chunk: Buffer) {
      writes.push(chunk);
      return true;
    },
  };
  return { stream: stream as unknown as Duplex & { writableLength: number }, writes };
}

function fakeSocket(readyState: number = WebSocket.OPEN): WebSocket {
  return { readyState } as WebSocket;
}

/** An outbox on a fake socket, with what it writes decoded back to the messages of each frame. */
function outboxOn(queue: FlushQueue, options: { maxBufferedBytes?: number; readyState?: number } = {}) {
  const { stream, writes } = fakeStream();
  const onSlow = vi.fn();
  const outbox = new Outbox(
    fakeSocket(options.readyState),
    stream,
    queue,
    options.maxBufferedBytes ?? 1024 * 1024,
    onSlow,
  );
  const frames = () => writes.map((frame) => payloadOf(frame).split('\n'));
  return { outbox, stream, writes, frames, onSlow };
}

/** The text of one unmasked frame, checked to be a single final text frame. */
function payloadOf(frame: Buffer): string {
  expect(frame[0]).toBe(0x81);
  const length7 = (frame[1] ?? 0) & 0x7f;
  expect((frame[1] ?? 0) & 0x80).toBe(0);
  const [length, offset] =
    length7 === 126
      ? [frame.readUInt16BE(2), 4]
      : length7 === 127
        ? [Number(frame.readBigUInt64BE(2)), 10]
        : [length7, 2];
  expect(frame.length).toBe(offset + length);
  return frame.subarray(offset).toString('utf8');
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('textFrame', () => {
  it.each([
    ['empty', 0, 2],
    ['125 bytes', 125, 2],
    ['126 bytes (16-bit length)', 126, 4],
    ['65,535 bytes', 65_535, 4],
    ['65,536 bytes (64-bit length)', 65_536, 10],
  ])('frames %s with a %i-byte header', (_name, size, header) => {
    const text = 'a'.repeat(size);
    const frame = textFrame(text);
    expect(frame.length).toBe(size + header);
    expect(payloadOf(frame)).toBe(text);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const text = `${'é'.repeat(63)}€`;
    const frame = textFrame(text);
    expect(Buffer.byteLength(text)).toBe(129);
    expect(frame[1]).toBe(126);
    expect(frame.readUInt16BE(2)).toBe(129);
    expect(payloadOf(frame)).toBe(text);
  });
});

describe('Outbox and FlushQueue', () => {
  it('writes what one turn queued as one frame, in order, after the turn', async () => {
    const queue = new FlushQueue();
    const { outbox, frames } = outboxOn(queue);
    outbox.push('{"id":1,"subscribe":{}}');
    outbox.push(new SharedMessage('{"push":1}'));
    outbox.push('{}');
    expect(frames()).toEqual([]);
    await turn();
    expect(frames()).toEqual([['{"id":1,"subscribe":{}}', '{"push":1}', '{}']]);
    outbox.push('{"id":2,"ping":{}}');
    await turn();
    expect(frames()).toHaveLength(2);
  });

  it('schedules one callback per turn for all the outboxes, not one per outbox', async () => {
    const spy = vi.spyOn(globalThis, 'setImmediate');
    const queue = new FlushQueue();
    const outboxes = Array.from({ length: 50 }, () => outboxOn(queue));
    const pushes = [new SharedMessage('{"push":1}'), new SharedMessage('{"push":2}')];
    for (const { outbox } of outboxes) for (const push of pushes) outbox.push(push);
    outboxes[0]?.outbox.push('{}');
    expect(spy).toHaveBeenCalledTimes(1);
    await turn();
    // The second call is this test waiting for the turn: building the shared frame in the pass scheduled none.
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    expect(outboxes[0]?.frames()).toEqual([['{"push":1}', '{"push":2}', '{}']]);
    for (const { frames } of outboxes.slice(1)) expect(frames()).toEqual([['{"push":1}', '{"push":2}']]);
  });

  it('writes the same bytes to every socket whose frame is one shared push', async () => {
    const queue = new FlushQueue();
    const a = outboxOn(queue);
    const b = outboxOn(queue);
    const push = new SharedMessage('{"push":{"channel":"public:en","pub":{"data":{"n":1},"offset":1}}}');
    a.outbox.push(push);
    b.outbox.push(push);
    await turn();
    expect(a.writes[0]).toBe(b.writes[0]);
    expect(payloadOf(a.writes[0] as Buffer)).toBe(push.text);
  });

  it('builds a burst of shared pushes once for every outbox holding the same ones', async () => {
    const queue = new FlushQueue();
    const outboxes = [outboxOn(queue), outboxOn(queue), outboxOn(queue)];
    const pushes = [1, 2, 3].map((n) => new SharedMessage(`{"n":${n}}`));
    for (const push of pushes) for (const { outbox } of outboxes) outbox.push(push);
    await turn();
    const [first, ...others] = outboxes.map((o) => o.writes[0]);
    for (const other of others) expect(other).toBe(first);
    expect(outboxes[0]?.frames()).toEqual([['{"n":1}', '{"n":2}', '{"n":3}']]);
  });

  it("never gives one session another's frame: same pushes with a reply, another order, a subset", async () => {
    const queue = new FlushQueue();
    const [p1, p2] = [new SharedMessage('{"n":1}'), new SharedMessage('{"n":2}')];
    const plain = outboxOn(queue);
    const withReply = outboxOn(queue);
    const reversed = outboxOn(queue);
    const subset = outboxOn(queue);
    const same = outboxOn(queue);
    const cases: [ReturnType<typeof outboxOn>, OutboundMessage[]][] = [
      [plain, [p1, p2]],
      [withReply, ['{"id":3,"subscribe":{}}', p1, p2]],
      [reversed, [p2, p1]],
      [subset, [p2]],
      [same, [p1, p2]],
    ];
    for (const [{ outbox }, messages] of cases) for (const message of messages) outbox.push(message);
    await turn();
    expect(plain.frames()).toEqual([['{"n":1}', '{"n":2}']]);
    expect(withReply.frames()).toEqual([['{"id":3,"subscribe":{}}', '{"n":1}', '{"n":2}']]);
    expect(reversed.frames()).toEqual([['{"n":2}', '{"n":1}']]);
    expect(subset.frames()).toEqual([['{"n":2}']]);
    expect(same.writes[0]).toBe(plain.writes[0]);
  });

  it('lets go of the frames it built at the end of the turn', async () => {
    const queue = new FlushQueue();
    const a = outboxOn(queue);
    const [p1, p2] = [new SharedMessage('{"n":1}'), new SharedMessage('{"n":2}')];
    a.outbox.push(p1);
    a.outbox.push(p2);
    await turn();
    a.outbox.push(p1);
    a.outbox.push(p2);
    await turn();
    expect(a.writes).toHaveLength(2);
    expect(a.writes[1]).not.toBe(a.writes[0]);
    expect(a.writes[1]).toEqual(a.writes[0]);
  });

  it('writes at once when a frame grows past 256 KiB, keeping the order', async () => {
    const queue = new FlushQueue();
    const { outbox, frames } = outboxOn(queue);
    const big = new SharedMessage(`"${'x'.repeat(200 * 1024)}"`);
    outbox.push(big);
    expect(frames()).toHaveLength(0);
    outbox.push(big);
    expect(frames()).toHaveLength(1);
    outbox.push('{"after":true}');
    await turn();
    expect(frames().map((messages) => messages.length)).toEqual([2, 1]);
    expect(frames()[1]).toEqual(['{"after":true}']);
  });

  it('reports a client whose unsent bytes pass the limit as slow', async () => {
    const queue = new FlushQueue();
    const { outbox, stream, onSlow } = outboxOn(queue, { maxBufferedBytes: 1000 });
    outbox.push('{"n":1}');
    await turn();
    expect(onSlow).not.toHaveBeenCalled();
    stream.writableLength = 1001;
    outbox.push('{"n":2}');
    await turn();
    expect(onSlow).toHaveBeenCalledTimes(1);
  });

  it('writes nothing to a socket that is not open, and drops what is cleared', async () => {
    const queue = new FlushQueue();
    const closing = outboxOn(queue, { readyState: WebSocket.CLOSING });
    closing.outbox.push('{"n":1}');
    const cleared = outboxOn(queue);
    cleared.outbox.push('{"n":1}');
    cleared.outbox.clear();
    await turn();
    expect(closing.writes).toEqual([]);
    expect(cleared.writes).toEqual([]);
    cleared.outbox.push('{"n":2}');
    await turn();
    expect(cleared.frames()).toEqual([['{"n":2}']]);
  });
});
