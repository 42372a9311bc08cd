import { describe, expect, it } from 'vitest';
import { readConnectData } from './connect-data';

describe('readConnectData', () => {
  it('reads the feed clock the server sends', () => {
    expect(readConnectData({ feed_time: 1_795_374_400_885, feed_rate: 5 })).toEqual({
      feed_time: 1_795_374_400_885,
      feed_rate: 5,
    });
  });

  it.each([
    undefined,
    null,
    'text',
    {},
    { feed_time: '1795374400885', feed_rate: 1 },
    { feed_time: 1_795_374_400_885 },
    { feed_time: Number.NaN, feed_rate: 1 },
    { feed_time: 1_795_374_400_885, feed_rate: 0 },
    { feed_time: -1, feed_rate: 1 },
    { feed_time: 1_795_374_400_885, feed_rate: Number.POSITIVE_INFINITY },
  ])('refuses %j', (data) => {
    expect(readConnectData(data)).toBeNull();
  });
});
