import { envelope } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { type ChannelWindow, createHostChannel, knownHostOrigin } from './host-channel';

const HOST = 'https://casino.example';
const OTHER = 'https://other.example';

/** A window whose parent records what was posted, and which can receive message events. */
function fakeWindow(options: { ancestor?: string; referrer?: string } = {}) {
  const target = new EventTarget();
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win = {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    parent,
    location: { ancestorOrigins: options.ancestor ? { length: 1, 0: options.ancestor } : undefined },
    document: { referrer: options.referrer ?? '' },
  } as unknown as ChannelWindow;
  function makeEvent(data: unknown, origin: string, source: unknown) {
    const event = new MessageEvent('message', { data, origin });
    Object.defineProperty(event, 'source', { value: source });
    return event;
  }
  const send = (data: unknown, origin: string, source: unknown = parent) =>
    target.dispatchEvent(makeEvent(data, origin, source));
  return { win, posted, send };
}

const config = { origins: [HOST, 'https://second.example'], anyOrigin: false };
const change = envelope('sportsbook-host', 'change_locale', { locale: 'es' });

describe('the host channel', () => {
  it('posts to each listed origin until the host is known, never to *', () => {
    const { win, posted } = fakeWindow();
    createHostChannel(config, { win }).post('currency-changed', { currency: 'EUR' });
    expect(posted.map((p) => p.origin)).toEqual([HOST, 'https://second.example']);
    expect(posted[0]?.message).toEqual({
      source: 'sportsbook',
      version: 1,
      type: 'currency-changed',
      payload: { currency: 'EUR' },
    });
  });

  it('posts only to the parent origin when the frame knows it, and to nobody without a listed origin', () => {
    const known = fakeWindow({ ancestor: HOST });
    createHostChannel(config, { win: known.win }).post('notify-modal-triggered', { open: true });
    expect(known.posted.map((p) => p.origin)).toEqual([HOST]);
    expect(knownHostOrigin(config, fakeWindow({ referrer: `${OTHER}/page` }).win)).toBeNull();
    expect(knownHostOrigin(config, fakeWindow({ referrer: `${HOST}/casino` }).win)).toBe(HOST);

    const bare = fakeWindow({ ancestor: OTHER });
    createHostChannel({ origins: [], anyOrigin: true }, { win: bare.win }).post('sign-in', { reason: null });
    expect(bare.posted).toEqual([]);
  });

  it('hands on messages from the parent on a listed origin, and learns the host from the first one', () => {
    const { win, posted, send } = fakeWindow();
    const channel = createHostChannel(config, { win, warn: () => {} });
    const handler = vi.fn();
    channel.listen(handler);
    send(change, HOST);
    expect(handler).toHaveBeenCalledWith(change);
    channel.post('currency-changed', { currency: 'USD' });
    expect(posted.map((p) => p.origin)).toEqual([HOST]);
  });

  it('ignores and counts other origins, other senders and malformed messages, and warns', () => {
    const { win, send } = fakeWindow();
    const warn = vi.fn();
    const onIgnored = vi.fn();
    const channel = createHostChannel(config, { win, warn, onIgnored });
    const handler = vi.fn();
    channel.listen(handler);
    send(change, OTHER);
    send(change, HOST, { postMessage() {} }); // a listed origin, but not the parent (a sibling frame)
    send(envelope('sportsbook-host', 'change_locale', { locale: 42 }), HOST);
    send(envelope('sportsbook-host', 'reboot', {}), HOST);
    send({ ...change, version: 2 }, HOST);
    send({ hello: 'from a browser extension' }, OTHER); // not the protocol's: not counted
    expect(handler).not.toHaveBeenCalled();
    expect(channel.ignored()).toBe(5);
    expect(onIgnored).toHaveBeenLastCalledWith(5);
    expect(warn).toHaveBeenCalledTimes(5);
  });

  it('honours a wildcard only for the first session hand-over', () => {
    const { win, send } = fakeWindow();
    const channel = createHostChannel({ origins: [], anyOrigin: true }, { win, warn: () => {} });
    const handler = vi.fn();
    channel.listen(handler);
    send(change, OTHER);
    const handOver = envelope('sportsbook-host', 'iframe_integration', {
      listeners: [],
      token: 'a'.repeat(43),
    });
    send(handOver, OTHER);
    send(handOver, OTHER);
    expect(handler.mock.calls).toEqual([[handOver]]);
    expect(channel.ignored()).toBe(2);
  });

  it('stops listening', () => {
    const { win, send } = fakeWindow();
    const channel = createHostChannel(config, { win });
    const handler = vi.fn();
    channel.listen(handler)();
    send(change, HOST);
    expect(handler).not.toHaveBeenCalled();
  });
});
