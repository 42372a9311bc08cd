/**
 * The `cache-bus` plugin: with several instances (REDIS_URL), what one instance commits to the catalogue drops the
 * cached answers that depend on it on every other instance too, so every instance answers the same prices within
 * the pub/sub latency (milliseconds) of the commit. Each change's dependencies (`match:<id>`, `lists`, `*`...)
 * go out on one Redis pub/sub channel, tagged with the sender, and the others apply them. While the subscription
 * is down, messages are lost: then the instance drops its whole cache every second until it is back, and once
 * more on reconnecting, so an answer is never older than a second past a change it could not hear of.
 */
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { EVERYTHING } from '../catalogue/index.js';

/** Options of the cache bus. */
interface CacheBusOptions {
  redisUrl: string;
  /** The pub/sub channel; one per deployment sharing a Redis. */
  channel?: string;
}

const BLIND_FLUSH_MS = 1000;

export default fp<CacheBusOptions>(
  async (app, options) => {
    const channel = options.channel ?? 'sportsbook:catalogue-changes';
    const me = randomUUID();
    const publisher = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const subscriber = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const quiet = (error: Error) => app.log.debug({ err: error }, 'cache bus redis error');
    publisher.on('error', quiet);
    subscriber.on('error', quiet);

    let blind: NodeJS.Timeout | undefined;
    const dropAll = () => app.catalogue.changedElsewhere([EVERYTHING]);
    subscriber.on('message', (_channel: string, text: string) => {
      try {
        const { from, keys } = JSON.parse(text) as { from: string; keys: string[] };
        if (from !== me && Array.isArray(keys)) app.catalogue.changedElsewhere(keys);
      } catch {
        dropAll();
      }
    });
    subscriber.on('ready', () => {
      clearInterval(blind);
      blind = undefined;
      dropAll();
    });
    subscriber.on('close', () => {
      blind ??= setInterval(dropAll, BLIND_FLUSH_MS);
    });
    await subscriber.subscribe(channel);

    app.catalogue.onChange((keys) => {
      if (publisher.status !== 'ready') return;
      publisher.publish(channel, JSON.stringify({ from: me, keys })).catch(quiet);
    });
    app.addHook('onClose', async () => {
      clearInterval(blind);
      subscriber.disconnect();
      publisher.disconnect();
    });
  },
  { name: 'cache-bus', dependencies: ['catalogue'] },
);
