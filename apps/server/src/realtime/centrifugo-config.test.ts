import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPrivateChannel, matchChannel, publicChannel, userChannel } from './channels.js';
import { DEFAULT_SETTINGS } from './settings.js';

/** deploy/centrifugo.json, the configuration a Centrifugo cluster that replaces the hub is started with. */
const config = JSON.parse(
  readFileSync(new URL('../../../../deploy/centrifugo.json', import.meta.url), 'utf8'),
) as {
  channel: {
    private_prefix: string;
    namespaces: {
      name: string;
      history_size: number;
      history_ttl: string;
      force_recovery?: boolean;
      force_positioning?: boolean;
      allow_subscribe_for_client?: boolean;
      allow_subscribe_for_anonymous?: boolean;
    }[];
  };
};

/** Centrifugo's reading of a channel name: without the private prefix, the namespace is what precedes `:`. */
function namespaceOf(channel: string): string {
  const name = channel.startsWith(config.channel.private_prefix)
    ? channel.slice(config.channel.private_prefix.length)
    : channel;
  return name.split(':')[0] ?? '';
}

describe('deploy/centrifugo.json', () => {
  it('has a namespace for every channel the server publishes, with the hub history and recovery', () => {
    for (const channel of [publicChannel('pt-BR'), matchChannel(7), userChannel(42)]) {
      const namespace = config.channel.namespaces.find((n) => n.name === namespaceOf(channel));
      expect(namespace, channel).toBeDefined();
      expect(namespace?.history_size, channel).toBe(DEFAULT_SETTINGS.historySize);
      expect(namespace?.history_ttl, channel).toBe('300s');
      expect(namespace?.force_recovery, channel).toBe(true);
      expect(namespace?.force_positioning, channel).toBe(true);
      // Public streams for everyone, signed in or not; a player's channel only with a subscription token.
      const open = Boolean(namespace?.allow_subscribe_for_client && namespace.allow_subscribe_for_anonymous);
      expect(open, channel).toBe(!isPrivateChannel(channel));
    }
    expect(namespaceOf(userChannel(42))).toBe('user');
  });
});
