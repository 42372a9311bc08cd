import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureRealtime,
  onRealtimeConnected,
  reconnectRealtime,
  startRealtime,
  useSubscription,
} from './connection';
import type { RealtimeDelivery } from './runtime';

const runtime = vi.hoisted(() => ({
  join: vi.fn(),
  leave: vi.fn(),
  reconnect: vi.fn(),
  delivery: null as null | RealtimeDelivery,
}));
vi.mock('./centrifuge-client', () => ({
  createRealtimeRuntime: (_url: string, delivery: NonNullable<typeof runtime.delivery>) => {
    runtime.delivery = delivery;
    return runtime;
  },
}));

afterEach(cleanup);

function Listener({ channel, seen }: { channel: string; seen: unknown[] }) {
  useSubscription(channel, (data) => seen.push(data));
  return null;
}

describe('the realtime connection, loaded after the page', () => {
  it('subscribes the channels that got listeners before it loaded, then each new one once', async () => {
    const seen: unknown[] = [];
    const early = render(<Listener channel="public:en" seen={seen} />);
    reconnectRealtime(); // nothing to reconnect yet: the connection will take a fresh token anyway
    expect(runtime.reconnect).not.toHaveBeenCalled();

    configureRealtime('ws://test/connection/websocket');
    await startRealtime();
    expect(runtime.join).toHaveBeenCalledWith('public:en');

    runtime.delivery?.publish('public:en', { n: 1 });
    runtime.delivery?.publish('match:1', { n: 2 });
    expect(seen).toEqual([{ n: 1 }]);

    const second = render(<Listener channel="public:en" seen={seen} />);
    const other = render(<Listener channel="match:1" seen={seen} />);
    expect(runtime.join).toHaveBeenCalledTimes(2);
    expect(runtime.join).toHaveBeenLastCalledWith('match:1');

    // The channel ends with its last listener.
    early.unmount();
    expect(runtime.leave).not.toHaveBeenCalled();
    second.unmount();
    expect(runtime.leave).toHaveBeenCalledWith('public:en');
    other.unmount();
    expect(runtime.leave).toHaveBeenCalledWith('match:1');

    reconnectRealtime();
    expect(runtime.reconnect).toHaveBeenCalledTimes(1);
  });

  it('hands on resyncs with their time, and each connect result to its listeners, late ones too', async () => {
    configureRealtime('ws://test/connection/websocket');
    await startRealtime();
    const resyncs: (number | undefined)[] = [];
    function Resyncing() {
      useSubscription(
        'match:7',
        () => {},
        (since) => resyncs.push(since),
      );
      return null;
    }
    const view = render(<Resyncing />);
    runtime.delivery?.resync('match:7', 1_234);
    runtime.delivery?.resync('match:7', undefined);
    runtime.delivery?.resync('match:8', 99);
    expect(resyncs).toEqual([1_234, undefined]);
    view.unmount();

    const early: unknown[] = [];
    const stop = onRealtimeConnected((data) => early.push(data));
    runtime.delivery?.connected({ feed_time: 1, feed_rate: 1 });
    const late: unknown[] = [];
    onRealtimeConnected((data) => late.push(data));
    stop();
    runtime.delivery?.connected(undefined);
    expect(early).toEqual([{ feed_time: 1, feed_rate: 1 }]);
    expect(late).toEqual([{ feed_time: 1, feed_rate: 1 }, undefined]);
  });
});
