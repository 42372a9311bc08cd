import { LOCALES } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { isPrivateChannel, matchChannel, parseChannel, publicChannel, userChannel } from './channels.js';

describe('channel names', () => {
  it('maps a locale to its public channel, br to pt', () => {
    expect(publicChannel('en')).toBe('public:en');
    expect(publicChannel('pt-BR')).toBe('public:pt');
    expect(publicChannel('br')).toBe('public:pt');
    expect(publicChannel('ES')).toBe('public:es');
  });

  it('gives every configured locale a public channel the hub accepts', () => {
    for (const locale of LOCALES)
      expect(parseChannel(publicChannel(locale))).toMatchObject({ kind: 'public' });
    expect(publicChannel('sr-ME')).toBe('public:sr');
  });

  it('parses the three families and nothing else', () => {
    expect(parseChannel(matchChannel(12))).toEqual({ kind: 'match', matchId: '12' });
    expect(parseChannel(userChannel('u-1'))).toEqual({ kind: 'user', userId: 'u-1' });
    expect(parseChannel('public:en')).toEqual({ kind: 'public', locale: 'en' });
    for (const name of [
      '',
      'public:',
      'public:english',
      'match:',
      'user:1',
      '$user:',
      '$admin:1',
      'match:1:2',
    ]) {
      expect(parseChannel(name)).toBeNull();
    }
    expect(parseChannel(`match:${'1'.repeat(300)}`)).toBeNull();
  });

  it('treats $-prefixed channels as private', () => {
    expect(isPrivateChannel('$user:1')).toBe(true);
    expect(isPrivateChannel('match:1')).toBe(false);
  });
});
